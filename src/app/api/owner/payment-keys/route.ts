import { api } from "@/contract";
import { paymentKeysView, saveOwnerKeys } from "@/server/owner/payment-keys";
import { route } from "@/server/route";

export const GET = route(api.owner.paymentKeys, ({ brand }) => paymentKeysView(brand));

export const POST = route(api.owner.savePaymentKeys, ({ brand, role, body }) =>
  saveOwnerKeys(brand, role.name, body),
);
