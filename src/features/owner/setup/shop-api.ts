import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { consoleRoutes } from "@/contract/routes-console";
import { call } from "@/features/api/client";

// The shop's state and set-up checklist (issue 35 item 2), read again with each revision of the
// brand: a save in any page of the console may finish a step.
export const shopApi = {
  shop: () => call(consoleRoutes.owner.shop, { fresh: true }),
  open: () => call(consoleRoutes.owner.openShop, { body: {} }),
};

export const OWNER_SHOP_KEY = ["owner-shop"];

export function useOwnerShop(revision: number | undefined) {
  return useQuery({
    queryKey: [...OWNER_SHOP_KEY, revision],
    queryFn: shopApi.shop,
    enabled: revision !== undefined,
    // While a new revision's answer is on its way the console keeps the state it had: without it
    // every save drew the open page anew (losing, say, People's invitation to send).
    placeholderData: keepPreviousData,
  });
}
