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
import enOwnerBranchChanges from "./en/owner-branch-changes.json";
import enOwnerDelivery from "./en/owner-delivery.json";
import enOwnerDomain from "./en/owner-domain.json";
import enOwnerManage from "./en/owner-manage.json";
import enOwnerMoney from "./en/owner-money.json";
import enOwnerItems from "./en/owner-items.json";
import enOwnerMenuSheet from "./en/owner-menu-sheet.json";
import enOwnerPayments from "./en/owner-payments.json";
import enOwnerPeople from "./en/owner-people.json";
import enOwnerToday from "./en/owner-today.json";
import enOwnerWhatsapp from "./en/owner-whatsapp.json";
import enOwnerCouriers from "./en/owner-couriers.json";
import enOwnerPromotions from "./en/owner-promotions.json";
import enOwnerNumbers from "./en/owner-numbers.json";
import enOwnerOrderAhead from "./en/owner-order-ahead.json";
import enOwnerPrinter from "./en/owner-printer.json";
import enPrint from "./en/print.json";
import enPlatformConsole from "./en/platform-console.json";
import enStaff from "./en/staff.json";
import enTill from "./en/till.json";
import enProduction from "./en/production.json";
import enStaffOrders from "./en/staff-orders.json";
import enHours from "./en/hours.json";
import enSignup from "./en/signup.json";
import enSite from "./en/site.json";
import enSimulator from "./en/simulator.json";
import enWhatsappStandin from "./en/whatsapp-standin.json";
import enCouriersStandin from "./en/couriers-standin.json";
import enStore from "./en/store.json";
import enShop from "./en/shop.json";
import enOwnerSetup from "./en/owner-setup.json";
import enCouriers from "./en/couriers.json";
import enCourierBoard from "./en/courier-board.json";
import enPromotions from "./en/promotions.json";
import enPromoCode from "./en/promo-code.json";
import enLoyalty from "./en/loyalty.json";
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
import idOwnerBranchChanges from "./id/owner-branch-changes.json";
import idOwnerDelivery from "./id/owner-delivery.json";
import idOwnerDomain from "./id/owner-domain.json";
import idOwnerManage from "./id/owner-manage.json";
import idOwnerMoney from "./id/owner-money.json";
import idOwnerItems from "./id/owner-items.json";
import idOwnerMenuSheet from "./id/owner-menu-sheet.json";
import idOwnerPayments from "./id/owner-payments.json";
import idOwnerPeople from "./id/owner-people.json";
import idOwnerToday from "./id/owner-today.json";
import idOwnerWhatsapp from "./id/owner-whatsapp.json";
import idOwnerCouriers from "./id/owner-couriers.json";
import idOwnerPromotions from "./id/owner-promotions.json";
import idOwnerNumbers from "./id/owner-numbers.json";
import idOwnerOrderAhead from "./id/owner-order-ahead.json";
import idOwnerPrinter from "./id/owner-printer.json";
import idPrint from "./id/print.json";
import idPlatformConsole from "./id/platform-console.json";
import idStaff from "./id/staff.json";
import idTill from "./id/till.json";
import idProduction from "./id/production.json";
import idStaffOrders from "./id/staff-orders.json";
import idHours from "./id/hours.json";
import idSignup from "./id/signup.json";
import idSite from "./id/site.json";
import idSimulator from "./id/simulator.json";
import idWhatsappStandin from "./id/whatsapp-standin.json";
import idCouriersStandin from "./id/couriers-standin.json";
import idStore from "./id/store.json";
import idShop from "./id/shop.json";
import idOwnerSetup from "./id/owner-setup.json";
import idCouriers from "./id/couriers.json";
import idCourierBoard from "./id/courier-board.json";
import idPromotions from "./id/promotions.json";
import idPromoCode from "./id/promo-code.json";
import idLoyalty from "./id/loyalty.json";

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
  ownerBranchChanges: enOwnerBranchChanges,
  ownerDelivery: enOwnerDelivery,
  ownerDomain: enOwnerDomain,
  ownerManage: enOwnerManage,
  ownerMoney: enOwnerMoney,
  ownerItems: enOwnerItems,
  ownerMenuSheet: enOwnerMenuSheet,
  ownerPayments: enOwnerPayments,
  ownerPeople: enOwnerPeople,
  ownerToday: enOwnerToday,
  ownerWhatsapp: enOwnerWhatsapp,
  ownerCouriers: enOwnerCouriers,
  ownerPromotions: enOwnerPromotions,
  ownerNumbers: enOwnerNumbers,
  ownerOrderAhead: enOwnerOrderAhead,
  ownerPrinter: enOwnerPrinter,
  print: enPrint,
  platformConsole: enPlatformConsole,
  staff: enStaff,
  till: enTill,
  production: enProduction,
  staffOrders: enStaffOrders,
  basket: enBasket,
  store: enStore,
  delivery: enDelivery,
  checkout: enCheckout,
  site: enSite,
  hours: enHours,
  simulator: enSimulator,
  whatsappStandin: enWhatsappStandin,
  couriersStandin: enCouriersStandin,
  shop: enShop,
  ownerSetup: enOwnerSetup,
  signup: enSignup,
  couriers: enCouriers,
  courierBoard: enCourierBoard,
  promotions: enPromotions,
  promoCode: enPromoCode,
  loyalty: enLoyalty,
};
export type Messages = typeof en;

