import { api } from "@/contract";
import { shopDetail } from "@/server/platform/shops";
import { route } from "@/server/route";

export const GET = route(api.platform.shop, ({ params }) => shopDetail(params.brandId));
