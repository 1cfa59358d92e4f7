import { api } from "@/contract";
import { customerLoyalty } from "@/server/flows/price-order";
import { route } from "@/server/route";

export const GET = route(api.account.loyalty, async ({ brand, signedIn }) =>
  customerLoyalty(brand, signedIn.user),
);
