"use client";

import { Link } from "@/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OrderTotals } from "@/domain/money";
import { basketFacts, basketHints, estimatedDiscounts, offersAt } from "@/domain/promotion-offers";
import type { AppliedDiscount } from "@/domain/promotions";
import { discountTotal } from "@/domain/promotions";
import { minimumOrder, shortOfMinimum } from "@/domain/minimum-order";
import { basketTotals, canAddOne, canCheckout, deliveryFeeLine } from "@/domain/basket";
import { MAX_ITEM_QTY } from "@/domain/basket-line";
import { formatMoney, lineAmount } from "@/domain/money";
import { hasOptions, lineKey, orderedChoices, unitPrice } from "@/domain/options";
import { COMPONENT_ERRORS } from "@/domain/order";
import {
  availablePaymentMethods,
  chosenChannel,
  onlineChannels,
  paymentComplete,
} from "@/domain/payment";
import { ROUTES } from "@/domain/routes";
import type { BasketItem } from "@/domain/basket-line-schema";
import type { Menu } from "@/domain/storefront";
import { findItem } from "@/domain/storefront";
import { useAuth } from "@/features/auth/auth-store";
import { useBasket } from "@/features/basket/basket-provider";
import type { BranchWithMenu } from "@/features/basket/storefront-data";
import {
  menuOf,
  useBranches,
  useOffers,
  useSlots,
  useStoreConfigs,
} from "@/features/basket/storefront-data";
import { useOrderTimeText } from "@/ui/order-time";
import type { TimeGap } from "@/domain/slots";
import { noticeHoursOf, timeGap } from "@/domain/slots";
import { isSoldOut, orderInstant } from "@/domain/sold-out";
import { useBrand } from "@/ui/brand-context";
import { useMinute } from "@/ui/use-minute";
import { Button, buttonClass } from "@/ui/button";
import { LinkButton } from "@/ui/link-button";
import { ChosenOptions } from "@/ui/chosen-options";
import { ErrorState } from "@/ui/error-state";
import { ChannelPicker } from "./channel-picker";
import { Invoice } from "./invoice";
import { OrderModeToggle } from "./order-mode-toggle";
import { PaymentDialog } from "./payment-dialog";
import { PromoCodeBox } from "./promo-code-box";
import { usePromoChoice, useRestorePromoChoice } from "./promo-store";
import { PromotionHints } from "./promotion-hints";
import { RewardToggle } from "./reward-toggle";
import { usePricePreview } from "./use-price-preview";
import { usePlaceOrder } from "./use-place-order";

const card = "space-y-3 rounded-2xl bg-white p-4 ring-1 ring-black/5";
const stepper =
  "inline-flex h-9 w-9 items-center justify-center rounded-full bg-primary font-bold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-40";

