import { api } from "@/contract";
import { menuOfBranch } from "@/domain/storefront";
import { requireStorefront } from "@/server/http";
import { route } from "@/server/route";

export const GET = route(api.storefront.branches, async ({ brand }) => {
  const storefront = await requireStorefront(brand);
  return storefront.branches.map((branch) => ({
    ...branch,
    menu: menuOfBranch(storefront, branch.id),
  }));
});
