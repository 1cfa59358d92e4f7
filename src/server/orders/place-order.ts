import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { openState } from "@/domain/hours";
import { minimumOrder, shortOfMinimum } from "@/domain/minimum-order";
import type { AuthUser } from "@/domain/auth";
import type { Locale } from "@/domain/locale";
import { mergeQuantities } from "@/domain/basket";
import { MAX_ITEM_QTY } from "@/domain/basket-line";
import { priceForDistance } from "@/domain/delivery";
import { formatMoney, orderTotals } from "@/domain/money";
import type { ChoicesProblemReason } from "@/domain/options";
import { checkChoices, orderedChoices, unitPrice } from "@/domain/options";
import type { OrderView, PlaceOrderBody } from "@/domain/order";
import { availablePaymentMethods, NOT_REQUIRED } from "@/domain/payment";
import type { Storefront } from "@/domain/storefront";
import { findItem, menuOfBranch } from "@/domain/storefront";
import type { BrandRef } from "../brands/resolve";
import { pausesOf } from "../staff/pauses";
import type { SoldOutMark } from "@/domain/sold-out";
import { soldOutIds } from "@/domain/sold-out";
import { branchOrderModes, offersMode } from "@/domain/branch-offer";
import { lockBranch } from "../staff/branch-lock";
import { soldOutOf } from "../staff/sold-out";
import { storefrontFor } from "../brands/storefront";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { violates } from "../db/unavailable";
import { customers, onlinePayments, orderEvents, orders, sessions } from "../db/schema";
import { AppError } from "../errors";
import { env } from "../env";
import { withinLimits } from "../rate-limit";
import { isIssuedAddress } from "../geo/address-signature";
import { directions } from "../geo/service";
import { findUpload } from "../uploads/uploads";
import { simulatorAllowed, simulatorOff } from "../payments/gateways";
import { onlineConfigOf } from "../payments/online";
import { checkUnpaidOnline, orderLimits } from "./bounds";
import { ORDER_EVENTS_CHANNEL } from "./live";
import { newOrderId } from "./order-id";
import { orderTime, withinCapacity } from "./slots";

const bad = (code: ConstructorParameters<typeof AppError>[0], message: string) =>
  new AppError(code, message);

/** What an API caller is told of choices the item's groups refuse; the group is named. */
const CHOICES_PROBLEM: Record<ChoicesProblemReason, (group: string) => string> = {
  UNKNOWN_GROUP: (g) => `it has no option group "${g}"`,
  UNKNOWN_OPTION: (g) => `${g} has no such option, or names one twice`,
  TOO_FEW: (g) => `choose more of ${g}`,
  TOO_MANY: (g) => `choose fewer of ${g}`,
  TEXT_REQUIRED: (g) => `${g} must be filled in`,
  TEXT_TOO_LONG: (g) => `${g} is too long`,
  WRONG_FORM: (g) => `${g} is not as the group takes it (a list of option ids, or a line of text)`,
};

function priceItems(
  storefront: Storefront,
  branchId: string,
  items: PlaceOrderBody["basket"]["items"],
) {
  const menu = menuOfBranch(storefront, branchId);
  // Each line's choices as its item's groups have them (issue 18 item 5): lines of one item chosen
  // the same way are then one line, however the choices were written.
  const lines = items.map((line, index) => {
    const item = findItem(menu, line.itemId);
    if (!item) return line; // ITEM_NOT_IN_MENU below, after the quantity rule
    const checked = checkChoices(item, line.choices);
    if (checked.ok) return { ...line, choices: checked.choices };
    const { groupId, group, reason } = checked.problem;
    throw new AppError(
      "OPTIONS_INVALID",
      `basket.items[${index}]: ${item.name}: ${CHOICES_PROBLEM[reason](group)}.`,
      { details: { line: index, itemId: item.uid, groupId, group, reason } },
    );
  });
  const merged = mergeQuantities(lines);
  if (!merged.ok) {
    const { line, itemId, qty } = merged;
    throw new AppError(
      "QUANTITY_OUT_OF_RANGE",
      `basket.items[${line}]: ${qty} of ${findItem(menu, itemId)?.name ?? itemId} — an order can have 1 to ${MAX_ITEM_QTY} of an item.`,
      { details: { line, itemId, qty, max: MAX_ITEM_QTY } },
    );
  }
  return merged.items.map(({ itemId, qty, choices }): OrderView["basket"]["items"][number] => {
    const item = findItem(menu, itemId);
    if (!item) throw bad("ITEM_NOT_IN_MENU", `${itemId} is not on this branch's menu`);
    const ordered = orderedChoices(item, choices);
    return {
      uid: item.uid,
      itemId,
      qty,
      price: unitPrice(item, choices),
      name: item.name,
      description: item.description,
      images: item.images,
      ...(ordered.length > 0 ? { choices: ordered } : {}),
    };
  });
}

