import { api } from "@/contract";
import { route } from "@/server/route";
import { handshake, webhookFor } from "@/server/whatsapp/webhook";

export const GET = route(api.whatsapp.handshake, ({ brand, query }) => handshake(brand, query));

export const POST = route(api.whatsapp.webhook, ({ brand, request }) => webhookFor(brand, request));
