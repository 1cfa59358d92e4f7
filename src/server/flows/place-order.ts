import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AuthUser } from "@/domain/auth";
import type { Locale } from "@/domain/locale";
import type { PlaceOrderBody } from "@/domain/order-schema";
import type { CourierFacts } from "@/domain/courier-quote";
import type { OrderFacts, PricedOrder, Refusal } from "@/domain/order-check";
import { checkOrder, proofUploadIdOf, sameMarks } from "@/domain/order-check";
import { nameOnOrder } from "../account/profile";
import type { BrandRef } from "../brands/resolve";
import { storefrontFor } from "../brands/storefront";
import { verifyQuote } from "../couriers/quote-token";
import { brandCouriersOf } from "../couriers/settings";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { violates } from "../db/unavailable";
import { customers, onlinePayments, orderEvents, orders, sessions } from "../db/schema";
import { AppError } from "../errors";
import { env } from "../env";
import { isIssuedAddress } from "../geo/address-signature";
import { directions } from "../geo/service";
import { ORDER_EVENTS_CHANNEL } from "../live/live";
import { checkUnpaidOnline, orderLimits } from "../orders/bounds";
import { newOrderId } from "../orders/order-id";
import { withinCapacity } from "../orders/slots";
import { simulatorAllowed } from "../payments/gateways";
import { HOUR_S, withinLimits } from "../rate-limit";
import { branchLock } from "../staff/branch-lock";
import { currentMarks, marksOf } from "../staff/marks";
import type { Storefront } from "@/domain/storefront";
import { findUpload } from "../uploads/uploads";
import { claimDiscounts } from "../promotions/claims";
import { promotionFacts, typedCode } from "../promotions/facts";
import { chargeOrder } from "./charge";
import { tellPlaced } from "./record";

// Placing an order (spec §7 create order, docs/orders.md). Trusts nothing the server can compute.
// Steps: replay (the same idempotency key and body answer the same order), read the facts (staff's
// pauses and marks, the receipt, the promotions and loyalty), check (src/domain/order-check.ts: a
// priced order or a refusal; the route to a delivery address is asked for once the rest is good),
// write (the order, its first timeline event, its online payment and the live update, in one
// statement, checked again under the locks), claim (its promotions' caps and its reward, by
// conditional updates in the same transaction: ../promotions/claims.ts), charge (paying online:
// the gateway's charge).

const refused = ({ code, message, details }: Refusal) =>
  new AppError(code, message, details ? { details } : {});

const PROOF_INDEX = "orders_proof_upload_idx";
/** The receipt must still exist when the order commits (decision 0013 deletes unused ones). */
const PROOF_KEY = "orders_proof_upload_id_uploads_id_fk";
const proofAlreadyUsed = () =>
  new AppError(
    "PROOF_ALREADY_USED",
    "This transfer receipt was already used for another order. Please upload the receipt of this payment.",
  );

/**
 * The customer's row, held shared for the rest of the transaction: a lock call to select with the
 * others. An account being deleted holds the row until it commits
 * (src/server/account/delete-account.ts): an order sent meanwhile waits there, then (its next
 * statement sees what committed) finds every session of theirs at the brand gone
 * (`stillSignedIn`), instead of writing their address after the deletion, or failing on a
 * customer that is no more.
 */
const customerRowLock = (customerId: string) =>
  sql`(select ${customers.id} from ${customers} where ${customers.id} = ${customerId} for share)`;

/** Refuses (401) a customer no longer signed in at the brand (after `customerRowLock`). */
async function stillSignedIn(tx: Db, brandId: string, customerId: string): Promise<void> {
  const [session] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.brandId, brandId),
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!session) throw new AppError("UNAUTHENTICATED", "Please sign in.");
}

/** The order this customer already placed with `idempotencyKey`; 409 when its body differs. */
async function replayOf(
  db: Db,
  brand: BrandRef,
  customer: AuthUser,
  idempotencyKey: string | null,
  requestHash: string,
): Promise<{ uid: string } | null> {
  if (!idempotencyKey) return null;
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(
      and(
        eq(orders.brandId, brand.id),
        eq(orders.customerId, customer.uid),
        eq(orders.idempotencyKey, idempotencyKey),
      ),
    );
  if (!row) return null;
  if (row.requestHash !== requestHash)
    throw new AppError(
      "IDEMPOTENCY_KEY_REUSED",
      "This idempotency key was used for a different order.",
    );
  return { uid: row.id };
}