/** The delivery fee the server computes itself: its own route from the branch, the brand's segments. */
async function deliveryFee(
  storefront: Storefront,
  branch: Storefront["branches"][number],
  body: PlaceOrderBody,
) {
  if (!body.deliveryAddress)
    throw bad("DELIVERY_ADDRESS_REQUIRED", "A delivery order needs a delivery address.");
  if (!isIssuedAddress(body.deliveryAddress))
    throw bad(
      "DELIVERY_ADDRESS_UNVERIFIED",
      "We could not confirm this address. Please search for your delivery address again.",
    );
  const block = storefront.storeConfigs.salesChannels.customerApp.shippingBlocks.find(
    (b) => b.isActive && b.humanReadableName === body.deliveryMethod?.humanReadableName,
  );
  if (!block) throw bad("DELIVERY_METHOD_INVALID", "Choose one of the shop's delivery methods.");
  const route = await directions(branch.address, body.deliveryAddress);
  const distanceInMeters = route.routes[0]!.distance;
  const price = priceForDistance(block.merchantLevelConfigs.segments, distanceInMeters);
  if (!price.ok) throw bad("DELIVERY_NOT_POSSIBLE", "We can't deliver to your location");
  return { humanReadableName: block.humanReadableName, price: price.price, distanceInMeters };
}

async function checkPayment(
  brand: BrandRef,
  storefront: Storefront,
  customer: AuthUser,
  body: PlaceOrderBody,
) {
  if (
    !availablePaymentMethods(body.orderMode, storefront.storeConfigs).includes(body.payment.method)
  ) {
    throw bad(
      "PAYMENT_METHOD_NOT_ALLOWED",
      `${body.payment.method} is not available for ${body.orderMode.toLowerCase()} orders here.`,
    );
  }
  if (body.payment.method === "online")
    return { ...checkOnline(storefront, body), proofUploadId: null };
  if (body.payment.method !== "transfer")
    return { confirmation: NOT_REQUIRED, proofUploadId: null, online: null };
  const given = body.payment.confirmation;
  const confirmation = typeof given === "object" && "proofImageSrc" in given ? given : null;
  const options = Object.values(
    storefront.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer?.merchantLevelConfigs
      .transferOptions ?? {},
  );
  const uploadId = confirmation
    ? /^\/api\/uploads\/([A-Za-z0-9]{24})$/.exec(confirmation.proofImageSrc)?.[1]
    : undefined;
  if (!confirmation || !uploadId || !(await findUpload(brand.id, uploadId, customer.uid))) {
    throw bad("TRANSFER_PROOF_REQUIRED", "A bank transfer needs a photo of the transfer receipt.");
  }
  if (!options.some((o) => o.humanReadableName === confirmation.transferMethod)) {
    throw bad("TRANSFER_PROOF_REQUIRED", "Choose one of the shop's transfer options.");
  }
  return {
    confirmation: {
      proofImageSrc: confirmation.proofImageSrc,
      transferMethod: confirmation.transferMethod,
      noteFromClient: confirmation.noteFromClient,
    },
    proofUploadId: uploadId,
    online: null,
  };
}

/**
 * Paying online (issue 20): a channel the brand offers, through a gateway that can take it here.
 * The gateways take whole rupiah.
 */
function checkOnline(storefront: Storefront, body: PlaceOrderBody) {
  const config = onlineConfigOf(storefront.storeConfigs);
  const confirmation = body.payment.confirmation;
  const channel =
    typeof confirmation === "object" && "channel" in confirmation && confirmation.channel;
  if (!config || !channel || !config.channels.includes(channel))
    throw bad("PAYMENT_METHOD_NOT_ALLOWED", "Choose one of the shop's ways to pay online.");
  if (config.provider === "simulator" && !simulatorAllowed(storefront.brand.id))
    throw simulatorOff();
  if (storefront.brand.currency !== "IDR")
    throw bad("PAYMENT_METHOD_NOT_ALLOWED", "Paying online takes rupiah only.");
  return { confirmation: { channel }, online: { config, channel } };
}

const PROOF_INDEX = "orders_proof_upload_idx";
/** The receipt must still exist when the order commits (decision 0013 deletes unused ones). */
const PROOF_KEY = "orders_proof_upload_id_uploads_id_fk";
const proofAlreadyUsed = () =>
  new AppError(
    "PROOF_ALREADY_USED",
    "This transfer receipt was already used for another order. Please upload the receipt of this payment.",
  );

