import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { todayIn } from "@/domain/sales-days";
import type { TestSession } from "../support/sessions";
import { pickupOrder } from "../support/order-bodies";
import { serverForFile } from "../support/test-server";

// Issue 36 item 3 (docs/customer-name.md): the name asked once after signing in (the profile's
// flag, on every device), kept on each order as it was placed, read from the profile for an order
// that has none, in the owner's CSV export and the customer's copy of their data, and erased from
// the orders with the account.

const PHONE = {
  rina: "+6281100000361", // names herself, renames, then deletes her account
  budi: "+6281100000362", // orders before giving a name
  skip: "+6281100000363", // skips the question
};
const t = serverForFile("customer-name", {
  signIn: ["owner", "kemang"],
  phones: Object.values(PHONE),
});

type Profile = { name: string | null; nameAsked: boolean };
const profile = (who: TestSession) => t.api.account.profile({ params: { id: who.uid }, as: who });
const save = (who: TestSession, body: unknown) =>
  t.api.account.saveProfile({ params: { id: who.uid }, rawBody: body, as: who });

async function order(who: TestSession): Promise<string> {
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: pickupOrder("kemang", [{ itemId: "black-forest-slice", qty: 1 }]),
    as: who,
    headers: { "x-idempotency-key": randomUUID() },
  });
  return res.data().uid;
}

/** The name on each order's card, as the board sends it (withPhones) and as one order (staffOrder). */
async function namesOnBoard(ids: string[]) {
  const board = (await t.api.staff.board({ as: t.as.kemang })).data();
  return ids.map((id) => board.orders.find((o) => o.uid === id)?.customerName);
}

async function move(orderId: string, status: "ACCEPTED" | "COMPLETED") {
  return (
    await t.api.staff.changeStatus({ params: { orderId }, body: { status }, as: t.as.kemang })
  ).data();
}

const today = () => todayIn("Asia/Jakarta", new Date()); // demo's time zone
/**
 * The owner's CSV of today: each row's order id and its customer's name (the last cell but the two
 * couriers' money columns of issue 38).
 */
async function namesInExport(lang: "en" | "id" = "en") {
  const res = await t.api.owner.ordersExport({
    query: { from: today(), to: today(), lang },
    as: t.as.owner,
  });
  expect(res.status, res.body).toBe(200);
  const [header, ...rows] = res.body.split("\r\n").slice(0, -1);
  return {
    header: header!,
    byOrder: new Map(rows.map((r) => [r.split(",")[1]!, r.split(",").at(-6)!])),
  };
}

const placed = {} as Record<"rina1" | "rina2" | "budi", string>;
const who = {} as Record<keyof typeof PHONE, TestSession>;

describe("the name asked once", () => {
  it("is not asked yet for a new customer; skipped, it is asked on no device again", async () => {
    who.skip = await t.signIn(PHONE.skip);
    expect((await profile(who.skip)).data()).toMatchObject({ name: null, nameAsked: false });
    const skipped = await save(who.skip, { nameAsked: true });
    expect(skipped.status, skipped.body).toBe(200);
    expect(skipped.data()).toMatchObject({ name: null, nameAsked: true });
    // Another device: the same account at the brand says so.
    const other = await t.signIn(PHONE.skip);
    expect((await profile(other)).data()).toMatchObject({ name: null, nameAsked: true });
    // Not at another brand: each brand asks its own.
    const atKopi = await t.signIn(PHONE.skip, "kopi.localhost");
    const kopi = await t.kopi.account.profile({ params: { id: atKopi.uid }, as: atKopi });
    expect(kopi.data()).toMatchObject({ nameAsked: false });
  });

  it("counts a name given or removed on the account page as asked, and takes only `true`", async () => {
    who.rina = await t.signIn(PHONE.rina);
    for (const nameAsked of [false, "yes", null]) {
      const refused = await save(who.rina, { nameAsked });
      expect(refused.status, String(nameAsked)).toBe(400);
      expect(refused.reasonCode()).toBe("INVALID_REQUEST");
    }
    const bad = await save(who.rina, { name: "Rina\nWulandari" });
    expect(bad.reasonCode()).toBe("INVALID_NAME");
    // Refused, nothing saved: still to be asked.
    expect((await profile(who.rina)).data()).toMatchObject<Profile>({
      name: null,
      nameAsked: false,
    });
    expect((await save(who.rina, { messages: "IMPORTANT_ONLY" })).data()).toMatchObject({
      nameAsked: false,
    });
    expect((await save(who.rina, { name: "  Rina " })).data()).toMatchObject<Profile>({
      name: "Rina",
      nameAsked: true,
    });
    who.budi = await t.signIn(PHONE.budi);
    expect((await save(who.budi, { name: "" })).data()).toMatchObject<Profile>({
      name: null,
      nameAsked: true,
    });
  });
});

