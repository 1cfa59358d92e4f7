import type { Locale } from "@/domain/locale";
import enAccount from "./en/account.json";
import enAuth from "./en/auth.json";
import enBasket from "./en/basket.json";
import enCheckout from "./en/checkout.json";
import enCommon from "./en/common.json";
import enDelivery from "./en/delivery.json";
import enErrors from "./en/errors.json";
import enOrder from "./en/order.json";
import enOrders from "./en/orders.json";
import enOwner from "./en/owner.json";
import enOwnerBrand from "./en/owner-brand.json";
import enOwnerBranches from "./en/owner-branches.json";
import enOwnerDelivery from "./en/owner-delivery.json";
import enOwnerManage from "./en/owner-manage.json";
import enOwnerMoney from "./en/owner-money.json";
import enOwnerItems from "./en/owner-items.json";
import enOwnerPayments from "./en/owner-payments.json";
import enOwnerPeople from "./en/owner-people.json";
import enOwnerToday from "./en/owner-today.json";
import enStaff from "./en/staff.json";
import enHours from "./en/hours.json";
import enSignup from "./en/signup.json";
import enSite from "./en/site.json";
import enSimulator from "./en/simulator.json";
import enStore from "./en/store.json";
import idAccount from "./id/account.json";
import idAuth from "./id/auth.json";
import idBasket from "./id/basket.json";
import idCheckout from "./id/checkout.json";
import idCommon from "./id/common.json";
import idDelivery from "./id/delivery.json";
import idErrors from "./id/errors.json";
import idOrder from "./id/order.json";
import idOrders from "./id/orders.json";
import idOwner from "./id/owner.json";
import idOwnerBrand from "./id/owner-brand.json";
import idOwnerBranches from "./id/owner-branches.json";
import idOwnerDelivery from "./id/owner-delivery.json";
import idOwnerManage from "./id/owner-manage.json";
import idOwnerMoney from "./id/owner-money.json";
import idOwnerItems from "./id/owner-items.json";
import idOwnerPayments from "./id/owner-payments.json";
import idOwnerPeople from "./id/owner-people.json";
import idOwnerToday from "./id/owner-today.json";
import idStaff from "./id/staff.json";
import idHours from "./id/hours.json";
import idSignup from "./id/signup.json";
import idSite from "./id/site.json";
import idSimulator from "./id/simulator.json";
import idStore from "./id/store.json";

// The message catalogs (issue 17): one file per namespace and language, so a feature's words sit
// together. English holds the spec's strings verbatim; docs/i18n.md has the Indonesian glossary.
// catalogs.test.ts fails when one language lacks a key the other has.

const en = {
  common: enCommon,
  errors: enErrors,
  order: enOrder,
  auth: enAuth,
  account: enAccount,
  orders: enOrders,
  owner: enOwner,
  ownerBrand: enOwnerBrand,
  ownerBranches: enOwnerBranches,
  ownerDelivery: enOwnerDelivery,
  ownerManage: enOwnerManage,
  ownerMoney: enOwnerMoney,
  ownerItems: enOwnerItems,
  ownerPayments: enOwnerPayments,
  ownerPeople: enOwnerPeople,
  ownerToday: enOwnerToday,
  staff: enStaff,
  basket: enBasket,
  store: enStore,
  delivery: enDelivery,
  checkout: enCheckout,
  site: enSite,
  hours: enHours,
  simulator: enSimulator,
  signup: enSignup,
};
export type Messages = typeof en;

/**
 * The owner console's own words: sent with /owner only, so the storefront's pages do not carry
 * them in every page's HTML (the layout leaves them out; the console's page gives them back).
 */
const CONSOLE_NAMESPACES = [
  "ownerBrand",
  "ownerBranches",
  "ownerDelivery",
  "ownerManage",
  "ownerMoney",
  "ownerItems",
  "ownerPayments",
  "ownerPeople",
  "ownerToday",
] as const satisfies readonly (keyof Messages)[];

/** The platform's own words (its pages, issue 35): no storefront page carries them. */
const PLATFORM_NAMESPACES = ["signup"] as const satisfies readonly (keyof Messages)[];
type Left = (typeof CONSOLE_NAMESPACES)[number] | (typeof PLATFORM_NAMESPACES)[number];

/** `messages` without the console's and the platform's namespaces: what every page's browser gets. */
export function pageMessages(messages: Messages): Omit<Messages, Left> {
  const out: Record<string, unknown> = { ...messages };
  for (const namespace of [...CONSOLE_NAMESPACES, ...PLATFORM_NAMESPACES]) delete out[namespace];
  return out as Omit<Messages, Left>;
}

export const CATALOGS: Record<Locale, Messages> = {
  en,
  id: {
    common: idCommon,
    errors: idErrors,
    order: idOrder,
    auth: idAuth,
    account: idAccount,
    orders: idOrders,
    owner: idOwner,
    ownerBrand: idOwnerBrand,
    ownerBranches: idOwnerBranches,
    ownerDelivery: idOwnerDelivery,
    ownerManage: idOwnerManage,
    ownerMoney: idOwnerMoney,
    ownerItems: idOwnerItems,
    ownerPayments: idOwnerPayments,
    ownerPeople: idOwnerPeople,
    ownerToday: idOwnerToday,
    staff: idStaff,
    basket: idBasket,
    store: idStore,
    delivery: idDelivery,
    checkout: idCheckout,
    site: idSite,
    hours: idHours,
    simulator: idSimulator,
    signup: idSignup,
  },
};
