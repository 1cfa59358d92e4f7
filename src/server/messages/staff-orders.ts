import "server-only";
import type { Locale } from "@/domain/locale";
import { formatMoney } from "@/domain/money";
import { shortOrderNumber } from "@/domain/order";
import type { CorrectionChange } from "@/domain/order-correction";
import { describeCorrection, fillTemplate } from "@/domain/order-correction";
import { ROUTES } from "@/domain/routes";
import { dayAndTime } from "@/domain/time";
import en from "@/i18n/server/en/staff-orders.json";
import id from "@/i18n/server/id/staff-orders.json";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import type { orders } from "../db/schema";
import { brandOrigin } from "../site-url";
import { customerLanguage } from "./order-message";
import { totalSaid } from "./templates";

// What a customer is told of an order staff took for them by phone or WhatsApp, and of a
// correction before it was accepted (issue 36 item 4, docs/staff-orders.md): in their language,
// with the link to the order. Always sent, whatever messages they chose: the first is how they
// learn of the order, the second may change what they pay.

type OrderRow = typeof orders.$inferSelect;

const WORDS: Record<Locale, typeof en> = { en, id };

/** The words both messages share: the brand, the order's number and branch, its link. */
const common = (brand: BrandRef, order: OrderRow) => ({
  brand: brand.name,
  order: shortOrderNumber(order.id),
  branch: order.selectedBranch.name,
  // Its customer opens it signed in with their number: the order is theirs.
  link: `${brandOrigin(brand)}${ROUTES.tracking(order.id)}`,
});

/** The text its customer gets when staff took `order` for them. */
export async function takenMessage(tx: Db, brand: BrandRef, order: OrderRow): Promise<string> {
  const language = await customerLanguage(tx, brand.id, order);
  const words = WORDS[language];
  const template = order.payment.method === "online" ? words.TAKEN_PAY_ONLINE : words.TAKEN;
  // After its discounts (an automatic promotion, a reward), saying what they took off (issue 39).
  return fillTemplate(template, { ...common(brand, order), total: totalSaid(order, language) });
}

/**
 * A correction of `order` (as corrected) in its customer's language: what changed, for the
 * timeline, and the message they get.
 */
export async function correctionWords(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  changes: readonly CorrectionChange[],
): Promise<{ changes: string; message: string }> {
  const language = await customerLanguage(tx, brand.id, order);
  const words = WORDS[language];
  const said = describeCorrection(changes, words.changes, {
    money: (amount) => formatMoney(amount, order.basket.currency),
    time: (iso) => dayAndTime(iso, brand.timeZone, language),
  });
  return {
    changes: said,
    message: fillTemplate(words.CORRECTED, { ...common(brand, order), changes: said }),
  };
}