/** Spec §2 "Checkout", sections in the spec's order. */
export function CheckoutView() {
  const t = useTranslations("checkout");
  const o = useTranslations("order");
  const p = useTranslations("promoCode");
  const router = useRouter();
  const state = useBasket((s) => s);
  const branches = useBranches().data;
  const configsQuery = useStoreConfigs();
  const configs = configsQuery.data;
  const signedIn = useAuth((s) => s.state === "loggedIn");
  const { place, placing } = usePlaceOrder();
  const { timeZone, pageBranchId } = useBrand();
  const timeText = useOrderTimeText(timeZone);
  const offers = useOffers().data;
  useRestorePromoChoice();
  const minute = useMinute();
  const slots = useSlots(state.selectedBranchId, state.deliveryOrPickupTime === "LATER");
  const [paying, setPaying] = useState(false);
  const menu = menuOf(branches, state.selectedBranchId);
  const branch = branches?.find((b) => b.id === state.selectedBranchId);
  const currency = state.basket.currency;

  const time = timeText(state);
  // A method chosen for another mode (cash on delivery, then pickup) no longer counts.
  const allowed = configs ? availablePaymentMethods(state.orderMode, configs) : [];
  const method = allowed.find((m) => m === state.payment.method) ?? null;
  const channels = configs ? onlineChannels(configs) : [];
  const channel = chosenChannel(state.payment, channels);
  const minimum = configs
    ? minimumOrder({
        orderMode: state.orderMode,
        deliveryMethodName: state.deliveryMethod?.humanReadableName,
        storeConfigs: configs,
        branch,
      })
    : null;
  const missing = shortOfMinimum(basketTotals(state, menu).items, minimum);
  const gap =
    minute === null
      ? null
      : timeGap({
          deliveryOrPickupTime: state.deliveryOrPickupTime,
          scheduledFor: state.scheduledFor,
          slots: slots.data,
          now: new Date(minute),
          noticeHours: noticeHoursOf(state.basket.items, menu),
        });
  // Sold out at the branch since it was added (issue 18 item 6): removed before checking out.
  // For when the order is for: a mark for today leaves an order for a later day alone.
  const forInstant = orderInstant(
    state.deliveryOrPickupTime,
    state.scheduledFor,
    minute ?? Number.MAX_SAFE_INTEGER,
  );
  const soldOutLines = state.basket.items.filter((i) => isSoldOut(branch, i.itemId, forInstant));
  const orderReady =
    state.basket.items.length > 0 &&
    canCheckout(state, method, branch) &&
    paymentComplete(method, channel) &&
    missing === 0 &&
    gap === null &&
    soldOutLines.length === 0;
  // Issue 39: the order priced by the server once it could be placed (signed in, all chosen).
  const pricing = usePricePreview(
    state,
    signedIn && orderReady,
    method === "online" && channel ? { channel } : undefined,
  );
  const promo = usePromoChoice();
  const branchId = state.selectedBranchId ?? pageBranchId;
  const shown = offers && minute !== null ? offersAt(offers, branchId, new Date(minute)) : [];
  const facts =
    minute !== null ? basketFacts(state, menu, branchId, new Date(minute), timeZone) : null;
  const hints = facts ? basketHints(shown, facts) : [];
  const priced = pricing.priced;
  const discounts = priced?.preview.discounts ?? (facts ? estimatedDiscounts(shown, facts) : []);
  const totals = pricing.fresh
    ? {
        items: priced!.preview.items,
        delivery: priced!.preview.delivery,
        discount: discountTotal(discounts),
        total: priced!.preview.total,
      }
    : withDiscount(basketTotals(state, menu), discountTotal(discounts));
  // A code or reward the server refused for this order keeps it from going until removed or
  // mended; while one is being priced the button waits for its answer (never a stale total).
  const codeRefused = promo.code !== null && priced?.codeRefused?.code === promo.code;
  const rewardRefused = promo.redeemReward && Boolean(priced?.rewardRefused);
  const promoWaits =
    (promo.code !== null || promo.redeemReward) && pricing.pending && !pricing.failed;
  const ready = orderReady && !codeRefused && !rewardRefused && !promoWaits;
  const codeState = !signedIn
    ? "signIn"
    : !orderReady
      ? "choosePayment"
      : pricing.fresh
        ? "priced"
        : "pricing";

  if (state.basket.items.length === 0) {
    return (
      <div className="space-y-4 py-10 text-center">
        <h1 className="text-2xl font-bold">{t("emptyCart")}</h1>
        <LinkButton href={ROUTES.home}>{t("continueShopping")}</LinkButton>
      </div>
    );
  }
  // What is wrong with the time, and the way to the store selector's time section to mend it.
  const timeProblem = gap && <TimeProblem gap={gap} />;

  const checkout = () => {
    if (!signedIn) return router.push(`${ROUTES.auth}?next=${encodeURIComponent(ROUTES.checkout)}`);
    if (method === "transfer") return router.push(ROUTES.checkoutPayment);
    void place(method === "online" && channel ? { channel } : undefined);
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <WhereSection branch={branch} time={time} timeProblem={timeProblem} />

      <OrderModeToggle
        mode={state.orderMode}
        branch={branch}
        onChange={state.setOrderMode}
        className={card}
      />

      <section aria-labelledby="payment" className={card}>
        <h2 id="payment" className="font-bold">
          {t("paymentMethod")}
        </h2>
        <Button variant="outlined" className="w-full" onClick={() => setPaying(true)}>
          {method ? o(`payment.${method}`) : t("choosePayment")}
        </Button>
        {method === "online" && (
          <ChannelPicker channels={channels} chosen={channel} onChoose={state.setPaymentChannel} />
        )}
      </section>

      <section aria-labelledby="summary" className={card}>
        <h2 id="summary" className="font-bold">
          {t("summary")}
        </h2>
        <ul className="divide-y divide-black/5">
          {state.basket.items.map((basketLine, line) => (
            <SummaryLine
              key={lineKey(basketLine)}
              line={basketLine}
              index={line}
              menu={menu}
              branch={branch}
              forInstant={forInstant}
            />
          ))}
        </ul>
        <PromotionHints hints={hints} menu={menu} currency={currency} />
      </section>

      <section aria-labelledby="promo" className={card}>
        <h2 id="promo" className="sr-only">
          {p("label")}
        </h2>
        <PromoCodeBox
          priced={priced}
          state={codeState}
          currency={currency}
          orderMode={state.orderMode}
        />
        <RewardToggle
          loyalty={priced?.preview.loyalty}
          refused={priced?.rewardRefused ?? null}
          menu={menu}
          currency={currency}
        />
      </section>

      <InvoiceSection
        totals={totals}
        discounts={discounts}
        changed={promo.changed}
        menu={menu}
        soldOutLines={soldOutLines}
        minimum={minimum}
        missing={missing}
      />

      <CheckoutButton
        failed={configsQuery.isError}
        ready={ready}
        placing={placing}
        total={formatMoney(totals.total, currency)}
        onCheckout={checkout}
      />

      <PaymentDialog
        open={paying}
        onClose={() => setPaying(false)}
        mode={state.orderMode}
        configs={configs}
        onChoose={(method) => {
          state.setPaymentMethod(method);
          // One channel only: nothing to choose.
          if (method === "online" && channels.length === 1) state.setPaymentChannel(channels[0]!);
          setPaying(false); // spec §4: choosing a payment method closes the dialog
        }}
      />
    </div>
  );
}

