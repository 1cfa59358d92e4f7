import { api } from "@/contract";
import { clientIp } from "@/server/auth/http";
import { courierQuotes } from "@/server/flows/courier-quotes";
import { route } from "@/server/route";

export const POST = route(api.storefront.courierQuotes, async ({ brand, body, request }) =>
  courierQuotes(brand, clientIp(request), body),
);
