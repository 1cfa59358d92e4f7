import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AHEAD_OWNER_PHONE, aheadBrand } from "../support/ahead-brand";
import { bigMenuBrand } from "../support/big-menu";
import { brandImport, fixtureCopy } from "../support/brand-files";
import { HOURS_STAFF_PHONE, hoursBrand } from "../support/hours-brand";
import { offerBrand } from "../support/offer-brand";
import {
  PRODUCTION_OWNER_PHONE,
  PRODUCTION_STAFF_PHONE,
  productionBrand,
} from "../support/production-brand";
import { SHEET_OWNER_PHONE, sheetBrand } from "../support/sheet-brand";
import { freshLocation } from "../support/database";
import { auditLog } from "../support/log-audit";
import { startServer } from "../support/server";
import {
  E2E_ID_TOKEN_TTL_SECONDS,
  HOURS_BRAND,
  KEMANG_STAFF_PHONE,
  OFFER_BRAND,
  AHEAD_BRAND,
  SHEET_BRAND,
  DEMO_OWNER_PHONE,
  DEMO_MANAGER_PHONE,
  LONG_MENU_BRAND,
  LONG_MENU_ITEMS,
  OUTBOX_PHONE,
  PLATFORM_OPERATOR_PHONE,
  SUSPENDED_BRAND,
  BRANCHES_BRAND,
  NUMBERS_BRAND,
  BOARD_BRAND,
  PRODUCTION_BRAND,
  SUSPENDED_BRAND_NAME,
  TILL_BRAND,
  TEST_CODE,
  TEST_PHONE_POOL,
  WHATSAPP_BRAND,
  COURIERS_BRAND,
  PROMOTIONS_BRAND,
} from "./site";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * One server on a fresh database; workers find its port in KEDAI_E2E_PORT and its data folder
 * (the SMS outbox) in KEDAI_E2E_DATA_DIR. When the run ends, the server's whole log is checked
 * against the log rules (tests/support/log-audit.ts) and kept in test-results/server.log.
 */
