import { api } from "@/contract";
import { AppError } from "@/server/errors";
import { requireStorefront } from "@/server/http";
import { branchSlots } from "@/server/orders/slots";
import { route } from "@/server/route";

export const GET = route(api.storefront.slots, async ({ brand, params }) => {
  const storefront = await requireStorefront(brand);
  const branch = storefront.branches.find((b) => b.id === params.branchId);
  if (!branch) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  return { slots: await branchSlots(storefront, branch) };
});
