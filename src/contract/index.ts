// The API's table of contents (issue 15): every endpoint, declared once. docs/API.md explains the
// envelope and the errors; `GET /api/openapi.json` publishes these declarations.
import * as account from "./account";
import * as auth from "./auth";
import * as couriersOutside from "./couriers-outside";
import * as couriers from "./couriers";
import { openApi as openApiDocument } from "./meta";
import * as geo from "./geo";
import * as manage from "./manage";
import * as payments from "./payments";
import * as platform from "./platform";
import * as production from "./production";
import * as promotions from "./promotions";
import * as printing from "./printing";
import * as operator from "./operator";
import * as orders from "./orders";
import * as owner from "./owner";
import * as ownerBranches from "./owner-branches";
import * as ownerNumbers from "./owner-numbers";
import * as ownerSales from "./owner-sales";
import * as ownerImages from "./owner-images";
import * as ownerMenuSheet from "./owner-menu-sheet";
import * as ownerPayments from "./owner-payments";
import * as ownerDomain from "./owner-domain";
import * as ownerShop from "./owner-shop";
import * as ownerWhatsapp from "./owner-whatsapp";
import * as ownerCouriers from "./owner-couriers";
import * as ownerPromotions from "./owner-promotions";
import * as signup from "./signup";
import * as staff from "./staff";
import * as staffOrders from "./staff-orders";
import * as staffCouriers from "./staff-couriers";
import * as storefront from "./storefront";
import * as till from "./till";
import * as uploads from "./uploads";
import * as whatsapp from "./whatsapp";
import type { Endpoint } from "./endpoint";