/** The basket's totals less its discounts (the estimate, until the server's preview answers). */
const withDiscount = (totals: OrderTotals, discount: number): OrderTotals => ({
  ...totals,
  discount,
  total: totals.items + totals.delivery - discount,
});

/** A line of the basket at checkout: the item as chosen, its price, Edit, and its quantity. */
function SummaryLine({
  line: basketLine,
  index: line,
  menu,
  branch,
  forInstant,
}: {
  line: BasketItem;
  index: number;
  menu: Menu | undefined;
  branch: BranchWithMenu | undefined;
  forInstant: number;
}) {
  const t = useTranslations("checkout");
  const b = useTranslations("basket");
  const state = useBasket((s) => s);
  const currency = state.basket.currency;
  const { itemId, qty, choices } = basketLine;
  const key = lineKey(basketLine);
  const item = findItem(menu, itemId);
  const gone = isSoldOut(branch, itemId, forInstant);
  const canAdd = canAddOne(state.basket.items, basketLine) && !gone;
  // An item with options is edited on its page, on this line's choices (issue 18 item 5).
  const edit = `${ROUTES.item(itemId)}?next=checkout${item && hasOptions(item) ? `&line=${encodeURIComponent(key)}` : ""}`;
  return (
    <li key={key} className="flex flex-wrap items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item?.name ?? itemId}</p>
        {item && <ChosenOptions choices={orderedChoices(item, choices)} />}
        {gone && <p className="text-sm font-semibold text-red-800">{b("soldOutInBasket")}</p>}
        <p className="text-sm text-neutral-700">
          {item ? formatMoney(lineAmount({ qty, price: unitPrice(item, choices) }), currency) : ""}
        </p>
        <Link href={edit} className="text-sm text-primary underline">
          {t("edit")}
        </Link>
      </div>
      <div
        role="group"
        aria-label={t("quantityOf", { item: item?.name ?? itemId })}
        className="flex items-center gap-2"
      >
        <button
          type="button"
          className={stepper}
          aria-label={b("removeOne", { item: item?.name ?? itemId })}
          onClick={() => state.decrement(key)}
        >
          −
        </button>
        <span className="min-w-5 text-center font-bold">{qty}</span>
        <button
          type="button"
          className={stepper}
          aria-label={b("addOneMore", { item: item?.name ?? itemId })}
          disabled={!canAdd}
          aria-describedby={canAdd || gone ? undefined : `qty-limit-${line}`}
          onClick={() => state.add(basketLine)}
        >
          +
        </button>
      </div>
      {!canAdd && !gone && (
        <p id={`qty-limit-${line}`} className="basis-full text-xs font-semibold text-red-700">
          {b("maxQuantity", { max: MAX_ITEM_QTY })}
        </p>
      )}
    </li>
  );
}

