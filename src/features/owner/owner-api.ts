import type { ManagedBranch } from "@/contract";
import type { PaymentKeysBody } from "@/contract/owner-payments";
import { consoleRoutes } from "@/contract/routes-console";
import { customerRoutes } from "@/contract/routes-customer";
import { call } from "@/features/api/client";

// The owner console's calls ride on the session cookie (src/features/api/client.ts).
export const ownerApi = {
  brand: () => call(consoleRoutes.owner.brand, { fresh: true }),
  save: (base: number, document: unknown) =>
    call(consoleRoutes.owner.saveBrand, { body: { base, document } }),
  history: () => call(consoleRoutes.owner.history, { query: {}, fresh: true }),
  // The customers' place search, for a branch's address (the same endpoints and limits).
  places: (q: string, session: string) =>
    call(customerRoutes.geo.places, { query: { q, session } }),
  geocode: (q: string) => call(customerRoutes.geo.geocode, { query: { q } }),
  restore: (number: number, base: number) =>
    call(consoleRoutes.owner.restore, { params: { number: String(number) }, body: { base } }),
  // A branch's own pages (an owner or its manager).
  // The brand's keys at its payment gateway (issue 20): masked; replaced whole.
  paymentKeys: () => call(consoleRoutes.owner.paymentKeys, { fresh: true }),
  savePaymentKeys: (body: PaymentKeysBody) => call(consoleRoutes.owner.savePaymentKeys, { body }),
  managedBranches: () => call(consoleRoutes.manage.branches, { fresh: true }),
  saveBranch: (branchId: string, body: BranchChange & { base: number }) =>
    call(consoleRoutes.manage.saveBranch, { params: { branchId }, body }),
};

/** What a manager changes of a branch (POST /api/manage/branches/{branchId}). */
export type BranchChange = Pick<ManagedBranch, "openingHours" | "closures" | "hiddenItems">;

export const OWNER_BRAND_KEY = ["owner-brand"];
export const OWNER_HISTORY_KEY = ["owner-history"];
export const MANAGED_BRANCHES_KEY = ["managed-branches"];
export const PAYMENT_KEYS_KEY = ["owner-payment-keys"];