/**
 * The owner console's own words: sent with /owner only, so the storefront's pages do not carry
 * them in every page's HTML (the layout leaves them out; the console's page gives them back).
 */
const CONSOLE_NAMESPACES = [
  "ownerBrand",
  "ownerBranches",
  "ownerBranchChanges",
  "ownerDelivery",
  "ownerDomain",
  "ownerManage",
  "ownerMoney",
  "ownerItems",
  "ownerMenuSheet",
  "ownerPayments",
  "ownerPeople",
  "ownerToday",
  "ownerWhatsapp",
  "ownerCouriers",
  "ownerPromotions",
  "ownerNumbers",
  "ownerOrderAhead",
  "ownerPrinter",
  // The platform's console (issue 35 item 6): its pages give it themselves.
  "platformConsole",
  "ownerSetup",
] as const satisfies readonly (keyof Messages)[];

/**
 * The staff's pages' words (the board, a new order, the printouts, the production list and the
 * till): no customer's page carries them; each staff page gives them itself (staffPageMessages).
 */
const STAFF_PAGE_NAMESPACES = [
  "staff",
  "staffOrders",
  "print",
  "production",
  "till",
  "courierBoard",
] as const satisfies readonly (keyof Messages)[];

/**
 * An order's courier in words (issue 38): its stages, for the board and the tracking page only;
 * the storefront's other pages leave them out (trackingPageMessages gives them back).
 */
const ORDER_PAGE_NAMESPACES = ["couriers"] as const satisfies readonly (keyof Messages)[];

/**
 * The stand-ins' test pages' words (WhatsApp's, the couriers'; demos and tests only): each of those
 * pages gives its own (standinPageMessages), no customer's page carries them.
 */
const STANDIN_PAGE_NAMESPACES = [
  "whatsappStandin",
  "couriersStandin",
] as const satisfies readonly (keyof Messages)[];

/**
 * A promotion code at checkout and the customer's loyalty card (issue 39): the checkout and account
 * pages give them (customerPageMessages). The offers' and discount lines' words (`promotions`) are
 * every storefront page's: the menu's strip, the basket, tracking and the orders list show them.
 */
const CUSTOMER_PAGE_NAMESPACES = [
  "promoCode",
  "loyalty",
] as const satisfies readonly (keyof Messages)[];

/** Words only the server draws (a closed shop's page, the preview's banner): no browser needs them. */
const SERVER_NAMESPACES = ["shop"] as const satisfies readonly (keyof Messages)[];
/** The platform's own words (its pages, issue 35): no storefront page carries them. */
const PLATFORM_NAMESPACES = ["signup"] as const satisfies readonly (keyof Messages)[];

type Left =
  | (typeof CONSOLE_NAMESPACES)[number]
  | (typeof STAFF_PAGE_NAMESPACES)[number]
  | (typeof SERVER_NAMESPACES)[number]
  | (typeof PLATFORM_NAMESPACES)[number]
  | (typeof ORDER_PAGE_NAMESPACES)[number]
  | (typeof STANDIN_PAGE_NAMESPACES)[number]
  | (typeof CUSTOMER_PAGE_NAMESPACES)[number];