/**
 * What the check needs from outside, but the route: staff's pauses and marks, the receipt (the
 * customer's own upload; none looked for without a customer: staff's quote), the brand's
 * promotions with the customer's code, uses and loyalty (issue 39; without a customer, their
 * first-order and per-customer conditions are not judged: staff's quote).
 */
export async function factsFor(
  brand: BrandRef,
  customer: AuthUser | null,
  body: PlaceOrderBody,
): Promise<OrderFacts> {
  const now = new Date();
  const uploadId = proofUploadIdOf(body);
  const address = body.orderMode === "DELIVERY" ? body.deliveryAddress : null;
  const { db } = await getDb();
  const [{ pauses, soldOut }, proof, courier, promotions] = await Promise.all([
    currentMarks(brand.id, now),
    customer && uploadId && body.payment.method === "transfer"
      ? findUpload(brand.id, uploadId, customer.uid)
      : null,
    address ? courierFacts(brand, body) : null,
    promotionFacts(db, brand.id, customer?.uid ?? null, typedCode(body.promoCode)),
  ]);
  if (customer && promotions.code && "problem" in promotions.code)
    await countCodeGuess(customer.uid, promotions.code.problem);
  return {
    now,
    shopState: brand.state,
    pauses,
    soldOut,
    simulatorAllowed: simulatorAllowed(brand.id),
    proofFound: Boolean(proof),
    receiptLater: false,
    addressVerified: Boolean(address && isIssuedAddress(address)),
    distanceInMeters: null,
    courier,
    promotions,
  };
}

/**
 * Counts a code that names nothing (issue 39): past PROMO_CODE_GUESSES_PER_HOUR of them in an hour,
 * 429 RATE_LIMITED, so a campaign's one-use codes are not found by guessing through checkout's
 * preview. Codes that exist are answered however often.
 */
async function countCodeGuess(customerId: string, problem: "UNKNOWN_CODE" | "CODE_USED") {
  if (problem !== "UNKNOWN_CODE") return;
  const limit = {
    bucket: "promotion-codes:customer",
    subject: customerId,
    max: env().PROMO_CODE_GUESSES_PER_HOUR,
    windowSeconds: HOUR_S,
  };
  await withinLimits([limit], "promotion codes", async () => undefined);
}

/**
 * The brand's couriers at the order's branch and the order's quote, its token verified (issue 38):
 * null when the brand has none and no quote is named (its segments price the delivery).
 */
async function courierFacts(brand: BrandRef, body: PlaceOrderBody): Promise<CourierFacts | null> {
  const { db } = await getDb();
  const couriers = await brandCouriersOf(db, brand.id);
  const token = body.deliveryMethod?.courierQuote;
  if (!couriers && token === undefined) return null;
  return {
    keepSegments: couriers?.settings.keepSegments ?? true,
    services: couriers?.settings.branches[body.selectedBranchId]?.services ?? [],
    quote: token === undefined ? null : verifyQuote(token),
  };
}

/** The priced order, or its refusal thrown. */
export function checked(
  storefront: Storefront,
  body: PlaceOrderBody,
  facts: OrderFacts,
): PricedOrder {
  const check = checkOrder(storefront, body, facts);
  if (check.ok) return check.order;
  if ("refusal" in check) throw refused(check.refusal);
  throw new Error("an order checked without its route");
}

/** Throws the order's refusal, if the check refuses it before its route is asked for. */
export function refusedBeforeRoute(
  storefront: Storefront,
  body: PlaceOrderBody,
  facts: OrderFacts,
) {
  const check = checkOrder(storefront, body, facts);
  if (!check.ok && "refusal" in check) throw refused(check.refusal);
}

/**
 * The order checked, and the facts it was checked with. The route to the delivery address is
 * asked for only when the order is good otherwise (the check answers `routeNeeded`): an order
 * refused for another reason costs no routing call, and a routing failure (a geo error) is
 * answered there, where the fee is.
 */
