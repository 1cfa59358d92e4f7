import type { WhatsAppBody } from "@/contract/owner-whatsapp";
import { consoleRoutes } from "@/contract/routes-console";
import { call } from "@/features/api/client";

// The console's WhatsApp calls (issue 37), on the session cookie like the rest of the console.
export const whatsappApi = {
  view: () => call(consoleRoutes.owner.whatsapp, { fresh: true }),
  save: (body: WhatsAppBody) => call(consoleRoutes.owner.saveWhatsapp, { body }),
  test: () => call(consoleRoutes.owner.testWhatsapp, { body: {} }),
  remove: () => call(consoleRoutes.owner.removeWhatsapp, { body: {} }),
};

export const WHATSAPP_KEY = ["owner-whatsapp"];
