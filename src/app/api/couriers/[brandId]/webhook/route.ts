import { api } from "@/contract";
import { courierWebhook } from "@/server/flows/courier-webhook";
import { route } from "@/server/route";

export const POST = route(api.couriers.webhook, ({ brand, request }) =>
  courierWebhook(brand, request),
);
