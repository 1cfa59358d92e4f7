import { api } from "@/contract";
import { clientIp } from "@/server/auth/http";
import { route } from "@/server/route";
import { createShop } from "@/server/signup/shops";

export const POST = route(api.signup.createShop, ({ body, signedIn, request }) =>
  createShop(signedIn.user, body, clientIp(request)),
);
