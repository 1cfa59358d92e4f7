import { api } from "@/contract";
import { menuTemplate } from "@/server/owner/menu-sheet";
import { localeOfRequest } from "@/server/page-path";
import { route } from "@/server/route";

export const GET = route(api.owner.menuTemplate, async ({ brand, params, query, request }) =>
  menuTemplate(
    brand,
    params.menuId,
    query.format,
    query.lang ?? localeOfRequest(brand, request.headers),
  ),
);
