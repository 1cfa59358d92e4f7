import { api } from "@/contract";
import { route } from "@/server/route";
import { checkAddress } from "@/server/signup/shops";

export const GET = route(api.signup.shopAddress, ({ query }) => checkAddress(query.name));
