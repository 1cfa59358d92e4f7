import { api } from "@/contract";
import { suspendShop } from "@/server/platform/suspension";
import { route } from "@/server/route";

export const POST = route(api.platform.suspend, ({ params, body, signedIn }) =>
  suspendShop(params.brandId, body.reason, signedIn),
);
