// Every endpoint's route: what the browser's client reads at run time (method, path, caller,
// answer kind). The declarations (one file per area, listed in index.ts) build on these with
// their schemas, error codes and Cache-Control, for the server and the OpenAPI document. The
// browser imports this table, and the declarations only as types (`DeclarationOf`), so a page
// that calls an endpoint does not ship its schemas (decision 0020).
import type { api } from "./index";
import type { Route } from "./endpoint";

export const routes = {
  auth: {
    createOtp: { method: "POST", path: "/api/auth/create-otp", caller: "anyone", answer: "data" },
    verifyOtp: {
      method: "POST",
      path: "/api/auth/get-custom-token-by-otp",
      caller: "anyone",
      answer: "data",
    },
    createSession: {
      method: "POST",
      path: "/api/auth/create-session",
      caller: "anyone",
      answer: "data",
    },
    session: { method: "GET", path: "/api/auth/session", caller: "anyone", answer: "data" },
    logout: { method: "POST", path: "/api/auth/logout", caller: "customer", answer: "data" },
  },
  storefront: {
    branches: { method: "GET", path: "/api/branches", caller: "anyone", answer: "data" },
    slots: {
      method: "GET",
      path: "/api/branches/{branchId}/slots",
      caller: "anyone",
      answer: "data",
    },
    storeConfigs: { method: "GET", path: "/api/store-configs", caller: "anyone", answer: "data" },
    events: { method: "GET", path: "/api/storefront/events", caller: "anyone", answer: "events" },
    deliveryPrice: {
      method: "POST",
      path: "/api/delivery/price",
      caller: "anyone",
      answer: "data",
    },
  },
  geo: {
    places: { method: "GET", path: "/api/geo/places", caller: "anyone", answer: "data" },
    geocode: { method: "GET", path: "/api/geo/geocode", caller: "anyone", answer: "data" },
    directions: { method: "GET", path: "/api/geo/directions", caller: "anyone", answer: "json" },
  },
  orders: {
    placeOrder: {
      method: "POST",
      path: "/api/orders/{brandId}/customer",
      caller: "customer",
      answer: "data",
    },
    order: {
      method: "GET",
      path: "/api/orders/{brandId}/{orderId}",
      caller: "customer",
      answer: "data",
    },
    orderEvents: {
      method: "GET",
      path: "/api/orders/{brandId}/{orderId}/events",
      caller: "customer",
      answer: "events",
    },
    payment: {
      method: "POST",
      path: "/api/orders/{brandId}/{orderId}/payment",
      caller: "customer",
      answer: "data",
    },
    paymentAttempt: {
      method: "POST",
      path: "/api/orders/{brandId}/{orderId}/payment/attempts",
      caller: "customer",
      answer: "data",
    },
    paymentInPerson: {
      method: "POST",
      path: "/api/orders/{brandId}/{orderId}/payment/in-person",
      caller: "customer",
      answer: "data",
    },
    myOrders: { method: "GET", path: "/api/me/{id}/orders", caller: "self", answer: "data" },
    recentAddresses: {
      method: "GET",
      path: "/api/me/{id}/recent-addresses",
      caller: "self",
      answer: "data",
    },
  },
  account: {
    profile: { method: "GET", path: "/api/me/{id}/profile", caller: "self", answer: "data" },
    saveProfile: { method: "POST", path: "/api/me/{id}/profile", caller: "self", answer: "data" },
    hideAddress: {
      method: "POST",
      path: "/api/me/{id}/recent-addresses/hide",
      caller: "self",
      answer: "data",
    },
    exportData: { method: "GET", path: "/api/me/{id}/export", caller: "self", answer: "file" },
    deleteAccount: { method: "POST", path: "/api/me/{id}/delete", caller: "self", answer: "data" },
  },
  uploads: {
    paymentProof: {
      method: "POST",
      path: "/api/uploads/payment-proof",
      caller: "customer",
      answer: "data",
    },
    upload: { method: "GET", path: "/api/uploads/{id}", caller: "customer", answer: "image" },
  },
  owner: {
    brand: { method: "GET", path: "/api/owner/brand", caller: "owner", answer: "data" },
    saveBrand: { method: "POST", path: "/api/owner/brand", caller: "owner", answer: "data" },
    history: { method: "GET", path: "/api/owner/revisions", caller: "owner", answer: "data" },
    revision: {
      method: "GET",
      path: "/api/owner/revisions/{number}",
      caller: "owner",
      answer: "data",
    },
    restore: {
      method: "POST",
      path: "/api/owner/revisions/{number}/restore",
      caller: "owner",
      answer: "data",
    },
    sales: { method: "GET", path: "/api/owner/sales", caller: "owner", answer: "data" },
    ordersExport: {
      method: "GET",
      path: "/api/owner/sales/orders",
      caller: "owner",
      answer: "csv",
    },
    images: { method: "POST", path: "/api/owner/images", caller: "owner", answer: "data" },
    menuImportPreview: {
      method: "POST",
      path: "/api/owner/menus/{menuId}/import/preview",
      caller: "owner",
      answer: "data",
    },
    menuImport: {
      method: "POST",
      path: "/api/owner/menus/{menuId}/import",
      caller: "owner",
      answer: "data",
    },
    menuExport: {
      method: "GET",
      path: "/api/owner/menus/{menuId}/export",
      caller: "owner",
      answer: "sheet",
    },
    menuTemplate: {
      method: "GET",
      path: "/api/owner/menus/{menuId}/template",
      caller: "owner",
      answer: "sheet",
    },
    paymentKeys: {
      method: "GET",
      path: "/api/owner/payment-keys",
      caller: "owner",
      answer: "data",
    },
    savePaymentKeys: {
      method: "POST",
      path: "/api/owner/payment-keys",
      caller: "owner",
      answer: "data",
    },
    // Branches from the console (issue 35 item 3): src/contract/owner-branches.ts
    addBranch: { method: "POST", path: "/api/owner/branches", caller: "owner", answer: "data" },
    closeBranch: {
      method: "POST",
      path: "/api/owner/branches/{branchId}/close",
      caller: "owner",
      answer: "data",
    },
    reopenBranch: {
      method: "POST",
      path: "/api/owner/branches/{branchId}/reopen",
      caller: "owner",
      answer: "data",
    },
    branchRemoval: {
      method: "GET",
      path: "/api/owner/branches/{branchId}/removal",
      caller: "owner",
      answer: "data",
    },
    removeBranch: {
      method: "POST",
      path: "/api/owner/branches/{branchId}/remove",
      caller: "owner",
      answer: "data",
    },
    domain: { method: "GET", path: "/api/owner/domain", caller: "owner", answer: "data" },
    saveDomain: { method: "POST", path: "/api/owner/domain", caller: "owner", answer: "data" },
    checkDomain: {
      method: "POST",
      path: "/api/owner/domain/check",
      caller: "owner",
      answer: "data",
    },
    shop: { method: "GET", path: "/api/owner/shop", caller: "owner", answer: "data" },
    openShop: { method: "POST", path: "/api/owner/shop/open", caller: "owner", answer: "data" },
  },
  domains: {
    allowed: { method: "GET", path: "/api/domains/allowed", caller: "anyone", answer: "data" },
  },
  manage: {
    branches: { method: "GET", path: "/api/manage/branches", caller: "manager", answer: "data" },
    saveBranch: {
      method: "POST",
      path: "/api/manage/branches/{branchId}",
      caller: "manager",
      answer: "data",
    },
    // The console's Numbers page (issue 36 item 6): src/contract/owner-numbers.ts
    numbers: { method: "GET", path: "/api/manage/numbers", caller: "manager", answer: "data" },
  },
  staff: {
    board: { method: "GET", path: "/api/staff/orders", caller: "staff", answer: "data" },
    olderOrders: {
      method: "GET",
      path: "/api/staff/orders/older",
      caller: "staff",
      answer: "data",
    },
    boardEvents: { method: "GET", path: "/api/staff/events", caller: "staff", answer: "events" },
    changeStatus: {
      method: "POST",
      path: "/api/staff/orders/{orderId}/status",
      caller: "staff",
      answer: "data",
    },
    markPaid: {
      method: "POST",
      path: "/api/staff/orders/{orderId}/payment",
      caller: "staff",
      answer: "data",
    },
    pauseBranch: {
      method: "POST",
      path: "/api/staff/branches/{branchId}/pause",
      caller: "staff",
      answer: "data",
    },
    markSoldOut: {
      method: "POST",
      path: "/api/staff/branches/{branchId}/sold-out",
      caller: "staff",
      answer: "data",
    },
    retryRefund: {
      method: "POST",
      path: "/api/staff/orders/{orderId}/refund",
      caller: "staff",
      answer: "data",
    },
    // The kitchen's production list (issue 36 item 1): src/contract/production.ts
    production: { method: "GET", path: "/api/staff/production", caller: "staff", answer: "data" },
  },
  // The till (issue 36 item 5): a branch's day by payment method and its close.
  till: {
    day: { method: "GET", path: "/api/staff/till", caller: "staff", answer: "data" },
    closeDay: { method: "POST", path: "/api/staff/till/close", caller: "staff", answer: "data" },
    reopenDay: { method: "POST", path: "/api/staff/till/reopen", caller: "owner", answer: "data" },
  },
  /** Tickets and receipts on a branch's network printer (issue 36 item 2). */
  printing: {
    status: { method: "GET", path: "/api/staff/printing", caller: "staff", answer: "data" },
    print: {
      method: "POST",
      path: "/api/staff/orders/{orderId}/print",
      caller: "staff",
      answer: "data",
    },
  },
  // Issue 36 item 4: orders staff take by phone or WhatsApp, corrected before they are accepted.
  staffOrders: {
    customer: { method: "GET", path: "/api/staff/customers", caller: "staff", answer: "data" },
    quote: {
      method: "POST",
      path: "/api/staff/taken-orders/quote",
      caller: "staff",
      answer: "data",
    },
    take: { method: "POST", path: "/api/staff/taken-orders", caller: "staff", answer: "data" },
    correct: {
      method: "POST",
      path: "/api/staff/orders/{orderId}/correction",
      caller: "staff",
      answer: "data",
    },
  },
  whatsapp: {
    handshake: {
      method: "GET",
      path: "/api/whatsapp/webhook",
      caller: "anyone",
      answer: "json",
    },
    webhook: { method: "POST", path: "/api/whatsapp/webhook", caller: "anyone", answer: "data" },
    standinMessages: {
      method: "GET",
      path: "/api/whatsapp/standin/messages",
      caller: "anyone",
      answer: "data",
    },
    standinReply: {
      method: "POST",
      path: "/api/whatsapp/standin/replies",
      caller: "anyone",
      answer: "data",
    },
  },
  payments: {
    notification: {
      method: "POST",
      path: "/api/payments/{provider}/notifications",
      caller: "anyone",
      answer: "data",
    },
    simulatedCharge: {
      method: "GET",
      path: "/api/payments/simulator/charges/{reference}",
      caller: "anyone",
      answer: "data",
    },
    simulate: {
      method: "POST",
      path: "/api/payments/simulator/charges/{reference}",
      caller: "anyone",
      answer: "data",
    },
  },
  operator: {
    importBrand: {
      method: "POST",
      path: "/api/operator/brands",
      caller: "operator",
      answer: "data",
    },
    exportBrand: {
      method: "POST",
      path: "/api/operator/brands/{brandId}/export",
      caller: "operator",
      answer: "data",
    },
    paymentKeys: {
      method: "POST",
      path: "/api/operator/brands/{brandId}/payment-keys",
      caller: "operator",
      answer: "data",
    },
    orderStatus: {
      method: "POST",
      path: "/api/operator/orders/{brandId}/{orderId}/status",
      caller: "operator",
      answer: "data",
    },
    benchInsert: { method: "POST", path: "/api/bench/insert", caller: "anyone", answer: "data" },
  },
  platform: {
    shops: {
      method: "GET",
      path: "/api/platform/shops",
      caller: "platform operator",
      answer: "data",
    },
    shop: {
      method: "GET",
      path: "/api/platform/shops/{brandId}",
      caller: "platform operator",
      answer: "data",
    },
    suspend: {
      method: "POST",
      path: "/api/platform/shops/{brandId}/suspend",
      caller: "platform operator",
      answer: "data",
    },
    resume: {
      method: "POST",
      path: "/api/platform/shops/{brandId}/resume",
      caller: "platform operator",
      answer: "data",
    },
  },
  signup: {
    shopAddress: {
      method: "GET",
      path: "/api/signup/address",
      caller: "anyone",
      answer: "data",
    },
    createShop: { method: "POST", path: "/api/signup/shop", caller: "customer", answer: "data" },
  },
  meta: {
    openApi: { method: "GET", path: "/api/openapi.json", caller: "anyone", answer: "json" },
  },
} as const satisfies Record<string, Record<string, Route>>;

type Api = typeof api;
type Declaration = { [A in keyof Api]: Api[A][keyof Api[A]] }[keyof Api];

/** The declaration built on route `R`, found by its method and path: a type, free at run time. */
export type DeclarationOf<R extends Route> = Extract<
  Declaration,
  { method: R["method"]; path: R["path"] }
>;
