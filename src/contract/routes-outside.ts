import type { Route } from "./endpoint";

// The routes others call, and the stand-ins' pages that play them: a payment gateway's
// notifications, Meta's WhatsApp webhook, the web server's question about a shop's domain, the OpenAPI document, the payment simulator's and the
// WhatsApp stand-in's pages. Apart, so no customer's page ships them (src/contract/routes.ts
// joins the tables).

export const outsideRoutes = {
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
  // WhatsApp (issue 37): Meta's webhook, and the stand-in's page (what a phone received).
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
  // Couriers (issue 38): the aggregator's webhook, and the courier stand-in's page.
  couriers: {
    webhook: {
      method: "POST",
      path: "/api/couriers/{brandId}/webhook",
      caller: "anyone",
      answer: "data",
    },
    standinBookings: {
      method: "GET",
      path: "/api/courier-standin/bookings",
      caller: "anyone",
      answer: "data",
    },
    standinPress: {
      method: "POST",
      path: "/api/courier-standin/bookings/{id}",
      caller: "anyone",
      answer: "data",
    },
  },
  meta: {
    openApi: { method: "GET", path: "/api/openapi.json", caller: "anyone", answer: "json" },
  },
  // The web server asks whether to get a certificate for a shop's own domain (issue 35 item 7).
  domains: {
    allowed: { method: "GET", path: "/api/domains/allowed", caller: "anyone", answer: "data" },
  },
} as const satisfies Record<string, Record<string, Route>>;
