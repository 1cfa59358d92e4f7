import type { Route } from "./endpoint";

// The routes a customer's pages call (the storefront, sign-in, orders, payments, the account).
// Apart, so a page ships only its own audience's table (src/contract/routes.ts joins them).

export const customerRoutes = {
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
    /** Issue 39: the automatic promotions a basket may point at (src/contract/promotions.ts). */
    promotions: { method: "GET", path: "/api/promotions", caller: "anyone", answer: "data" },
    /** Issue 39: an order priced as it would be placed, with its code and reward. */
    pricePreview: {
      method: "POST",
      path: "/api/promotions/preview",
      caller: "customer",
      answer: "data",
    },
    /** Issue 38: the branch's couriers for an address and a basket (src/contract/couriers.ts). */
    courierQuotes: {
      method: "POST",
      path: "/api/couriers/quotes",
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
    /** Issue 39: the customer's stamps or points at this brand, and their history. */
    loyalty: { method: "GET", path: "/api/me/{id}/loyalty", caller: "self", answer: "data" },
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
} as const satisfies Record<string, Record<string, Route>>;
