import { api } from "@/contract";
import { openStateView } from "@/domain/hours";
import { menuOfBranch } from "@/domain/storefront";
import { requireStorefront } from "@/server/http";
import { route } from "@/server/route";
import { currentMarks } from "@/server/staff/marks";

export const GET = route(api.storefront.branches, async ({ brand }) => {
  const storefront = await requireStorefront(brand);
  const now = new Date();
  const { pauses, soldOut } = await currentMarks(brand.id, now);
  return storefront.branches.map((branch) => ({
    ...branch,
    openState: openStateView(branch, now, storefront.brand.timeZone, pauses.get(branch.id)),
    soldOut: soldOut.get(branch.id) ?? [],
    menu: menuOfBranch(storefront, branch.id),
  }));
});
