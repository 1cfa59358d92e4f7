import { api } from "@/contract";
import { listShops } from "@/server/platform/shops";
import { route } from "@/server/route";

export const GET = route(api.platform.shops, ({ query }) => listShops(query));
