import "server-only";
import { sendsMessage } from "@/domain/account";
import type { Locale } from "@/domain/locale";
import { shortOrderNumber } from "@/domain/order";
import enWords from "@/i18n/server/en/courier-messages.json";
import idWords from "@/i18n/server/id/courier-messages.json";
import { profileOf } from "../account/profile";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import type { orders } from "../db/schema";
import { brandOrigin } from "../site-url";
import { customerLanguage, trackingLink } from "./order-message";

// What a customer is told of their courier (issue 38, docs/couriers.md): who the driver is, with
// the courier's own tracking link, and that another courier is being found when one failed. In
// their language; sent as the "on the way" message is, to a customer who wants important updates.

type OrderRow = typeof orders.$inferSelect;

const WORDS: Record<Locale, typeof enWords> = { en: enWords, id: idWords };

/** `{name}` of `template` filled from `values` (a name it lacks stays as written). */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

/** What happened to the courier that the customer is told of. */
export type CourierNews =
  | { kind: "driverFound"; driver: string; plate: string | null; link: string | null }
  | { kind: "findingAnother" };

/** The message of `news` about `order`, or null when its customer chose fewer messages. */
export async function courierMessage(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  news: CourierNews,
): Promise<{ text: string; language: Locale } | null> {
  const profile = await profileOf(tx, brand.id, order.customerId);
  if (!sendsMessage(profile.messages, "ON_THE_WAY")) return null;
  const language = await customerLanguage(tx, brand.id, order);
  const words = WORDS[language];
  const values = { brand: brand.name, order: shortOrderNumber(order.id) };
  if (news.kind === "findingAnother") return { text: fill(words.findingAnother, values), language };
  // The stand-in's link is a path on the shop's own origin; the courier's own is absolute.
  const link = news.link
    ? news.link.startsWith("/")
      ? `${brandOrigin(brand)}${news.link}`
      : news.link
    : trackingLink(brand, order.id);
  const text = fill(words.driverFound, {
    ...values,
    driver: news.driver,
    plate: news.plate ?? words.unknownPlate,
    link,
  });
  return { text, language };
}
