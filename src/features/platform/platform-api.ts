import { routes } from "@/contract/routes";
import { call } from "@/features/api/client";

// The platform's console (issue 35 item 6): its calls ride on the platform's session cookie.
export const platformApi = {
  shops: (q: string, page: number) =>
    call(routes.platform.shops, { query: { q, page }, fresh: true }),
  shop: (brandId: string) => call(routes.platform.shop, { params: { brandId }, fresh: true }),
  suspend: (brandId: string, reason: string) =>
    call(routes.platform.suspend, { params: { brandId }, body: { reason } }),
  resume: (brandId: string) => call(routes.platform.resume, { params: { brandId } }),
};

export const shopsKey = (q: string, page: number) => ["platform-shops", q, page];
export const shopKey = (brandId: string) => ["platform-shop", brandId];
