import { api } from "@/contract";
import { route } from "@/server/route";
import { standinMessages } from "@/server/whatsapp/standin-page";

export const GET = route(api.whatsapp.standinMessages, ({ brand, query }) =>
  standinMessages(brand, query.phone),
);