export default async function globalSetup() {
  const location = await freshLocation("e2e");
  const server = await startServer(location, {
    AUTH_TEST_PHONE_NUMBERS: [
      ...TEST_PHONE_POOL,
      KEMANG_STAFF_PHONE,
      HOURS_STAFF_PHONE,
      DEMO_OWNER_PHONE,
      DEMO_MANAGER_PHONE,
      AHEAD_OWNER_PHONE,
      SHEET_OWNER_PHONE,
      PLATFORM_OPERATOR_PHONE,
      PRODUCTION_OWNER_PHONE,
      PRODUCTION_STAFF_PHONE,
    ]
      .map((n) => `${n}:${TEST_CODE}`)
      .join(","),
    // Every test signs in from the same address, and `--repeat-each` signs the staff number and
    // the outbox number in again at once; the limits themselves are the integration tier's.
    OTP_IP_PER_HOUR: "5000",
    OTP_VERIFY_IP_PER_HOUR: "5000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    OTP_PHONE_PER_HOUR: "1000",
    OTP_VERIFY_PHONE_PER_HOUR: "1000",
    // A short id token, so every page that outlives one renews it (session.e2e.ts waits past it).
    ID_TOKEN_TTL_SECONDS: String(E2E_ID_TOKEN_TTL_SECONDS),
    GEO_IP_PER_HOUR: "5000",
    LOG_LEVEL: "info", // the log audit reads every line, access lines included
    // The platform's console (platform-console.e2e.ts): nobody else is its operator.
    PLATFORM_OPERATORS: PLATFORM_OPERATOR_PHONE,
    // The courier stand-in (issue 38): no real Biteship from a test; the demo brands get its couriers.
    COURIER_PROVIDER: "standin",
  });
  // A brand with a long menu (menu.e2e.ts): the page carries its first sections, the rest are
  // drawn in the browser. Imported through the running server (on PostgreSQL: NOTIFY).
  const imported = brandImport(location, bigMenuBrand(LONG_MENU_BRAND, LONG_MENU_ITEMS));
  if (imported.status !== 0) throw new Error(`importing the long menu: ${imported.stderr}`);
  // A brand with a branch closed today and one open (hours.e2e.ts).
  const hours = brandImport(location, hoursBrand(HOURS_BRAND));
  if (hours.status !== 0) throw new Error(`importing the hours brand: ${hours.stderr}`);
  // A brand with a pickup-only branch and an item one branch does not sell (branch-offer.e2e.ts).
  const offer = brandImport(location, offerBrand(OFFER_BRAND));
  if (offer.status !== 0) throw new Error(`importing the offer brand: ${offer.stderr}`);
  // A brand whose owner changes its ordering ahead (owner-order-ahead.e2e.ts).
  const ahead = brandImport(location, aheadBrand(AHEAD_BRAND));
  if (ahead.status !== 0) throw new Error(`importing the order-ahead brand: ${ahead.stderr}`);
  // A brand of its own for the menu import (owner-menu-sheet.e2e.ts).
  const sheet = brandImport(location, sheetBrand(SHEET_BRAND));
  if (sheet.status !== 0) throw new Error(`importing the sheet brand: ${sheet.stderr}`);
  // A cake shop whose day the production list sums (production.e2e.ts), no other test's orders in it.
  const production = brandImport(location, productionBrand(PRODUCTION_BRAND));
  if (production.status !== 0)
    throw new Error(`importing the production brand: ${production.stderr}`);
  // A shop the platform's console suspends and resumes (platform-console.e2e.ts), so no other
  // test's shop stops taking orders under it.
  const paused = brandImport(
    location,
    fixtureCopy((brand) => {
      brand.brand.id = SUSPENDED_BRAND;
      brand.brand.subDomainName = SUSPENDED_BRAND;
      brand.brand.name = SUSPENDED_BRAND_NAME;
    }),
  );
  if (paused.status !== 0) throw new Error(`importing the shop to suspend: ${paused.stderr}`);
  // A copy of the demo whose branches the owner adds and removes (owner-branch-changes.e2e.ts):
  // the demo's own revisions are owner.e2e's, which a save in between would make stale.
  const copy = brandImport(location, demoCopy(BRANCHES_BRAND));
  if (copy.status !== 0) throw new Error(`importing the demo's copy: ${copy.stderr}`);
  // Another, whose orders are numbers.e2e.ts's alone: its figures are the test's to count.
  const numbers = brandImport(location, demoCopy(NUMBERS_BRAND));
  if (numbers.status !== 0) throw new Error(`importing the numbers' shop: ${numbers.stderr}`);
  // A copy of the demo whose day till.e2e.ts counts and closes, with no other test's orders in it.
  const till = brandImport(location, demoCopy(TILL_BRAND));
  if (till.status !== 0) throw new Error(`importing the till's copy: ${till.stderr}`);
  // Another for the board at tablet size (board-tablet.e2e.ts): it marks half the menu sold out
  // and pauses branches, which would stop the other tests ordering from the demo.
  const board = brandImport(location, demoCopy(BOARD_BRAND));
  if (board.status !== 0) throw new Error(`importing the board's copy: ${board.stderr}`);
  // Another, whose WhatsApp the owner sets (owner-whatsapp.e2e.ts): the demo's messages stay SMS.
  const whatsapp = brandImport(location, demoCopy(WHATSAPP_BRAND));
  if (whatsapp.status !== 0) throw new Error(`importing the WhatsApp copy: ${whatsapp.stderr}`);
  // Another, whose couriers the owner sets (owner-couriers.e2e.ts): the demo's delivery stays its own.
  const couriers = brandImport(location, demoCopy(COURIERS_BRAND));
  if (couriers.status !== 0) throw new Error(`importing the couriers' copy: ${couriers.stderr}`);
  // Another, whose promotions the owner creates (owner-promotions.e2e.ts): the demo's prices stay.
  const promos = brandImport(location, demoCopy(PROMOTIONS_BRAND));
  if (promos.status !== 0) throw new Error(`importing the promotions' copy: ${promos.stderr}`);
  process.env.KEDAI_E2E_PORT = String(server.port);
  process.env.KEDAI_E2E_DATA_DIR = location.dataDir;
  return async () => {
    await server.stop();
    const outbox = path.join(location.dataDir, "sms-outbox.log");
    const sent = fs.existsSync(outbox)
      ? fs
          .readFileSync(outbox, "utf8")
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l) as { message: string })
      : [];
    await location.dispose();
    const log = server.output();
    fs.mkdirSync(path.join(root, "test-results"), { recursive: true });
    fs.writeFileSync(path.join(root, "test-results/server.log"), log);
    // Five digits after a colon are a link's port (an order's link: issue 36 item 4), not a code.
    const codes = sent.flatMap((s) => /(?<!:)\b(\d{5})\b/.exec(s.message)?.[1] ?? []);
    const problems = auditLog(log, {
      phones: [...TEST_PHONE_POOL, KEMANG_STAFF_PHONE, OUTBOX_PHONE, PLATFORM_OPERATOR_PHONE],
      codes, // none when the run left out security.e2e.ts, which asserts that its code arrived
    });
    if (problems.length > 0)
      throw new Error(
        `The server log of the e2e run breaks the log rules (test-results/server.log):\n${problems.slice(0, 30).join("\n")}`,
      );
  };
}

/** brands/demo.json with its images, as brand `id` (the same shop, its own address). */
/** The demo under another id and name: two shops called alike would make a listing's links ambiguous. */
function demoCopy(id: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-demo-copy-"));
  fs.cpSync(path.join(root, "brands"), dir, { recursive: true });
  const file = path.join(dir, "demo.json");
  const brand = JSON.parse(fs.readFileSync(file, "utf8")) as {
    brand: { id: string; subDomainName: string; name: string };
    storeConfigs: { brandId?: string };
  };
  brand.brand.id = brand.brand.subDomainName = id;
  brand.brand.name = `${brand.brand.name} (${id})`;
  if (brand.storeConfigs.brandId) brand.storeConfigs.brandId = id;
  fs.writeFileSync(file, JSON.stringify(brand));
  return file;
}
