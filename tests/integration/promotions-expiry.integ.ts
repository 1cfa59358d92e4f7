import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderView } from "@/domain/order";
import { withDatabase } from "../support/board-history";
import type { HttpAnswer } from "../support/http";
import { paymentServer } from "../support/online-payment";
import { pickupOrder } from "../support/order-bodies";
import { insertPromotion, readCounters } from "../support/promotions";
import { startServer } from "../support/server";

// Issue 39 (decision 0050): an order paid online and never paid is cancelled by kedai's clock
// (the payment sweep, ./online-payment.integ.ts), and gives back the use of its code: the code
// works again. On PGlite and (with DATABASE_URL) PostgreSQL.

const t = paymentServer("promotions-expiry", {
  PAYMENT_EXPIRY_SECONDS: "2",
  PAYMENT_SWEEP_SECONDS: "1",
  PAYMENT_CHECK_AFTER_SECONDS: "1",
});

let promotionId = "";

beforeAll(async () => {
  const embedded = !t.location.databaseUrl;
  if (embedded) await t.server.stop();
  await withDatabase(t.location, async (exec) => {
    promotionId = await insertPromotion(
      exec,
      "demo",
      {
        name: "One only",
        trigger: "CODE",
        benefit: { type: "AMOUNT_OFF", amount: 5000, target: { scope: "ORDER" } },
        caps: { total: 1 },
      },
      ["ONCE"],
    );
  });
  if (embedded)
    t.server = await startServer(t.location, {
      APP_SECRET: t.appSecret!,
      PAYMENT_EXPIRY_SECONDS: "2",
      PAYMENT_SWEEP_SECONDS: "1",
      PAYMENT_CHECK_AFTER_SECONDS: "1",
    });
}, 120_000);

const place = (body: object) =>
  t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: body,
    as: t.as.customer,
    headers: { "x-idempotency-key": randomUUID() },
  });
const uidOf = (res: HttpAnswer) => {
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: { uid: string } }>().data.uid;
};
const order = (uid: string) =>
  t.api.orders.order({ params: { brandId: "demo", orderId: uid }, as: t.as.customer });

describe("an unpaid online order that expires", () => {
  it("gives its code's use back: the code works again", async () => {
    const slice = [{ itemId: "black-forest-slice", qty: 1 }];
    const online = { payment: { method: "online", confirmation: { channel: "QRIS" } } };
    const uid = uidOf(await place(pickupOrder("kemang", slice, { promoCode: "ONCE", ...online })));
    const before = (await order(uid)).data() as unknown as OrderView;
    expect(before.total).toBe(33000);
    const meanwhile = await place(pickupOrder("kemang", slice, { promoCode: "ONCE" }));
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.json<{ error: { reason: string } }>().error.reason).toBe("USED_UP");
    await expect
      .poll(async () => ((await order(uid)).data() as unknown as OrderView).status, {
        timeout: 20_000,
        interval: 300,
      })
      .toBe("CANCELLED");
    const again = uidOf(await place(pickupOrder("kemang", slice, { promoCode: "ONCE" })));
    expect(((await order(again)).data() as unknown as OrderView).total).toBe(33000);
    if (t.location.databaseUrl) {
      // PostgreSQL's database is readable while the server runs: the counters, returned once.
      let counters: Awaited<ReturnType<typeof readCounters>> | undefined;
      await withDatabase(t.location, async (exec) => {
        counters = await readCounters(exec, promotionId);
      });
      expect(counters).toMatchObject({
        uses: 1,
        codes: { ONCE: 1 },
        orders: { [uid]: { returned: true }, [again]: { returned: false } },
      });
    }
  });
});
