import { menuOfBranch } from "@/domain/storefront";
import { errorResponse } from "@/server/errors";
import { ok, PUBLIC_READ_CACHE, requireStorefront } from "@/server/http";

/** The host's branches, each with its menu (spec §3 linkedMenusAndBranches), read-only. */
export async function GET(request: Request): Promise<Response> {
  try {
    const storefront = await requireStorefront(request);
    const data = storefront.branches.map((branch) => ({
      ...branch,
      menu: menuOfBranch(storefront, branch.id),
    }));
    return ok(data, { headers: PUBLIC_READ_CACHE });
  } catch (error) {
    return errorResponse(error);
  }
}
