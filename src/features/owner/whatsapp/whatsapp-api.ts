import type { WhatsAppBody } from "@/contract/owner-whatsapp";
import { routes } from "@/contract/routes";
import { call } from "@/features/api/client";

// The console's WhatsApp calls (issue 37), on the session cookie like the rest of the console.
export const whatsappApi = {
  view: () => call(routes.owner.whatsapp, { fresh: true }),
  save: (body: WhatsAppBody) => call(routes.owner.saveWhatsapp, { body }),
  test: () => call(routes.owner.testWhatsapp, { body: {} }),
  remove: () => call(routes.owner.removeWhatsapp, { body: {} }),
};

export const WHATSAPP_KEY = ["owner-whatsapp"];
