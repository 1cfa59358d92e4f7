import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { authServerForFile } from "../support/auth-server";
import { dateIn } from "../support/hours-brand";
import { readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";

// Issue 18 item 7 over HTTP: staff pause a branch of theirs from the board; while paused it
// takes no order for NOW (409 STORE_IS_PAUSED) but still for LATER, GET /api/branches and the
// board say until when, and taking orders again undoes it. Only the branch's staff may.

const HOST = "demo.localhost";
const CUSTOMER = "+6281100000183";
const OWNER = "+6281100000090";
const KEMANG_STAFF = "+6281100000091";
const ctx = authServerForFile("pause", {
  AUTH_TEST_PHONE_NUMBERS: [CUSTOMER, OWNER, KEMANG_STAFF].map((n) => `${n}:12345`).join(","),
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
});
const demo = readBrand("brands/demo.json");
const kemang = demo.branches[0];
const cake = demo.menus.find((m: { id: string }) => m.id === kemang.menuId).sections[0].items[0];

type Session = TestSession;
let customer: Session;
let owner: Session;
let kemangStaff: Session;
beforeAll(async () => {
  customer = await signIn(ctx.server.baseUrl, CUSTOMER);
  owner = await signIn(ctx.server.baseUrl, OWNER);
  kemangStaff = await signIn(ctx.server.baseUrl, KEMANG_STAFF);
});

const staffHeaders = (s: Session) => ({ ...s.headers, origin: `http://${HOST}` });
const pause = (s: Session, branchId: string, length: string | null) =>
  post(
    ctx.server.baseUrl,
    `/api/staff/branches/${branchId}/pause`,
    HOST,
    { for: length },
    staffHeaders(s),
  );
const order = (branchId: string, time: "NOW" | "LATER") =>
  post(
    ctx.server.baseUrl,
    "/api/orders/demo/customer",
    HOST,
    pickupOrder(branchId, [{ itemId: cake.uid, qty: 1 }], {
      deliveryOrPickupTime: time,
      deliveryNotes: time === "LATER" ? "At the side door" : "",
      // Tomorrow 10:00 in Jakarta: a slot well after any pause of the test.
      scheduledFor: time === "LATER" ? `${dateIn(1)}T10:00:00+07:00` : null,
    }),
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );
const laterAt = (scheduledFor: string) =>
  post(
    ctx.server.baseUrl,
    "/api/orders/demo/customer",
    HOST,
    pickupOrder("kemang", [{ itemId: cake.uid, qty: 1 }], {
      deliveryOrPickupTime: "LATER",
      scheduledFor,
    }),
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );
const stateOf = async (branchId: string) =>
  (await get(ctx.server.baseUrl, "/api/branches", HOST))
    .json<{ data: { id: string; openState: { open: boolean; pausedUntil: string | null } }[] }>()
    .data.find((b) => b.id === branchId)!.openState;

describe("pausing a branch", () => {
  it("30 minutes: no order for NOW, LATER still taken, and everybody is told until when", async () => {
    const before = Date.now();
    const paused = await pause(kemangStaff, "kemang", "30m");
    expect(paused.status, paused.body).toBe(200);
    const until = paused.json<{ data: { id: string; pausedUntil: string } }>().data.pausedUntil;
    const minutes = (Date.parse(until) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(31);

    const refused = await order("kemang", "NOW");
    expect(refused.status).toBe(409);
    expect(refused.json<{ error: { reasonCode: string; opensAt: string } }>().error).toMatchObject({
      reasonCode: "STORE_IS_PAUSED",
      pausedUntil: until,
      opensAt: until, // kemang is open around the clock: it opens when the pause ends
    });
    expect((await order("kemang", "LATER")).status).toBe(200);
    expect((await order("menteng", "NOW")).status).toBe(200); // another branch is not paused

    expect(await stateOf("kemang")).toMatchObject({ open: false, pausedUntil: until });
    const board = await get(
      ctx.server.baseUrl,
      "/api/staff/orders",
      HOST,
      staffHeaders(kemangStaff),
    );
    expect(board.json<{ data: { branches: unknown[] } }>().data.branches).toEqual([
      { id: "kemang", name: kemang.name, pausedUntil: until, soldOut: [] },
    ]);
  });

  it("a LATER order for a slot the pause covers is refused (400 SLOT_UNAVAILABLE), one after it taken (issue 31 item 10)", async () => {
    const slots = async () =>
      (await get(ctx.server.baseUrl, "/api/branches/kemang/slots", HOST))
        .json<{ data: { slots: { at: string }[] } }>()
        .data.slots.map((s) => s.at);
    await pause(kemangStaff, "kemang", null);
    const offered = await slots();
    const until = (await pause(kemangStaff, "kemang", "60m")).json<{
      data: { pausedUntil: string };
    }>().data.pausedUntil;
    // kemang is open around the clock: its next slot starts within the hour the pause covers.
    const first = offered.find((at) => Date.parse(at) < Date.parse(until));
    expect(first).toBeDefined();
    expect(await slots()).not.toContain(first);
    const inside = await laterAt(first!);
    expect(inside.status, inside.body).toBe(400);
    expect(inside.json<{ error: unknown }>().error).toMatchObject({
      reasonCode: "SLOT_UNAVAILABLE",
      reason: "NOT_A_SLOT",
    });
    const after = (await slots())[0]!;
    expect(Date.parse(after)).toBeGreaterThanOrEqual(Date.parse(until));
    expect((await laterAt(after)).status).toBe(200);
  });

  it("taking orders again ends the pause at once", async () => {
    const resumed = await pause(kemangStaff, "kemang", null);
    expect(resumed.json<{ data: unknown }>().data).toEqual({
      id: "kemang",
      name: kemang.name,
      pausedUntil: null,
      soldOut: [],
    });
    expect(await stateOf("kemang")).toMatchObject({ open: true, pausedUntil: null });
    expect((await order("kemang", "NOW")).status).toBe(200);
  });

  it("until tomorrow: until the next day starts in the brand's time zone", async () => {
    const paused = await pause(owner, "menteng", "tomorrow");
    const until = paused.json<{ data: { pausedUntil: string } }>().data.pausedUntil;
    // Midnight in Jakarta is 17:00 UTC.
    expect(until).toMatch(/T17:00:00\.000Z$/);
    expect(Date.parse(until) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect((await order("menteng", "NOW")).status).toBe(409);
    await pause(owner, "menteng", null);
  });

  it("only the branch's staff may: another branch is 403, a customer 403, a bad length 400", async () => {
    const other = await pause(kemangStaff, "menteng", "30m");
    expect(other.status).toBe(403);
    expect(other.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe("FORBIDDEN");
    expect((await pause(customer, "kemang", "30m")).status).toBe(403);
    const unknown = await pause(owner, "nowhere", "30m");
    expect(unknown.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe(
      "BRANCH_NOT_FOUND",
    );
    expect((await pause(owner, "kemang", "3 weeks")).status).toBe(400);
    expect(await stateOf("menteng")).toMatchObject({ open: true });
  });
});
