import { api } from "@/contract";
import { subscribeToBranchChanges } from "@/server/live/live";
import { route } from "@/server/route";
import { eventStream } from "@/server/sse";

/**
 * The storefront's live feed (Server-Sent Events, issue 18 items 6-7): `event: branch` with
 * {branchId} each time a branch of the host's brand is paused or resumed, or an item there is
 * marked sold out or back; `event: resync` when changes may have been missed. Public, like the
 * branches it points at: the page reads GET /api/branches again on either.
 */
export const GET = route(api.storefront.events, async ({ brand, request }) =>
  eventStream(
    request,
    async (sink) => {
      const unsubscribe = subscribeToBranchChanges((change) => {
        if (!change) sink.send("resync", {});
        else if (change.brandId === brand.id) sink.send("branch", { branchId: change.branchId });
      });
      sink.send("ready", {});
      return unsubscribe;
    },
    async () => true,
  ),
);
