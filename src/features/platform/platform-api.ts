import { consoleRoutes } from "@/contract/routes-console";
import { call } from "@/features/api/client";

// The platform's console (issue 35 item 6): its calls ride on the platform's session cookie.
export const platformApi = {
  shops: (q: string, page: number) =>
    call(consoleRoutes.platform.shops, { query: { q, page }, fresh: true }),
  shop: (brandId: string) =>
    call(consoleRoutes.platform.shop, { params: { brandId }, fresh: true }),
  suspend: (brandId: string, reason: string) =>
    call(consoleRoutes.platform.suspend, { params: { brandId }, body: { reason } }),
  resume: (brandId: string) => call(consoleRoutes.platform.resume, { params: { brandId } }),
};

export const shopsKey = (q: string, page: number) => ["platform-shops", q, page];
export const shopKey = (brandId: string) => ["platform-shop", brandId];