export const api = {
  auth: {
    createOtp: auth.createOtp,
    verifyOtp: auth.verifyOtp,
    createSession: auth.createSession,
    session: auth.session,
    logout: auth.logout,
  },
  storefront: {
    branches: storefront.branches,
    slots: storefront.slots,
    events: storefront.events,
    storeConfigs: storefront.storeConfigs,
    deliveryPrice: storefront.deliveryPrice,
    courierQuotes: couriers.quotes,
    promotions: promotions.promotions,
    pricePreview: promotions.pricePreview,
  },
  geo: { places: geo.places, geocode: geo.geocode, directions: geo.directions },
  orders: {
    placeOrder: orders.placeOrder,
    order: orders.order,
    orderEvents: orders.orderEvents,
    payment: payments.payment,
    paymentAttempt: payments.paymentAttempt,
    paymentInPerson: payments.paymentInPerson,
    myOrders: orders.myOrders,
    recentAddresses: orders.recentAddresses,
  },
  account: {
    profile: account.profile,
    saveProfile: account.saveProfile,
    hideAddress: account.hideAddress,
    exportData: account.exportData,
    loyalty: promotions.loyalty,
    deleteAccount: account.deleteAccount,
  },
  uploads: { paymentProof: uploads.paymentProof, upload: uploads.upload },
  owner: {
    brand: owner.brand,
    saveBrand: owner.saveBrand,
    history: owner.history,
    revision: owner.revision,
    restore: owner.restore,
    sales: ownerSales.sales,
    ordersExport: ownerSales.ordersExport,
    images: ownerImages.images,
    menuImportPreview: ownerMenuSheet.menuImportPreview,
    menuImport: ownerMenuSheet.menuImport,
    menuExport: ownerMenuSheet.menuExport,
    menuTemplate: ownerMenuSheet.menuTemplate,
    paymentKeys: ownerPayments.paymentKeys,
    savePaymentKeys: ownerPayments.savePaymentKeys,
    whatsapp: ownerWhatsapp.whatsapp,
    saveWhatsapp: ownerWhatsapp.saveWhatsapp,
    testWhatsapp: ownerWhatsapp.testWhatsapp,
    removeWhatsapp: ownerWhatsapp.removeWhatsapp,
    couriers: ownerCouriers.couriers,
    saveCouriers: ownerCouriers.saveCouriers,
    checkCouriers: ownerCouriers.checkCouriers,
    removeCouriers: ownerCouriers.removeCouriers,
    promotions: ownerPromotions.promotions,
    createPromotion: ownerPromotions.createPromotion,
    updatePromotion: ownerPromotions.updatePromotion,
    pausePromotion: ownerPromotions.pausePromotion,
    resumePromotion: ownerPromotions.resumePromotion,
    archivePromotion: ownerPromotions.archivePromotion,
    generateCodes: ownerPromotions.generateCodes,
    promotionCodes: ownerPromotions.promotionCodes,
    loyalty: ownerPromotions.loyalty,
    saveLoyalty: ownerPromotions.saveLoyalty,
    addBranch: ownerBranches.addBranch,
    closeBranch: ownerBranches.closeBranch,
    reopenBranch: ownerBranches.reopenBranch,
    branchRemoval: ownerBranches.branchRemoval,
    removeBranch: ownerBranches.removeBranch,
    domain: ownerDomain.domain,
    saveDomain: ownerDomain.saveDomain,
    checkDomain: ownerDomain.checkDomain,
    shop: ownerShop.shop,
    openShop: ownerShop.openShop,
  },
  domains: { allowed: ownerDomain.allowed },
  manage: {
    branches: manage.branches,
    saveBranch: manage.saveBranch,
    numbers: ownerNumbers.numbers,
  },

  staff: {
    board: staff.board,
    olderOrders: staff.olderOrders,
    boardEvents: staff.boardEvents,
    changeStatus: staff.changeStatus,
    markPaid: staff.markPaid,
    pauseBranch: staff.pauseBranch,
    markSoldOut: staff.markSoldOut,
    retryRefund: payments.retryRefund,
    production: production.production,
  },
  till: { day: till.day, closeDay: till.closeDay, reopenDay: till.reopenDay },
  printing: { status: printing.status, print: printing.print },
  staffOrders: {
    customer: staffOrders.customer,
    quote: staffOrders.quote,
    take: staffOrders.take,
    correct: staffOrders.correct,
  },
  staffCouriers: {
    services: staffCouriers.services,
    book: staffCouriers.book,
    cancel: staffCouriers.cancel,
  },
  payments: {
    notification: payments.notification,
    simulatedCharge: payments.simulatedCharge,
    simulate: payments.simulate,
  },
  whatsapp: {
    handshake: whatsapp.handshake,
    webhook: whatsapp.webhook,
    standinMessages: whatsapp.standinMessages,
    standinReply: whatsapp.standinReply,
  },
  couriers: {
    webhook: couriersOutside.webhook,
    standinBookings: couriersOutside.standinBookings,
    standinPress: couriersOutside.standinPress,
  },
  operator: {
    importBrand: operator.importBrand,
    exportBrand: operator.exportBrand,
    paymentKeys: ownerPayments.operatorPaymentKeys,
    orderStatus: operator.orderStatus,
    benchInsert: operator.benchInsert,
  },
  platform: {
    shops: platform.shops,
    shop: platform.shop,
    suspend: platform.suspend,
    resume: platform.resume,
  },
  signup: { shopAddress: signup.shopAddress, createShop: signup.createShop },
  meta: { openApi: openApiDocument },
} as const;

/** Every declaration, for the OpenAPI document and the route check. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(api).flatMap((area) =>
  Object.values(area),
);

export type { BranchWithMenu } from "./storefront";
export type { SessionUser } from "./auth";
export type {
  BoardBranch,
  OlderBranch,
  OlderOpenOrders,
  OlderOrdersPage,
  StaffBoard,
} from "./staff";
export type { ProductionList } from "./production";
export type { BrandImportSummary } from "./operator";
export type { PrintingStatus } from "./printing";
export type { StaffCouriers } from "./staff-couriers";
export type { OwnerBrand, RevisionDetail, SavedRevision } from "./owner";
export type { ManagedBranch, ManagedBranches } from "./manage";
export type { PlatformShop, PlatformShopDetail, PlatformShops } from "./platform";
export type { NewShop, ShopAddressCheck } from "./signup";
