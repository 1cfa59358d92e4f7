import type { Route } from "./endpoint";

// The routes the staff's pages call (the board, the production list, the till, printing, orders
// taken by phone, couriers).
// Apart, so a page ships only its own audience's table (src/contract/routes.ts joins them).

export const staffRoutes = {
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
  // Issue 38: an order's courier, booked and cancelled from the board.
  staffCouriers: {
    services: { method: "GET", path: "/api/staff/couriers", caller: "staff", answer: "data" },
    book: {
      method: "POST",
      path: "/api/staff/orders/{orderId}/courier",
      caller: "staff",
      answer: "data",
    },
    cancel: {
      method: "DELETE",
      path: "/api/staff/orders/{orderId}/courier",
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
} as const satisfies Record<string, Record<string, Route>>;
