import { api } from "@/contract";
import { exportMenu } from "@/server/owner/menu-sheet";
import { localeOfRequest } from "@/server/page-path";
import { route } from "@/server/route";

export const GET = route(api.owner.menuExport, async ({ brand, params, query, request }) =>
  exportMenu(
    brand,
    params.menuId,
    query.format,
    query.lang ?? localeOfRequest(brand, request.headers),
  ),
);
