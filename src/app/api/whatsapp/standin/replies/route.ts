import { api } from "@/contract";
import { route } from "@/server/route";
import { replyOnStandin } from "@/server/whatsapp/standin-page";

export const POST = route(api.whatsapp.standinReply, ({ brand, body }) =>
  replyOnStandin(brand, body.phone, body.text),
);
