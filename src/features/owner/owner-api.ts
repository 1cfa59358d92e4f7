import { routes } from "@/contract/routes";
import { call } from "@/features/api/client";

// The owner console's calls ride on the session cookie (src/features/api/client.ts).
export const ownerApi = {
  brand: () => call(routes.owner.brand, { fresh: true }),
  save: (base: number, document: unknown) =>
    call(routes.owner.saveBrand, { body: { base, document } }),
  history: () => call(routes.owner.history, { query: {}, fresh: true }),
  restore: (number: number, base: number) =>
    call(routes.owner.restore, { params: { number: String(number) }, body: { base } }),
};

export const OWNER_BRAND_KEY = ["owner-brand"];
export const OWNER_HISTORY_KEY = ["owner-history"];
