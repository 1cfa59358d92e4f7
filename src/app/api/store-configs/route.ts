import { api } from "@/contract";
import { requireStorefront } from "@/server/http";
import { route } from "@/server/route";

export const GET = route(
  api.storefront.storeConfigs,
  async ({ brand }) => (await requireStorefront(brand)).storeConfigs,
);
