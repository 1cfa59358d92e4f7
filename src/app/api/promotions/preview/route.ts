import { api } from "@/contract";
import { previewPrice } from "@/server/flows/price-order";
import { route } from "@/server/route";

export const POST = route(api.storefront.pricePreview, async ({ brand, signedIn, body }) =>
  previewPrice(brand, signedIn.user, body),
);
