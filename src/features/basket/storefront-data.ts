"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { BranchWithMenu } from "@/contract";
import { routes } from "@/contract/routes";
import type { StoreConfigs } from "@/domain/brand-config";
import type { Menu } from "@/domain/storefront";
import { call } from "@/features/api/client";

export type { BranchWithMenu };

/** The brand's branches with their menus (spec §3 linkedMenusAndBranches), current prices. */
export const branchesQuery = {
  queryKey: ["branches"],
  queryFn: async (): Promise<BranchWithMenu[]> => {
    return call(routes.storefront.branches, {});
  },
};

export function useBranches() {
  return useQuery(branchesQuery);
}

/**
 * Reads the branches again past the browser's cached copy (a minute old at most): when the
 * server refused an order because a branch is closed or paused, what the page shows catches up.
 */
export function useRefreshBranches(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: branchesQuery.queryKey,
      queryFn: () => call(routes.storefront.branches, { fresh: true }),
      staleTime: 0,
    });
}

/** The slots a branch takes orders for LATER (domain/slots.ts); fetched while `enabled`. */
export function useSlots(branchId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ["slots", branchId],
    queryFn: async () =>
      (await call(routes.storefront.slots, { params: { branchId: branchId ?? "" } })).slots,
    enabled: enabled && Boolean(branchId),
    staleTime: 30_000,
  });
}

export function menuOf(
  branches: readonly BranchWithMenu[] | undefined,
  branchId: string | null,
): Menu | undefined {
  return branchId ? branches?.find((b) => b.id === branchId)?.menu : undefined;
}

/** The brand's storeConfigs (spec §3): payment methods and shipping blocks. */
export function useStoreConfigs() {
  return useQuery({
    queryKey: ["store-configs"],
    queryFn: async (): Promise<StoreConfigs> => {
      return call(routes.storefront.storeConfigs, {});
    },
  });
}