describe("the name on orders", () => {
  it("keeps the name an order was placed under when the customer renames", async () => {
    placed.rina1 = await order(who.rina);
    await save(who.rina, { name: "Rina Wulandari" });
    placed.rina2 = await order(who.rina);
    expect(await namesOnBoard([placed.rina1, placed.rina2])).toEqual(["Rina", "Rina Wulandari"]);
    // One order as staff get it back from an action (staffOrder): the same.
    expect((await move(placed.rina1, "ACCEPTED")).customerName).toBe("Rina");
  });

  it("shows, for an order placed without a name, the name the customer gives later", async () => {
    placed.budi = await order(who.budi);
    expect(await namesOnBoard([placed.budi])).toEqual([null]);
    await save(who.budi, { name: "Budi" });
    expect(await namesOnBoard([placed.budi])).toEqual(["Budi"]);
    expect((await move(placed.budi, "ACCEPTED")).customerName).toBe("Budi");
  });

  it("is a column of the owner's export after the payment, in both languages", async () => {
    const en = await namesInExport("en");
    expect(en.header).toMatch(
      /,Payment method,Paid at,Customer name,Courier cost,Delivery fee minus courier cost,Discount,Promotions and rewards,Promo codes$/,
    );
    expect(en.byOrder.get(placed.rina1)).toBe("Rina");
    expect(en.byOrder.get(placed.rina2)).toBe("Rina Wulandari");
    expect(en.byOrder.get(placed.budi)).toBe("Budi");
    const id = await namesInExport("id");
    expect(id.header).toMatch(
      /,Metode pembayaran,Lunas pada,Atas nama,Biaya kurir,Selisih ongkir dan biaya kurir,Diskon,Promo dan hadiah,Kode promo$/,
    );
    expect(id.byOrder.get(placed.rina1)).toBe("Rina");
  });

  it("is in the customer's copy of their data: each order's, and when they were asked", async () => {
    const res = await t.api.account.exportData({ params: { id: who.rina.uid }, as: who.rina });
    const copy = res.json<{
      profile: { name: string; nameAskedAt: string | null };
      orders: { uid: string; customerName: string | null }[];
    }>();
    expect(copy.profile.name).toBe("Rina Wulandari");
    expect(Date.parse(copy.profile.nameAskedAt!)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(copy.orders.map((o) => [o.uid, o.customerName])).toEqual([
      [placed.rina1, "Rina"],
      [placed.rina2, "Rina Wulandari"],
    ]);
  });

  it("is erased from the orders kept for the books when the account is deleted", async () => {
    await move(placed.rina1, "COMPLETED");
    await move(placed.rina2, "ACCEPTED");
    await move(placed.rina2, "COMPLETED");
    const deleted = await t.api.account.deleteAccount({
      params: { id: who.rina.uid },
      body: { confirm: true },
      as: who.rina,
    });
    expect(deleted.data()).toMatchObject({ ordersKept: 2 });
    expect(await namesOnBoard([placed.rina1, placed.rina2, placed.budi])).toEqual([
      null,
      null,
      "Budi",
    ]);
    const board = await t.api.staff.board({ as: t.as.kemang });
    expect(board.body).not.toContain("Rina");
    const file = await namesInExport();
    expect(file.byOrder.get(placed.rina1)).toBe("");
    expect(file.byOrder.get(placed.rina2)).toBe("");
    expect(file.byOrder.get(placed.budi)).toBe("Budi");
    // Signing in again with the number: a new account, asked again.
    const again = await t.signIn(PHONE.rina);
    expect((await profile(again)).data()).toMatchObject<Profile>({ name: null, nameAsked: false });
  });
});