export async function checkedWithRoute(
  storefront: Storefront,
  body: PlaceOrderBody,
  facts: OrderFacts,
) {
  const first = checkOrder(storefront, body, facts);
  if (first.ok) return { order: first.order, facts };
  if ("refusal" in first) throw refused(first.refusal);
  // Good so far, a delivery order: its branch and its address were checked.
  const branch = storefront.branches.find((b) => b.id === body.selectedBranchId)!;
  const route = await directions(branch.address, body.deliveryAddress!);
  const routed = { ...facts, distanceInMeters: route.routes[0]!.distance };
  return { order: checked(storefront, body, routed), facts: routed };
}

/**
 * The order, its first timeline event, its online payment (paying online) and the live
 * notification in one statement. With an idempotency-key conflict nothing is inserted and nothing
 * is notified; a receipt already linked to an order is refused by its unique index (one receipt
 * pays one order, whatever races: issue 13).
 */
function insertStatement(
  db: Db,
  brand: BrandRef,
  customer: AuthUser,
  body: PlaceOrderBody,
  order: PricedOrder,
  row: {
    language: Locale;
    idempotencyKey: string | null;
    requestHash: string;
    currency: string;
    takenBy: Staff | null;
  },
) {
  const { online, total } = order;
  const insertOrder = db
    .insert(orders)
    .values({
      brandId: brand.id,
      id: newOrderId(),
      customerId: customer.uid,
      status: "PENDING",
      orderMode: body.orderMode,
      deliveryAddress: body.orderMode === "DELIVERY" ? body.deliveryAddress : null,
      deliveryOrPickupTime: body.deliveryOrPickupTime,
      deliveryNotes: body.deliveryOrPickupTime === "LATER" ? body.deliveryNotes : "",
      scheduledFor: order.scheduledFor,
      language: row.language,
      branchId: order.branch.id,
      selectedBranch: order.selectedBranch,
      deliveryMethod: order.delivery,
      basket: { currency: row.currency, items: order.items },
      payment: { method: body.payment.method, confirmation: order.confirmation },
      discounts: order.discounts,
      total,
      idempotencyKey: row.idempotencyKey,
      requestHash: row.requestHash,
      proofUploadId: order.proofUploadId,
      customerName: nameOnOrder(brand.id, customer.uid),
      takenBy: row.takenBy?.uid ?? null,
    })
    .onConflictDoNothing({ target: [orders.brandId, orders.customerId, orders.idempotencyKey] })
    .returning({ id: orders.id, brandId: orders.brandId, branchId: orders.branchId });
  return sql`
    with o as (${insertOrder.getSQL()}),
    e as (
      insert into ${orderEvents} (brand_id, order_id, type, status, actor, actor_name)
      select brand_id, id, 'STATUS', 'PENDING', ${row.takenBy ? "staff" : "customer"},
        ${row.takenBy?.name ?? ""} from o
      returning brand_id, order_id, id
    )${
      // Paying online: the payment it waits for, with it (its charge is made after).
      online
        ? sql`, p as (
      insert into ${onlinePayments}
        (brand_id, order_id, reference, provider, mode, channel, amount, currency, expires_at)
      select brand_id, id, id, ${online.config.provider}, ${online.config.mode}, ${online.channel},
        ${total}, ${row.currency},
        now() + make_interval(secs => ${env().PAYMENT_EXPIRY_SECONDS ?? online.config.expiryMinutes * 60})
      from o
    )`
        : sql``
    }
    select e.order_id as id, pg_notify(${ORDER_EVENTS_CHANNEL}, json_build_object(
      'brandId', e.brand_id, 'orderId', e.order_id, 'branchId', o.branch_id, 'eventId', e.id
    )::text) from e join o on o.id = e.order_id`;
}

/**
 * Places an order. With an idempotency key, the same key and body give the same order, even when
 * sent at once; the same key with another body is a 409. Paying online, its charge is made now
 * (once, however often checkout is retried), so the tracking page can show how to pay; a gateway
 * failure leaves the order for a retry there.
 */
export async function placeOrder(request: PlaceOrderRequest): Promise<{ uid: string }> {
  const placed = await writeOrder(request);
  if (request.body.payment.method === "online") await chargeOrder(request.brand, placed.uid);
  return placed;
}

