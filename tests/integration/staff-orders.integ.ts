import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/domain/money";
import type { StaffOrder } from "@/domain/order";
import { readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { PEOPLE, serverForFile } from "../support/test-server";

// Issue 36 item 4: orders staff take by phone or WhatsApp, and their corrections before they are
// accepted (docs/staff-orders.md). Kemang's staff take orders for numbers, new and known; the
// order is the customer's, priced by the rules theirs is, they are sent its link, and sign in to
// see it. A correction is priced again, allowed only while the order is new, and told.

/** Numbers that never signed in before staff take an order for them (test numbers: code 12345). */
const NEW_CALLER = "+6281100000141";
const SECOND_CALLER = "+6281100000142";
const THIRD_CALLER = "+6281100000143";

const t = serverForFile("staff-orders", {
  sms: true,
  signIn: ["customer", "kemang", "menteng", "owner"],
  phones: [NEW_CALLER, SECOND_CALLER, THIRD_CALLER],
  settings: { JOBS_RETRY_BASE_SECONDS: "0.3", ORDERS_PER_HOUR: "100" },
});

const demo = readBrand("brands/demo.json");
const menuOf = (branchId: string) => {
  const branch = demo.branches.find((b: { id: string }) => b.id === branchId);
  return demo.menus.find((m: { id: string }) => m.id === branch.menuId);
};
const kemangItems = menuOf("kemang").sections.flatMap(
  (s: { items: { uid: string; name: string; price: number }[] }) => s.items,
);
const item = (uid: string) => kemangItems.find((i: { uid: string }) => i.uid === uid)!;
const SLICE = item("black-forest-slice"); // 38,000
const KLEPON = item("klepon"); // 28,000
const CROISSANT = item("butter-croissant"); // 28,000

type Line = { itemId: string; qty: number; choices?: Record<string, string[] | string> };

const pickup = (items: Line[], payment: unknown = { method: "payAtOutlet" }) => ({
  orderMode: "PICKUP",
  selectedBranchId: "kemang",
  deliveryOrPickupTime: "NOW",
  basket: { items },
  payment: { confirmation: "NOT_REQUIRED", ...(payment as object) },
});

const take = (
  phoneNumber: string,
  order: unknown,
  { as = t.as.kemang, name }: { as?: TestSession; name?: string } = {},
) =>
  t.api.staffOrders.take({
    rawBody: { phoneNumber, ...(name !== undefined && { name }), order },
    as,
    headers: { "x-idempotency-key": randomUUID() },
  });

const correct = (orderId: string, body: unknown, as: TestSession = t.as.kemang) =>
  t.api.staffOrders.correct({ params: { orderId }, rawBody: body, as });

const boardCard = async (uid: string, as: TestSession = t.as.kemang): Promise<StaffOrder> => {
  const orders = (await t.api.staff.board({ as })).data().orders;
  const card = orders.find((o) => o.uid === uid);
  if (!card) throw new Error(`order ${uid} is not on the board`);
  return card;
};

/** The text messages sent to `phone` so far (the stand-in gateway's), once `count` arrived. */
const textsTo = async (phone: string, count: number) => {
  await expect
    .poll(() => t.gateway.received.filter((m) => m.to === phone).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return t.gateway.received.filter((m) => m.to === phone).map((m) => m.message);
};

describe("an order taken by staff", () => {
  it("is made for a new number, named, priced by the menu, on the board, and sent its link", async () => {
    const before = await t.api.staffOrders.customer({
      query: { phoneNumber: NEW_CALLER },
      as: t.as.kemang,
    });
    expect(before.data()).toEqual({ phoneNumber: NEW_CALLER, name: null, orders: 0 });

    // A price sent by the client is ignored: the menu's is charged.
    const placed = await take(
      NEW_CALLER,
      pickup([{ itemId: SLICE.uid, qty: 2, price: 1 } as Line, { itemId: KLEPON.uid, qty: 1 }]),
      { name: "  Rina  " },
    );
    expect(placed.status, placed.body).toBe(200);
    const uid = placed.data().uid;

    const card = await boardCard(uid);
    expect(card).toMatchObject({
      status: "PENDING",
      takenByStaff: true,
      customerName: "Rina",
      customerPhoneNumber: NEW_CALLER,
      total: 2 * SLICE.price + KLEPON.price,
    });
    expect(card.basket.items.map((i) => [i.itemId, i.qty, i.price])).toEqual([
      [SLICE.uid, 2, SLICE.price],
      [KLEPON.uid, 1, KLEPON.price],
    ]);
    // The timeline says who took it.
    expect(card.events[0]).toMatchObject({ type: "STATUS", status: "PENDING", by: "Dapur Kemang" });

    // The customer is told, with the link to the order, in the shop's language (they chose none).
    const [text] = await textsTo(NEW_CALLER, 1);
    expect(text).toContain(`#${uid.slice(-6)}`);
    expect(text).toContain(`/orders/tracking/${uid}`);
    expect(text).toMatch(/^Dapur Kue Demo: we took your order/);

    // Signed in with that number, it is theirs.
    const customer = await t.signIn(NEW_CALLER);
    const mine = (
      await t.api.orders.myOrders({ params: { id: customer.uid }, as: customer })
    ).data();
    expect(mine.map((o) => o.uid)).toEqual([uid]);
    const detail = await t.api.orders.order({
      params: { brandId: "demo", orderId: uid },
      as: customer,
    });
    expect(detail.data().total).toBe(2 * SLICE.price + KLEPON.price);
    const profile = await t.api.account.profile({ params: { id: customer.uid }, as: customer });
    expect(profile.data().name).toBe("Rina");

    const after = await t.api.staffOrders.customer({
      query: { phoneNumber: NEW_CALLER },
      as: t.as.kemang,
    });
    expect(after.data()).toEqual({ phoneNumber: NEW_CALLER, name: "Rina", orders: 1 });
  });

  it("finds a known customer by any spelling of their number, keeping their name unless given one", async () => {
    const me = t.as.customer;
    await t.api.account.saveProfile({ params: { id: me.uid }, body: { name: "Sari" }, as: me });
    // The trunk 0 after +62 is the same line (decision 0011).
    const spelled = PEOPLE.customer.phone.replace("+62", "+620");
    const first = await take(spelled, pickup([{ itemId: SLICE.uid, qty: 1 }]));
    expect(first.status, first.body).toBe(200);
    expect(await boardCard(first.data().uid)).toMatchObject({
      globalCustomerId: me.uid,
      customerName: "Sari",
    });
    const renamed = await take(PEOPLE.customer.phone, pickup([{ itemId: SLICE.uid, qty: 1 }]), {
      name: "Sari Wulandari",
    });
    expect(renamed.status, renamed.body).toBe(200);
    const mine = (await t.api.orders.myOrders({ params: { id: me.uid }, as: me })).data();
    expect(mine.map((o) => o.uid)).toEqual(
      expect.arrayContaining([first.data().uid, renamed.data().uid]),
    );
    const profile = await t.api.account.profile({ params: { id: me.uid }, as: me });
    expect(profile.data().name).toBe("Sari Wulandari");
  });

  it("is refused what a customer's order is: a sold-out item, another branch's, a bad number", async () => {
    const mark = await t.api.staff.markSoldOut({
      params: { branchId: "kemang" },
      body: { itemId: CROISSANT.uid, for: "today" },
      as: t.as.kemang,
    });
    expect(mark.status, mark.body).toBe(200);
    const order = pickup([{ itemId: CROISSANT.uid, qty: 2 }]);
    const quoted = await t.api.staffOrders.quote({ rawBody: order, as: t.as.kemang });
    expect(quoted.status).toBe(409);
    expect(quoted.reasonCode()).toBe("ITEM_SOLD_OUT");
    const refused = await take(SECOND_CALLER, order);
    expect(refused.status).toBe(409);
    expect(refused.reasonCode()).toBe("ITEM_SOLD_OUT");

    // Menteng's staff take no orders for Kemang; the owner takes them for every branch.
    const other = await take(SECOND_CALLER, pickup([{ itemId: SLICE.uid, qty: 1 }]), {
      as: t.as.menteng,
    });
    expect(other.status).toBe(403);
    expect(other.reasonCode()).toBe("FORBIDDEN");
    const bad = await take("0812345", pickup([{ itemId: SLICE.uid, qty: 1 }]));
    expect(bad.status).toBe(400);
    expect(bad.reasonCode()).toBe("INVALID_PHONE_NUMBER");
    // Nothing of them was written: the number has no orders.
    expect(
      (
        await t.api.staffOrders.customer({ query: { phoneNumber: SECOND_CALLER }, as: t.as.owner })
      ).data(),
    ).toEqual({ phoneNumber: SECOND_CALLER, name: null, orders: 0 });
    // A customer may not take orders for others.
    expect((await take(SECOND_CALLER, pickup([]), { as: t.as.customer })).status).toBe(403);
  });

  it("quotes the total, and takes a transfer that staff mark paid", async () => {
    const order = pickup([{ itemId: SLICE.uid, qty: 3 }], {
      method: "transfer",
      confirmation: { proofImageSrc: "", transferMethod: "BCA Transfer", noteFromClient: "" },
    });
    const quoted = await t.api.staffOrders.quote({ rawBody: order, as: t.as.owner });
    expect(quoted.status, quoted.body).toBe(200);
    expect(quoted.data()).toMatchObject({ deliveryFee: null, total: 3 * SLICE.price });
    const placed = await take(SECOND_CALLER, order, { as: t.as.owner });
    expect(placed.status, placed.body).toBe(200);
    const uid = placed.data().uid;
    expect((await boardCard(uid)).paidAt).toBeNull();
    const paid = await t.api.staff.markPaid({
      params: { orderId: uid },
      body: { paid: true },
      as: t.as.kemang,
    });
    expect(paid.status, paid.body).toBe(200);
    expect(paid.data().paidAt).not.toBeNull();
    // A transfer the customer sends themselves still needs their receipt.
    const customerOrder = await t.api.orders.placeOrder({
      params: { brandId: "demo" },
      rawBody: order,
      as: t.as.customer,
    });
    expect(customerOrder.reasonCode()).toBe("TRANSFER_PROOF_REQUIRED");
  });
});

describe("a correction", () => {
  it("re-prices a new order, records what changed, and tells the customer", async () => {
    const placed = await take(THIRD_CALLER, pickup([{ itemId: SLICE.uid, qty: 2 }]), {
      name: "Budi",
    });
    const uid = placed.data().uid;
    await textsTo(THIRD_CALLER, 1);

    const res = await correct(uid, {
      items: [
        { itemId: SLICE.uid, qty: 3 },
        { itemId: KLEPON.uid, qty: 1 },
      ],
      deliveryOrPickupTime: "NOW",
      scheduledFor: null,
    });
    expect(res.status, res.body).toBe(200);
    const corrected = res.data();
    expect(corrected.total).toBe(3 * SLICE.price + KLEPON.price);
    expect(corrected.basket.items.map((i) => [i.itemId, i.qty])).toEqual([
      [SLICE.uid, 3],
      [KLEPON.uid, 1],
    ]);
    const event = corrected.events.at(-1)!;
    expect(event).toMatchObject({ type: "CORRECTED", by: "Dapur Kemang" });
    const rupiah = (n: number) => formatMoney(n, "IDR");
    expect(event.reason).toBe(
      `${SLICE.name}: 2 → 3; added 1 × ${KLEPON.name}; total ${rupiah(76000)} → ${rupiah(142000)}`,
    );
    const texts = await textsTo(THIRD_CALLER, 2);
    expect(texts[1]).toContain(`we corrected your order #${uid.slice(-6)}`);
    expect(texts[1]).toContain(`${SLICE.name}: 2 → 3`);

    // The customer sees it corrected on their order, with the step on its timeline.
    const customer = await t.signIn(THIRD_CALLER);
    const detail = (
      await t.api.orders.order({ params: { brandId: "demo", orderId: uid }, as: customer })
    ).data();
    expect(detail.total).toBe(3 * SLICE.price + KLEPON.price);
    expect(detail.events.map((e) => e.type)).toEqual(["STATUS", "CORRECTED"]);

    // The same again changes nothing; a sold-out item is refused as when placing.
    const same = await correct(uid, {
      items: [
        { itemId: KLEPON.uid, qty: 1 },
        { itemId: SLICE.uid, qty: 3 },
      ],
      deliveryOrPickupTime: "NOW",
      scheduledFor: null,
    });
    expect(same.reasonCode()).toBe("NOTHING_TO_CORRECT");
    const soldOut = await correct(uid, {
      items: [{ itemId: CROISSANT.uid, qty: 1 }],
      deliveryOrPickupTime: "NOW",
      scheduledFor: null,
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.reasonCode()).toBe("ITEM_SOLD_OUT");
    // Another branch's staff and customers may not correct it.
    const body = { items: [{ itemId: SLICE.uid, qty: 1 }], deliveryOrPickupTime: "NOW" };
    expect((await correct(uid, body, t.as.menteng)).status).toBe(403);
    expect((await correct(uid, body, t.as.customer)).status).toBe(403);

    // Once accepted, it is the kitchen's: no correction.
    const accepted = await t.api.staff.changeStatus({
      params: { orderId: uid },
      body: { status: "ACCEPTED" },
      as: t.as.kemang,
    });
    expect(accepted.status).toBe(200);
    const late = await correct(uid, body);
    expect(late.status).toBe(409);
    expect(late.reasonCode()).toBe("ORDER_NOT_PENDING");
    expect((await boardCard(uid)).total).toBe(3 * SLICE.price + KLEPON.price);
  });

  it("moves an order to a slot, and keeps the total of an order confirmed paid", async () => {
    const placed = await take(
      SECOND_CALLER,
      pickup([{ itemId: SLICE.uid, qty: 2 }], {
        method: "transfer",
        confirmation: { proofImageSrc: "", transferMethod: "BCA Transfer", noteFromClient: "" },
      }),
    );
    const uid = placed.data().uid;
    await t.api.staff.markPaid({ params: { orderId: uid }, body: { paid: true }, as: t.as.kemang });
    const slots = (await t.api.storefront.slots({ params: { branchId: "kemang" } })).data().slots;
    const slot = slots.find((s) => !s.full)!.at;
    const more = await correct(uid, {
      items: [{ itemId: SLICE.uid, qty: 3 }],
      deliveryOrPickupTime: "LATER",
      scheduledFor: slot,
    });
    expect(more.status).toBe(409);
    expect(more.reasonCode()).toBe("TOTAL_CANNOT_CHANGE");
    const moved = await correct(uid, {
      items: [{ itemId: SLICE.uid, qty: 2 }],
      deliveryOrPickupTime: "LATER",
      scheduledFor: slot,
    });
    expect(moved.status, moved.body).toBe(200);
    expect(moved.data()).toMatchObject({ deliveryOrPickupTime: "LATER", scheduledFor: slot });
    expect(moved.data().events.at(-1)!.reason).toMatch(/^time as soon as possible → /);
  });

  it("and an accept sent at once: the order is corrected before it is accepted, or not at all", async () => {
    const placed = await take(NEW_CALLER, pickup([{ itemId: SLICE.uid, qty: 1 }]));
    const uid = placed.data().uid;
    const [fix, accept] = await Promise.all([
      correct(uid, {
        items: [{ itemId: SLICE.uid, qty: 2 }],
        deliveryOrPickupTime: "NOW",
        scheduledFor: null,
      }),
      t.api.staff.changeStatus({
        params: { orderId: uid },
        body: { status: "ACCEPTED" },
        as: t.as.owner,
      }),
    ]);
    expect(accept.status).toBe(200);
    const card = await boardCard(uid);
    const types = card.events.map((e) => e.type);
    if (fix.status === 200) {
      expect(types).toEqual(["STATUS", "CORRECTED", "STATUS"]);
      expect(card.total).toBe(2 * SLICE.price);
    } else {
      expect(fix.reasonCode()).toBe("ORDER_NOT_PENDING");
      expect(types).toEqual(["STATUS", "STATUS"]);
      expect(card.total).toBe(SLICE.price);
    }
  });
});