/**
 * `messages` without the console's, the server's and the platform's namespaces, and without the
 * words of `consoleErrors` (the codes only the consoles meet, src/contract/error-audience.ts):
 * what every storefront page's browser gets.
 */
export function pageMessages(
  messages: Messages,
  consoleErrors: ReadonlySet<string> = new Set(),
): Omit<Messages, Left> {
  const out: Record<string, unknown> = { ...messages };
  for (const namespace of [
    ...CONSOLE_NAMESPACES,
    ...STAFF_PAGE_NAMESPACES,
    ...SERVER_NAMESPACES,
    ...PLATFORM_NAMESPACES,
    ...ORDER_PAGE_NAMESPACES,
    ...STANDIN_PAGE_NAMESPACES,
    ...CUSTOMER_PAGE_NAMESPACES,
  ])
    delete out[namespace];
  out.errors = Object.fromEntries(
    Object.entries(messages.errors).filter(([code]) => !consoleErrors.has(code)),
  );
  return out as Omit<Messages, Left>;
}

/**
 * A staff page's words: the storefront's (less `consoleErrors`), the staff's own (the nav, the
 * board's cards and their couriers, a new order, the printouts) and the page's (`own`, such as the
 * till's).
 */
export function staffPageMessages(
  messages: Messages,
  consoleErrors: ReadonlySet<string>,
  own: readonly (keyof Messages)[] = [],
): Partial<Messages> {
  // The board's order cards book couriers (issue 38).
  const names = ["staff", "staffOrders", "print", "couriers", "courierBoard", ...own] as const;
  return {
    ...pageMessages(messages, consoleErrors),
    ...Object.fromEntries(names.map((name) => [name, messages[name]])),
  };
}

/** The tracking page's words: the storefront's, and its courier's (issue 38). */
export function trackingPageMessages(
  messages: Messages,
  consoleErrors: ReadonlySet<string>,
): Omit<Messages, Exclude<Left, "couriers">> {
  return { ...pageMessages(messages, consoleErrors), couriers: messages.couriers };
}

/** A customer page's words: the storefront's, and its own (checkout's code box, the loyalty card). */
export function customerPageMessages(
  messages: Messages,
  consoleErrors: ReadonlySet<string>,
  own: readonly (typeof CUSTOMER_PAGE_NAMESPACES)[number][],
): Partial<Messages> {
  return {
    ...pageMessages(messages, consoleErrors),
    ...Object.fromEntries(own.map((name) => [name, messages[name]])),
  };
}

/** A stand-in's test page's words: the storefront's, and its own. */
export function standinPageMessages(
  messages: Messages,
  consoleErrors: ReadonlySet<string>,
  own: (typeof STANDIN_PAGE_NAMESPACES)[number],
): Partial<Messages> {
  return { ...pageMessages(messages, consoleErrors), [own]: messages[own] };
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
    ownerBranchChanges: idOwnerBranchChanges,
    ownerDelivery: idOwnerDelivery,
    ownerDomain: idOwnerDomain,
    ownerManage: idOwnerManage,
    ownerMoney: idOwnerMoney,
    ownerItems: idOwnerItems,
    ownerMenuSheet: idOwnerMenuSheet,
    ownerPayments: idOwnerPayments,
    ownerPeople: idOwnerPeople,
    ownerToday: idOwnerToday,
    ownerWhatsapp: idOwnerWhatsapp,
    ownerCouriers: idOwnerCouriers,
    ownerPromotions: idOwnerPromotions,
    ownerNumbers: idOwnerNumbers,
    ownerOrderAhead: idOwnerOrderAhead,
    ownerPrinter: idOwnerPrinter,
    print: idPrint,
    platformConsole: idPlatformConsole,
    staff: idStaff,
    till: idTill,
    production: idProduction,
    staffOrders: idStaffOrders,
    basket: idBasket,
    store: idStore,
    delivery: idDelivery,
    checkout: idCheckout,
    site: idSite,
    hours: idHours,
    simulator: idSimulator,
    whatsappStandin: idWhatsappStandin,
    couriersStandin: idCouriersStandin,
    shop: idShop,
    ownerSetup: idOwnerSetup,
    signup: idSignup,
    couriers: idCouriers,
    courierBoard: idCourierBoard,
    promotions: idPromotions,
    promoCode: idPromoCode,
    loyalty: idLoyalty,
  },
};