/** An order as its customer sends it: the body, its idempotency key, the language they read. */
export interface PlaceOrderRequest {
  brand: BrandRef;
  customer: AuthUser;
  body: PlaceOrderBody;
  idempotencyKey: string | null;
  language: Locale;
  /**
   * Staff who took it by phone or WhatsApp for `customer` (issue 36 item 4, ./take-order.ts): the
   * customer need not be signed in, a transfer is confirmed by staff instead of a receipt, and the
   * customer is told, with the link to follow it. Nothing else differs.
   */
  takenBy?: Staff;
}

/** A staff member as an order names them: their uid, and their name on its timeline. */
export interface Staff {
  uid: string;
  name: string;
}

/** The order checked and written, or the one the same key and body wrote before. */
async function writeOrder(request: PlaceOrderRequest): Promise<{ uid: string }> {
  const { brand, customer, body, idempotencyKey, language } = request;
  const takenBy = request.takenBy ?? null;
  const requestHash = createHash("sha256").update(JSON.stringify(body)).digest("hex");
  const { db } = await getDb();
  const replay = () => replayOf(db, brand, customer, idempotencyKey, requestHash);
  const earlier = await replay();
  if (earlier) return earlier;
  const storefront = await storefrontFor(brand);
  if (!storefront) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  const { order, facts } = await checkedWithRoute(storefront, body, {
    ...(await factsFor(brand, customer, body)),
    receiptLater: takenBy !== null,
  });
  const statement = insertStatement(db, brand, customer, body, order, {
    language,
    idempotencyKey,
    requestHash,
    currency: storefront.brand.currency,
    takenBy,
  });
  // One transaction, under the customer's lock (the hourly bound, the unpaid bound: issue 31
  // item 2) and the branch's shared lock (staff's marks and pauses: issue 31 item 13): a mark or
  // pause committed before is seen here, and one made meanwhile waits for this commit. The order
  // is checked again with them; with a slot capacity, it is written inside the slot's lock.
  const write = async (tx: Db) => {
    if (!takenBy) await stillSignedIn(tx, brand.id, customer.uid);
    // Checked again only when staff's marks changed since the first check: with the same facts,
    // the check gives the same answer.
    const marks = await marksOf(brand.id, facts.now, tx);
    if (!sameMarks(marks, facts)) checked(storefront, body, { ...facts, ...marks });
    if (order.online) await checkUnpaidOnline(tx, brand.id, customer.uid);
    const written = await withinCapacity(tx, storefront, order.branch.id, order.scheduledFor, (d) =>
      d.execute(statement),
    );
    const id = (written as { rows: { id: string }[] }).rows[0]?.id;
    // Written now, not by an earlier request with the same key: its caps are claimed once, here
    // (decision 0050); one reached meanwhile refuses the order and rolls all of it back.
    if (id) {
      await claimDiscounts(tx, {
        brandId: brand.id,
        orderId: id,
        customerId: customer.uid,
        discounts: order.discounts,
        rewardCost: order.rewardCost,
      });
      await tellPlaced(tx, brand, id, customer.phoneNumber, takenBy !== null);
    }
    return written;
  };
  const result: unknown = await withinLimits(
    orderLimits(brand.id, customer.uid),
    "orders in an hour",
    write,
    [branchLock(brand.id, order.branch.id, "shared"), customerRowLock(customer.uid)],
  ).catch((error: unknown) => afterConflict(error, replay));
  const inserted = (result as { rows: { id: string }[] }).rows;
  // Lost a race with the same key: answer what the winner stored (or 409 for another body).
  const placed = inserted[0] ? { uid: inserted[0].id } : await replay();
  if (!placed) throw new Error("order insert conflicted without an idempotency key");
  return placed;
}

/** A refused write: the same key and body racing itself finds its own order; else the refusal. */
async function afterConflict(error: unknown, replay: () => Promise<{ uid: string } | null>) {
  // The same key and body racing itself may find its own order in the slot's last place.
  if (error instanceof AppError && error.code === "SLOT_FULL") {
    const mine = await replay();
    if (mine) return { rows: [{ id: mine.uid }] };
    throw error;
  }
  if (violates(error, PROOF_KEY))
    throw new AppError("TRANSFER_PROOF_REQUIRED", "The receipt is gone. Please upload it again.");
  if (!violates(error, PROOF_INDEX)) throw error;
  // The same key and body racing itself ends here too: then the winner is the answer.
  const winner = await replay();
  if (winner) return { rows: [{ id: winner.uid }] };
  throw proofAlreadyUsed();
}
