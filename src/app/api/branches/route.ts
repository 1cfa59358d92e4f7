import { api } from "@/contract";
import { openStateView } from "@/domain/hours";
import { menuOfBranch } from "@/domain/storefront";
import { requireStorefront } from "@/server/http";
import { route } from "@/server/route";
import { pausesOf } from "@/server/staff/pauses";
import { soldOutOf } from "@/server/staff/sold-out";

export const GET = route(api.storefront.branches, async ({ brand }) => {
  const storefront = await requireStorefront(brand);
  const now = new Date();
  const [paused, soldOut] = await Promise.all([pausesOf(brand.id, now), soldOutOf(brand.id, now)]);
  return storefront.branches.map((branch) => ({
    ...branch,
    openState: openStateView(branch, now, storefront.brand.timeZone, paused.get(branch.id)),
    soldOut: soldOut.get(branch.id) ?? [],
    menu: menuOfBranch(storefront, branch.id),
  }));
});
