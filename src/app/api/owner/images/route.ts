import { api } from "@/contract";
import { MAX_ASSET_BYTES } from "@/server/brands/assets";
import { saveOwnerImage } from "@/server/owner/images";
import { route } from "@/server/route";
import { formImage } from "@/server/uploads/form-image";

export const POST = route(api.owner.images, async ({ brand, signedIn, query, request }) =>
  saveOwnerImage(brand, signedIn.user.uid, query.kind, await formImage(request, MAX_ASSET_BYTES)),
);
