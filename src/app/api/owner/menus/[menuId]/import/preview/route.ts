import { api } from "@/contract";
import { uploadedSheet } from "@/server/owner/menu-sheet-file";
import { previewImport } from "@/server/owner/menu-sheet";
import { localeOfRequest } from "@/server/page-path";
import { route } from "@/server/route";

export const POST = route(api.owner.menuImportPreview, async ({ brand, params, query, request }) =>
  previewImport(
    brand,
    params.menuId,
    await uploadedSheet(request),
    query.lang ?? localeOfRequest(brand, request.headers),
  ),
);
