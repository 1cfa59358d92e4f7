import { api } from "@/contract";
import { uploadedSheet } from "@/server/owner/menu-sheet-file";
import { importMenu } from "@/server/owner/menu-sheet";
import { localeOfRequest } from "@/server/page-path";
import { route } from "@/server/route";

export const POST = route(
  api.owner.menuImport,
  async ({ brand, role, signedIn, params, query, request }) =>
    importMenu(
      brand,
      role,
      signedIn,
      params.menuId,
      await uploadedSheet(request),
      query.base,
      query.lang ?? localeOfRequest(brand, request.headers),
    ),
);
