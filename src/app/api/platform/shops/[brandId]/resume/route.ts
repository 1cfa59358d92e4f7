import { api } from "@/contract";
import { resumeShop } from "@/server/platform/suspension";
import { route } from "@/server/route";

export const POST = route(api.platform.resume, ({ params, signedIn }) =>
  resumeShop(params.brandId, signedIn),
);