/**
 * Refuses (401) a customer no longer signed in at the brand. An account being deleted holds the
 * customer's row until it commits (src/server/account/delete-account.ts): an order sent meanwhile
 * waits here, then finds every session of theirs at the brand gone, instead of writing their
 * address after the deletion, or failing on a customer that is no more.
 */
async function stillSignedIn(tx: Db, brandId: string, customerId: string): Promise<void> {
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for("share");
  const [session] = customer
    ? await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.brandId, brandId),
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .limit(1)
    : [];
  if (!session) throw new AppError("UNAUTHENTICATED", "Please sign in.");
}

/**
 * Places an order (spec §7 create order). Trusts nothing the server can compute. With an
 * idempotency key, the same key and body give the same order, even when sent at once; the same
 * key with another body is a 409.
 */
export async function placeOrder(
  brand: BrandRef,
  customer: AuthUser,
  body: PlaceOrderBody,
  idempotencyKey: string | null,
  language: Locale,
): Promise<{ uid: string }> {
  const requestHash = createHash("sha256").update(JSON.stringify(body)).digest("hex");
  const { db } = await getDb();
  const replay = async () => {
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
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const storefront = await storefrontFor(brand);
  const branch = storefront?.branches.find((b) => b.id === body.selectedBranchId);
  if (!storefront || !branch) throw bad("BRANCH_NOT_FOUND", "That branch does not exist.");
  if (!offersMode(branch, body.orderMode))
    throw new AppError(
      "ORDER_MODE_NOT_OFFERED",
      `${branch.name} does not take ${body.orderMode === "PICKUP" ? "pickup" : "delivery"} orders.`,
      { details: { orderModes: branchOrderModes(branch) } },
    );
  const now = new Date();
  /** The order's time as a pause leaves it: NOW at a paused or closed branch is refused. */
  const timeFor = (pausedUntil: Date | null) => {
    if (body.deliveryOrPickupTime === "NOW") {
      const state = openState(branch, now, storefront.brand.timeZone, pausedUntil);
      if (!state.open) {
        const opensAt = state.opensAt?.toISOString() ?? null;
        if (state.pausedUntil)
          throw new AppError("STORE_IS_PAUSED", `${branch.name} is busy now. Order for later.`, {
            details: { opensAt, pausedUntil: state.pausedUntil.toISOString() },
          });
        throw new AppError("STORE_IS_CLOSED", `${branch.name} is closed now. Order for later.`, {
          details: { opensAt },
        });
      }
    }
    return orderTime(storefront, branch, body, now, pausedUntil);
  };
  /** Marked sold out for when the order is for: a mark for today leaves a later day's order alone. */
  const refuseSoldOut = (
    marks: SoldOutMark[] | undefined,
    items: { itemId: string; name: string }[],
    at: Date | null,
  ) => {
    const soldOut = new Set(soldOutIds({ soldOut: marks }, (at ?? now).getTime()));
    const gone = items.find((i) => soldOut.has(i.itemId));
    if (gone)
      throw new AppError("ITEM_SOLD_OUT", `${gone.name} is sold out at ${branch.name}.`, {
        details: { itemId: gone.itemId, name: gone.name },
      });
  };
  // What staff changed today (pauses, sold-out marks): one round trip for both, to refuse early.
  // They are read again under the branch's lock when the order is written (below).
  const [pauses, marks] = await Promise.all([pausesOf(brand.id, now), soldOutOf(brand.id, now)]);
  const scheduledFor = timeFor(pauses.get(branch.id) ?? null);
  const items = priceItems(storefront, branch.id, body.basket.items);
  refuseSoldOut(marks.get(branch.id), items, scheduledFor);
  const minimum = minimumOrder({
    orderMode: body.orderMode,
    deliveryMethodName: body.deliveryMethod?.humanReadableName,
    storeConfigs: storefront.storeConfigs,
    branch,
  });
  const missing = shortOfMinimum(orderTotals(items, null).items, minimum);
  if (missing > 0)
    throw new AppError(
      "BELOW_MINIMUM_ORDER",
      `The minimum order is ${formatMoney(minimum ?? 0, storefront.brand.currency)}: add ${formatMoney(missing, storefront.brand.currency)} more.`,
      { details: { minimum, missing } },
    );
  const { confirmation, proofUploadId, online } = await checkPayment(
    brand,
    storefront,
    customer,
    body,
  );
  const delivery =
    body.orderMode === "DELIVERY" ? await deliveryFee(storefront, branch, body) : null;
  const { total } = orderTotals(items, delivery?.price ?? null);
  if (online && !Number.isInteger(total))
    throw bad("PAYMENT_METHOD_NOT_ALLOWED", "Paying online takes whole rupiah only.");
  const selectedBranch: OrderView["selectedBranch"] = {
    id: branch.id,
    name: branch.name,
    phoneNumber: branch.phoneNumber,
    address: { address: branch.address.address, lat: branch.address.lat, lng: branch.address.lng },
  };
  const uid = newOrderId();
  // The order, its first timeline event and the live notification commit together.
  const insertOrder = db
    .insert(orders)
    .values({
      brandId: brand.id,
      id: uid,
      customerId: customer.uid,
      status: "PENDING",
      orderMode: body.orderMode,
      deliveryAddress: body.orderMode === "DELIVERY" ? body.deliveryAddress : null,
      deliveryOrPickupTime: body.deliveryOrPickupTime,
      deliveryNotes: body.deliveryOrPickupTime === "LATER" ? body.deliveryNotes : "",
      scheduledFor,
      language,
      branchId: branch.id,
      selectedBranch,
      deliveryMethod: delivery,
      basket: { currency: storefront.brand.currency, items },
      payment: { method: body.payment.method, confirmation },
      total,
      idempotencyKey,
      requestHash,
      proofUploadId,
    })
    // Only a replayed key is "nothing to do"; a receipt already linked to an order is refused
    // by its unique index (one receipt pays one order, whatever races: issue 13).
    .onConflictDoNothing({ target: [orders.brandId, orders.customerId, orders.idempotencyKey] })
    .returning({ id: orders.id, brandId: orders.brandId, branchId: orders.branchId });
  // The order, its first timeline event and the live notification in one statement, run in the
  // transaction below. With an idempotency-key conflict nothing is inserted and nothing is notified.
  // With a slot capacity, inside the slot's lock (slots.ts); a refusal is handled out here.
  const statement = sql`
    with o as (${insertOrder.getSQL()}),
    e as (
      insert into ${orderEvents} (brand_id, order_id, type, status, actor)
      select brand_id, id, 'STATUS', 'PENDING', 'customer' from o
      returning brand_id, order_id, id
    )${
      // Paying online: the payment it waits for, with it (its charge is made after).
      online
        ? sql`, p as (
      insert into ${onlinePayments}
        (brand_id, order_id, reference, provider, mode, channel, amount, currency, expires_at)
      select brand_id, id, id, ${online.config.provider}, ${online.config.mode}, ${online.channel},
        ${total}, ${storefront.brand.currency},
        now() + make_interval(secs => ${env().PAYMENT_EXPIRY_SECONDS ?? online.config.expiryMinutes * 60})
      from o
    )`
        : sql``
    }
    select e.order_id as id, pg_notify(${ORDER_EVENTS_CHANNEL}, json_build_object(
      'brandId', e.brand_id, 'orderId', e.order_id, 'branchId', o.branch_id, 'eventId', e.id
    )::text) from e join o on o.id = e.order_id`;
  // One transaction, under the customer's lock (the hourly bound, the unpaid bound: issue 31
  // item 2) and the branch's shared lock (staff's marks and pauses: issue 31 item 13): a mark or
  // pause committed before is seen here, and one made meanwhile waits for this commit.
  const write = async (tx: Db) => {
    await stillSignedIn(tx, brand.id, customer.uid);
    await lockBranch(tx, brand.id, branch.id, "shared");
    const paused = await pausesOf(brand.id, now, tx);
    const marked = await soldOutOf(brand.id, now, tx);
    timeFor(paused.get(branch.id) ?? null);
    refuseSoldOut(marked.get(branch.id), items, scheduledFor);
    if (online) await checkUnpaidOnline(tx, brand.id, customer.uid);
    return withinCapacity(tx, storefront, branch.id, scheduledFor, (d) => d.execute(statement));
  };
  const result: unknown = await withinLimits(
    orderLimits(brand.id, customer.uid),
    "orders in an hour",
    write,
  ).catch(async (error: unknown) => {
    // The same key and body racing itself may find its own order in the slot's last place.
    if (error instanceof AppError && error.code === "SLOT_FULL") {
      const mine = await replay();
      if (mine) return { rows: [{ id: mine.uid }] };
      throw error;
    }
    if (violates(error, PROOF_KEY))
      throw bad("TRANSFER_PROOF_REQUIRED", "The receipt is gone. Please upload it again.");
    if (!violates(error, PROOF_INDEX)) throw error;
    // The same key and body racing itself ends here too: then the winner is the answer.
    const winner = await replay();
    if (winner) return { rows: [{ id: winner.uid }] };
    throw proofAlreadyUsed();
  });
  const inserted = (result as { rows: { id: string }[] }).rows;
  if (inserted[0]) return { uid: inserted[0].id };
  // Lost a race with the same key: answer what the winner stored (or 409 for another body).
  const winner = await replay();
  if (!winner) throw new Error("order insert conflicted without an idempotency key");
  return winner;
}
