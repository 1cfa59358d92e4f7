"use client";

import type { QueryClient } from "@tanstack/react-query";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useEventStream } from "@/ui/use-event-stream";
import type { BranchWithMenu } from "@/contract";
import { customerRoutes } from "@/contract/routes-customer";
import type { StoreConfigs } from "@/domain/brand-config";
import type { Menu } from "@/domain/storefront";
import { call } from "@/features/api/client";

export type { BranchWithMenu };

/** The brand's branches with their menus (spec §3 linkedMenusAndBranches), current prices. */
export const branchesQuery = {
  queryKey: ["branches"],
  queryFn: async (): Promise<BranchWithMenu[]> => {
    return call(customerRoutes.storefront.branches, {});
  },
};

export function useBranches() {
  return useQuery(branchesQuery);
}

/**
 * A read of `queryKey` that begins after this call. fetchQuery joins a read already in flight,
 * which may have left before the change that asks for this one (issue 32 item 4: an open
 * storefront missed a sold-out mark): then a second read follows it. A read in flight that began
 * after this call is as good as a new one, so joining it is fine.
 */
export async function readAfterNow<T>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  queryFn: () => Promise<T>,
): Promise<T> {
  const read = () => queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0 });
  const joined = queryClient.isFetching({ queryKey, exact: true }) > 0;
  const first = await read();
  return joined ? read() : first;
}

/**
 * Reads the branches again past the browser's cached copy (a minute old at most): when the
 * server refused an order because a branch is closed or paused, or staff changed one, what the
 * page shows catches up.
 */
export function useRefreshBranches(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    readAfterNow(queryClient, branchesQuery.queryKey, () =>
      call(customerRoutes.storefront.branches, { fresh: true }),
    );
}

/** The slots a branch takes orders for LATER (domain/slots.ts); fetched while `enabled`. */
export function useSlots(branchId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ["slots", branchId],
    queryFn: async () =>
      (await call(customerRoutes.storefront.slots, { params: { branchId: branchId ?? "" } })).slots,
    enabled: enabled && Boolean(branchId),
    staleTime: 30_000,
  });
}

/** How long after the page loads the live stream opens: the page's load does not wait for it. */
export const LIVE_AFTER_MS = 3_000;

/**
 * Keeps the branches current while the page is open (issue 18 items 6-7): when staff pause a
 * branch or mark an item sold out, GET /api/storefront/events says which branch, and the branches
 * are read again past the browser's cache. Each time the stream opens they are read again too:
 * what changed before it opened (or while it was down) is not lost.
 */
export function useStorefrontLive(): void {
  const refresh = useRefreshBranches();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const id = setTimeout(() => setUrl(customerRoutes.storefront.events.path), LIVE_AFTER_MS);
    return () => clearTimeout(id);
  }, []);
  useEventStream(url, { branch: () => void refresh(), resync: () => void refresh() }, () => {
    void refresh();
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
      return call(customerRoutes.storefront.storeConfigs, {});
    },
  });
}

/**
 * The brand's automatic promotions (issue 39): the menu's strip and the basket's hints. Asked for
 * after the page has loaded (the strip is drawn then), never for the page's first paint.
 */
export function useOffers() {
  return useQuery({
    queryKey: ["promotions"],
    queryFn: async () => (await call(customerRoutes.storefront.promotions, {})).promotions,
    staleTime: 60_000,
  });
}
