import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { post } from "../support/http";
import { auditLog } from "../support/log-audit";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import type { TestSession } from "../support/sessions";
import { signIn as apiSignIn } from "../support/sessions";
import {
  expectNoSeriousA11yViolations,
  KEMANG_STAFF_PHONE,
  skipNameQuestion,
  TEST_CODE,
} from "./site";

// Issue 37 (docs/whatsapp.md): a shop that messages its customers by WhatsApp, on the stand-in. A
// customer signs in with the code WhatsApp brought them (the screen says where it went, and offers
// SMS instead after the cooldown), orders, and follows the order by its WhatsApp messages: each
// one's link opens the order as it is now. The board shows each message and how it went. This file
// starts a server of its own: the stand-in turns the demo brands' WhatsApp on, which the shared
// server's other tests do not expect.

/** Numbers that get real codes; the stand-in delivers to both (their last digits are not 0001-3). */
const CUSTOMER = "+6281255700005";
const SMS_CUSTOMER = "+6281255710005";
const COOLDOWN_SECONDS = 3;

let location: TestLocation;
let server: RunningServer;
let staff: TestSession;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  location = await freshLocation("e2e-whatsapp");
  server = await startServer(location, {
    WHATSAPP_PROVIDER: "standin",
    AUTH_TEST_PHONE_NUMBERS: `${KEMANG_STAFF_PHONE}:${TEST_CODE}`,
    OTP_PHONE_COOLDOWN_SECONDS: String(COOLDOWN_SECONDS),
    LOG_LEVEL: "info",
  });
  staff = await apiSignIn(server.baseUrl, KEMANG_STAFF_PHONE);
});

/** The codes this file's customers were sent, by WhatsApp or SMS: none may reach the log. */
const codesSent: string[] = [];

test.afterAll(async () => {
  await server?.stop();
  await location?.dispose();
  // The server's log names no customer's number in clear, nor a code (tests/support/log-audit.ts).
  const problems = auditLog(server.output(), {
    phones: [CUSTOMER, SMS_CUSTOMER, KEMANG_STAFF_PHONE],
    codes: codesSent,
  });
  expect(problems.slice(0, 20)).toEqual([]);
});

const demo = (p: string) => `http://demo.localhost:${server.port}${p}`;

/** What the phone received by WhatsApp from demo's number, newest first (the stand-in's page). */
async function whatsappTo(page: Page, phone: string): Promise<string[]> {
  return page.evaluate(async (p) => {
    const res = await fetch(`/api/whatsapp/standin/messages?phone=${encodeURIComponent(p)}`);
    const body = (await res.json()) as {
      data: { messages: { direction: string; text: string }[] };
    };
    return body.data.messages.filter((m) => m.direction === "received").map((m) => m.text);
  }, phone);
}

/** The newest WhatsApp message to `phone` that matches `pattern`, once it came (by the API). */
async function whatsappMessage(page: Page, phone: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => (found = (await whatsappTo(page, phone)).find((m) => pattern.test(m))), {
      message: `no WhatsApp message like ${pattern}`,
      timeout: 15_000,
    })
    .toBeTruthy();
  return found!;
}

/** The sign-in codes the console SMS provider wrote for `phone` (DATA_DIR/sms-outbox.log). */
function smsCodesFor(phone: string): string[] {
  const file = path.join(location.dataDir, "sms-outbox.log");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { to: string; message: string })
    .filter((m) => m.to === phone)
    .flatMap((m) => /\b(\d{5})\b/.exec(m.message)?.[1] ?? []);
}

async function askForCode(page: Page, phone: string) {
  await page.goto(demo("/auth"));
  await page.getByLabel("PhoneNumber").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
}

const linkIn = (message: string) =>
  /https?:\/\/\S+\/orders\/tracking\/[A-Za-z0-9]+/.exec(message)?.[0];

const moveOrder = async (orderId: string, status: string) => {
  const res = await post(
    server.baseUrl,
    `/api/staff/orders/${orderId}/status`,
    "demo.localhost",
    { status },
    staff.headers,
  );
  expect(res.status, res.body).toBe(200);
};

/**
 * The customer's WhatsApp: the stand-in's page on the shop's host, open on their number, its
 * messages newest first (it looks again every 2 s).
 */
async function whatsappApp(context: BrowserContext, phone: string) {
  const app = await context.newPage();
  await app.goto(demo("/whatsapp-standin"));
  await app
    .getByRole("navigation", { name: "Phones" })
    .getByRole("button", { name: phone })
    .click();
  const thread = app.getByRole("region", { name: phone });
  return {
    app,
    thread,
    /** The text of the newest message that says `what`, once it came. */
    async newest(what: RegExp): Promise<string> {
      const item = thread.getByRole("listitem").filter({ hasText: what }).first();
      await expect(item).toBeVisible({ timeout: 15_000 });
      return (await item.locator("p").last().textContent()) ?? "";
    },
  };
}

