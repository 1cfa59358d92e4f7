import type { Route } from "./endpoint";

// The routes the consoles call (the owner's and manager's, the operators', sign-up's and the platform's).
// Apart, so a page ships only its own audience's table (src/contract/routes.ts joins them).

export const consoleRoutes = {
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
    // A brand's WhatsApp (issue 37): src/contract/owner-whatsapp.ts
    whatsapp: { method: "GET", path: "/api/owner/whatsapp", caller: "owner", answer: "data" },
    saveWhatsapp: { method: "POST", path: "/api/owner/whatsapp", caller: "owner", answer: "data" },
    testWhatsapp: {
      method: "POST",
      path: "/api/owner/whatsapp/test",
      caller: "owner",
      answer: "data",
    },
    removeWhatsapp: {
      method: "POST",
      path: "/api/owner/whatsapp/remove",
      caller: "owner",
      answer: "data",
    },
    // A brand's couriers (issue 38): src/contract/owner-couriers.ts
    couriers: { method: "GET", path: "/api/owner/couriers", caller: "owner", answer: "data" },
    saveCouriers: { method: "POST", path: "/api/owner/couriers", caller: "owner", answer: "data" },
    checkCouriers: {
      method: "POST",
      path: "/api/owner/couriers/check",
      caller: "owner",
      answer: "data",
    },
    removeCouriers: {
      method: "POST",
      path: "/api/owner/couriers/remove",
      caller: "owner",
      answer: "data",
    },
    // A brand's promotions and loyalty (issue 39): src/contract/owner-promotions.ts
    promotions: { method: "GET", path: "/api/owner/promotions", caller: "owner", answer: "data" },
    createPromotion: {
      method: "POST",
      path: "/api/owner/promotions",
      caller: "owner",
      answer: "data",
    },
    updatePromotion: {
      method: "POST",
      path: "/api/owner/promotions/{promotionId}",
      caller: "owner",
      answer: "data",
    },
    pausePromotion: {
      method: "POST",
      path: "/api/owner/promotions/{promotionId}/pause",
      caller: "owner",
      answer: "data",
    },
    resumePromotion: {
      method: "POST",
      path: "/api/owner/promotions/{promotionId}/resume",
      caller: "owner",
      answer: "data",
    },
    archivePromotion: {
      method: "POST",
      path: "/api/owner/promotions/{promotionId}/archive",
      caller: "owner",
      answer: "data",
    },
    generateCodes: {
      method: "POST",
      path: "/api/owner/promotions/{promotionId}/codes",
      caller: "owner",
      answer: "data",
    },
    promotionCodes: {
      method: "GET",
      path: "/api/owner/promotions/{promotionId}/codes",
      caller: "owner",
      answer: "csv",
    },
    loyalty: { method: "GET", path: "/api/owner/loyalty", caller: "owner", answer: "data" },
    saveLoyalty: { method: "POST", path: "/api/owner/loyalty", caller: "owner", answer: "data" },
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
} as const satisfies Record<string, Record<string, Route>>;
