"use client";

import { useQuery } from "@tanstack/react-query";
import type { StoreConfigs } from "@/domain/brand-config";
import type { Branch, Menu } from "@/domain/storefront";

export type BranchWithMenu = Branch & { menu: Menu | undefined };

/** The brand's branches with their menus (spec §3 linkedMenusAndBranches), current prices. */
export const branchesQuery = {
  queryKey: ["branches"],
  queryFn: async (): Promise<BranchWithMenu[]> => {
    const response = await fetch("/api/branches");
    if (!response.ok) throw new Error(`branches: ${response.status}`);
    return ((await response.json()) as { data: BranchWithMenu[] }).data;
  },
};

export function useBranches() {
  return useQuery(branchesQuery);
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
      const response = await fetch("/api/store-configs");
      if (!response.ok) throw new Error(`store-configs: ${response.status}`);
      return ((await response.json()) as { data: StoreConfigs }).data;
    },
  });
}
