import { api } from "@/contract";
import { notificationFor } from "@/server/flows/payment-notification";
import { route } from "@/server/route";

export const POST = route(api.payments.notification, ({ brand, params, request }) =>
  notificationFor(brand, params.provider, request),
);
