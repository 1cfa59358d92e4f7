import { createHmac, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { beforeAll } from "vitest";
import type { api } from "@/contract/index";
import type { BodyOf } from "./api-client";
import type { HttpAnswer } from "./http";
import { pickupOrder } from "./order-bodies";
import type { Doc } from "./owner-server";
import { ownerCalls } from "./owner-server";
import type { TestServer } from "./test-server";
import { serverForFile } from "./test-server";

// What the online payment files share (online-payment.integ.ts, online-retry.integ.ts): a server
// of their own on which demo takes online payment through the built-in simulator, and the calls
// of a customer, the simulator, a gateway's notification and Kemang's staff about one order.

export const ITEM = "black-forest-slice";
export type PaymentServer = TestServer<"owner" | "kemang" | "customer">;

/** A server of its own (tests/support/test-server.ts), demo paying online through the simulator. */
export function paymentServer(label: string, settings: Record<string, string> = {}) {
  // A known APP_SECRET: the tests sign notifications as the simulator does.
  const APP_SECRET = `${label}-${randomBytes(16).toString("hex")}`;
  const t = serverForFile(label, {
    signIn: ["owner", "kemang", "customer"],
    settings: { APP_SECRET, ...settings },
  });
  beforeAll(async () => {
    const saved = await ownerCalls(t.baseUrl, () => t.as.owner).change((d: Doc) => {
      d.storeConfigs.salesChannels.customerApp.paymentsMethods.online = {
        merchantLevelConfigs: {
          isActive: true,
          configType: "ONLINE",
          provider: "simulator",
          channels: ["QRIS", "GOPAY", "VA_BCA"],
        },
      };
    });
    if (saved.status !== 200) throw new Error(`turning online payment on: ${saved.body}`);
  });
  return t;
}

type Body<E> = NonNullable<BodyOf<E>>;
type Channel = Body<typeof api.orders.paymentAttempt>["channel"];

export const reason = (res: HttpAnswer) =>
  res.json<{ error: { reasonCode: string } }>().error.reasonCode;

/** The calls about one order paid online, by its customer, the simulator and Kemang's staff. */
export function paymentCalls(t: PaymentServer) {
  const customer = () => t.as.customer;
  /** A pickup order at Kemang paid online with `channel`. */
  const placeOrder = (channel: Channel = "QRIS", key: string = randomUUID()) =>
    t.api.orders.placeOrder({
      params: { brandId: "demo" },
      body: pickupOrder("kemang", [{ itemId: ITEM, qty: 1 }], {
        payment: { method: "online", confirmation: { channel } },
      }) as Body<typeof api.orders.placeOrder>,
      as: customer(),
      headers: { "x-idempotency-key": key },
    });
  const detail = async (uid: string) =>
    (
      await t.api.orders.order({ params: { brandId: "demo", orderId: uid }, as: customer() })
    ).data() as unknown as Doc;
  const simulate = (reference: string, outcome: Body<typeof api.payments.simulate>["outcome"]) =>
    t.api.payments.simulate({ params: { reference }, body: { outcome } });
  const charge = (reference: string) => t.api.payments.simulatedCharge({ params: { reference } });
  const tryAgain = (uid: string, channel: Channel) =>
    t.api.orders.paymentAttempt({
      params: { brandId: "demo", orderId: uid },
      body: { channel },
      as: customer(),
    });
  const inPerson = (uid: string, method: Body<typeof api.orders.paymentInPerson>["method"]) =>
    t.api.orders.paymentInPerson({
      params: { brandId: "demo", orderId: uid },
      body: { method },
      as: customer(),
    });
  const staffStatus = (
    uid: string,
    status: Body<typeof api.staff.changeStatus>["status"],
    why?: string,
  ) =>
    t.api.staff.changeStatus({
      params: { orderId: uid },
      body: { status, ...(why ? { reason: why } : {}) },
      as: t.as.kemang,
      headers: { origin: "http://demo.localhost" },
    });
  /** A notification signed as the simulator signs (HMAC under its key from APP_SECRET). */
  const notify = (body: Doc, signature?: string) => {
    const text = JSON.stringify(body);
    const key = new Uint8Array(hkdfSync("sha256", t.appSecret!, "kedai", "payment-simulator", 32));
    const signed = createHmac("sha256", key).update(`demo.${text}`).digest("hex");
    return t.api.payments.notification({
      params: { provider: "simulator" },
      rawBody: text,
      headers: { "x-simulator-signature": signature ?? signed },
    });
  };
  const until = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return { placeOrder, detail, simulate, charge, tryAgain, inPerson, staffStatus, notify, until };
}