/** Where the order goes or is picked up, and when, with the way to change them (spec §2). */
function WhereSection({
  branch,
  time,
  timeProblem,
}: {
  branch: BranchWithMenu | undefined;
  time: string;
  /** What is wrong with the time, and the way to mend it. */
  timeProblem: React.ReactNode;
}) {
  const t = useTranslations("checkout");
  const state = useBasket((s) => s);
  const currency = state.basket.currency;
  return state.orderMode === "DELIVERY" ? (
    <section aria-labelledby="where" className={card}>
      <h2 id="where" className="font-bold">
        {t("deliverTo")}
      </h2>
      <p>{state.deliveryAddress?.name ?? t("noAddress")}</p>
      <p className="text-sm text-neutral-700">{time}</p>
      {timeProblem}
      {state.deliveryMethod && (
        <p className="text-sm">
          {[
            state.deliveryMethod.humanReadableName,
            formatMoney(state.deliveryMethod.price, currency),
            // A courier's estimated time (issue 38): "GoSend Instant · Rp 18.000 · 35–60 min".
            ...(state.deliveryMethod.courier?.etaMinutes
              ? [t("courierEta", state.deliveryMethod.courier.etaMinutes)]
              : []),
          ].join(" · ")}
        </p>
      )}
      <Link
        href={`${ROUTES.storeSelector}?next=checkout`}
        className="text-sm font-semibold text-primary underline"
      >
        {state.deliveryAddress ? t("editAddress") : t("addAddress")}
      </Link>
    </section>
  ) : state.orderMode === "PICKUP" ? (
    <section aria-labelledby="where" className={card}>
      <h2 id="where" className="font-bold">
        {t("pickupFrom")}
      </h2>
      <p>{branch?.name}</p>
      <p className="text-sm text-neutral-700">{time}</p>
      {timeProblem}
      <Link
        href={`${ROUTES.storeSelector}?next=checkout`}
        className="text-sm font-semibold text-primary underline"
      >
        {t("changePickup")}
      </Link>
    </section>
  ) : (
    <section className={card}>
      <p role="alert">{t("noMode")}</p>
      <Link
        href={`${ROUTES.storeSelector}?next=checkout`}
        className="text-sm font-semibold text-primary underline"
      >
        {t("chooseMode")}
      </Link>
    </section>
  );
}

/** The invoice, and what keeps the order from going: sold-out lines, a minimum not reached. */
function InvoiceSection({
  totals,
  discounts,
  changed,
  menu,
  soldOutLines,
  minimum,
  missing,
}: {
  totals: ReturnType<typeof basketTotals>;
  discounts: readonly AppliedDiscount[];
  /** Placing found a promotion changed: the new total is said to be new. */
  changed: boolean;
  menu: Menu | undefined;
  soldOutLines: readonly BasketItem[];
  minimum: number | null;
  /** How much is missing to reach the minimum order (0: reached). */
  missing: number;
}) {
  const t = useTranslations("checkout");
  const p = useTranslations("promoCode");
  const state = useBasket((s) => s);
  const currency = state.basket.currency;
  return (
    <section aria-labelledby="invoice" className={card}>
      <h2 id="invoice" className="font-bold">
        {t("invoice.title")}
      </h2>
      <Invoice
        totals={totals}
        fee={deliveryFeeLine(state)}
        currency={currency}
        discounts={discounts}
      />
      {changed && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {p("changed")}
        </p>
      )}
      {soldOutLines.length > 0 && (
        <p role="status" className="mt-2 text-sm font-semibold text-red-700">
          {t("soldOut", {
            // Two sizes of one item are one name.
            items: [
              ...new Set(soldOutLines.map((i) => findItem(menu, i.itemId)?.name ?? i.itemId)),
            ].join(", "),
          })}
        </p>
      )}
      {missing > 0 && (
        <p role="status" className="mt-2 text-sm font-semibold text-red-700">
          {t("belowMinimum", {
            minimum: formatMoney(minimum ?? 0, currency),
            missing: formatMoney(missing, currency),
          })}
        </p>
      )}
    </section>
  );
}

/** What is wrong with the order's time, and the way to the store selector's time section. */
function TimeProblem({ gap }: { gap: TimeGap }) {
  const t = useTranslations("checkout");
  const b = useTranslations("basket");
  const orderMode = useBasket((s) => s.orderMode);
  return (
    <>
      <p className="text-sm font-semibold text-red-800">{b(`slots.gap.${gap}`)}</p>
      {orderMode === "DELIVERY" && (
        <Link
          href={`${ROUTES.storeSelector}?next=checkout`}
          className="block text-sm font-semibold text-primary underline"
        >
          {t("changeTime")}
        </Link>
      )}
    </>
  );
}

/** 'Checkout · Rp …' once the order can go; a disabled 'Checkout' until then (spec §2). */
function CheckoutButton({
  failed,
  ready,
  placing,
  total,
  onCheckout,
}: {
  /** The brand's settings could not be read: the spec's error instead of the button. */
  failed: boolean;
  ready: boolean;
  placing: boolean;
  total: string;
  onCheckout: () => void;
}) {
  const t = useTranslations("checkout");
  if (failed) return <ErrorState code={COMPONENT_ERRORS.checkoutButton} />;
  return ready ? (
    <Button className="w-full" disabled={placing} onClick={onCheckout}>
      {t("checkoutTotal", { total })}
    </Button>
  ) : (
    <button type="button" disabled className={buttonClass("primary", "w-full")}>
      {t("title")}
    </button>
  );
}