test("a customer signs in with a WhatsApp code and follows their order by its WhatsApp messages", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await askForCode(page, CUSTOMER);
  await expect(page.getByTestId("code-sent")).toHaveText(
    `We sent a code by WhatsApp to ${CUSTOMER}.`,
  );
  // SMS instead only once the cooldown has passed.
  await expect(page.getByRole("button", { name: /^Send by SMS instead in \d+ s$/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("whatsapp-code-sent.png") });
  // The code, read on the phone's WhatsApp.
  await expect.poll(async () => (await whatsappTo(page, CUSTOMER)).length).toBeGreaterThan(0);
  const whatsapp = await whatsappApp(context, CUSTOMER);
  const message = await whatsapp.newest(/verification code/);
  expect(message).toMatch(
    /^\*\d{5}\* is your verification code\. For your security, do not share this code\.$/,
  );
  codesSent.push(/\d{5}/.exec(message)![0]);
  await page.bringToFront();
  await page.getByLabel("Confirmation Code").fill(codesSent.at(-1)!);
  await page.getByRole("button", { name: "Verify" }).click();
  await skipNameQuestion(page);
  await expect(page).toHaveURL(demo("/"), { timeout: 15_000 });
  expect(smsCodesFor(CUSTOMER)).toEqual([]);

  // An order, placed as the storefront's checkout places it (its pages are checkout.e2e.ts's).
  const uid = await page.evaluate(async () => {
    const session = (await (await fetch("/api/auth/session")).json()) as {
      data: { idToken: string };
    };
    const res = await fetch("/api/orders/demo/customer", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${session.data.idToken}`,
        "x-idempotency-key": crypto.randomUUID(),
      },
      body: JSON.stringify({
        orderMode: "PICKUP",
        selectedBranchId: "kemang",
        deliveryOrPickupTime: "NOW",
        basket: { items: [{ itemId: "black-forest-slice", qty: 1 }] },
        payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
      }),
    });
    return ((await res.json()) as { data: { uid: string } }).data.uid;
  });
  expect(uid).toMatch(/^[A-Za-z0-9]{20}$/);

  // Each message's link opens the order as it is now.
  const received = await whatsapp.newest(/Thank you for your order at/);
  expect(linkIn(received)).toBe(demo(`/orders/tracking/${uid}`));
  await page.goto(linkIn(received)!);
  await expect(page.getByRole("heading", { name: "We received your order" })).toBeVisible();

  await moveOrder(uid, "ACCEPTED");
  const accepted = await whatsapp.newest(/is being prepared/);
  await page.goto(linkIn(accepted)!);
  await expect(page.getByRole("heading", { name: "We are preparing your order" })).toBeVisible();

  await moveOrder(uid, "READY");
  const ready = await whatsapp.newest(/is ready for pickup at Dapur Kue Demo Kemang/);
  await page.goto(linkIn(ready)!);
  await expect(page.getByRole("heading", { name: "Your order is ready for pickup" })).toBeVisible();

  // The customer answers on WhatsApp; the kitchen's board shows it, each message and how it went.
  await whatsapp.thread.getByRole("textbox", { name: "Message" }).fill("On my way, 10 minutes");
  await whatsapp.thread.getByRole("button", { name: "Send" }).click();
  await expect(whatsapp.thread.getByRole("status")).toHaveText("Sent to the shop.");
  await whatsapp.app.screenshot({ path: testInfo.outputPath("whatsapp-phone.png") });
  const tablet = await browser.newContext({
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
  });
  try {
    const split = staff.cookie.indexOf("=");
    await tablet.addCookies([
      {
        name: staff.cookie.slice(0, split),
        value: staff.cookie.slice(split + 1),
        domain: "demo.localhost",
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    const board = await tablet.newPage();
    await board.goto(demo("/staff"));
    const card = board.getByRole("article", { name: `Order ${uid.slice(-6)}` });
    const timeline = card.getByRole("list", { name: "Timeline" });
    await expect(timeline).toContainText("WhatsApp message: order received · read");
    await expect(timeline).toContainText("WhatsApp message: accepted · read");
    await expect(timeline).toContainText("WhatsApp message: ready for pickup · read");
    await expect(timeline).toContainText("Customer replied on WhatsApp: “On my way, 10 minutes”");
    const chat = card.getByRole("link", { name: "Chat with the customer on WhatsApp" });
    await expect(chat).toHaveAttribute("href", `https://wa.me/${CUSTOMER.slice(1)}`);
    await expectNoSeriousA11yViolations(board);
    await card.screenshot({ path: testInfo.outputPath("whatsapp-board-card.png") });
  } finally {
    await tablet.close();
  }
});

test("after the cooldown, the code can come by SMS instead", async ({ page }) => {
  await askForCode(page, SMS_CUSTOMER);
  await whatsappMessage(page, SMS_CUSTOMER, /verification code/);
  const instead = page.getByRole("button", { name: "Send by SMS instead" });
  // Enabled once COOLDOWN_SECONDS have passed (a hang detector above it).
  await expect(instead).toBeEnabled({ timeout: (COOLDOWN_SECONDS + 10) * 1000 });
  await instead.click();
  await expect(page.getByTestId("code-sent")).toHaveText(
    `We sent a code by SMS to ${SMS_CUSTOMER}.`,
  );
  let code: string | undefined;
  await expect.poll(() => (code = smsCodesFor(SMS_CUSTOMER)[0])).toBeTruthy();
  codesSent.push(code!);
  await page.getByLabel("Confirmation Code").fill(code!);
  await page.getByRole("button", { name: "Verify" }).click();
  await skipNameQuestion(page);
  await expect(page).toHaveURL(demo("/"), { timeout: 15_000 });
});
