// A brand's WhatsApp (issue 37 item 1, docs/owner.md "WhatsApp"): the owner enters the Cloud API
// account (its secrets stored sealed, only ever answered masked), chooses the channel of each kind
// of message, checks it with a test message to their own phone, or removes it.
import { z } from "zod";
import { CHANNEL_CHOICES } from "@/domain/whatsapp";
import type { WhatsAppView } from "@/domain/whatsapp-account";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** A secret as pasted; empty or left out keeps the stored one (src/domain/whatsapp-account.ts). */
const secret = z.string().max(1000).optional();

/** The body of POST /api/owner/whatsapp: the whole form, checked by checkWhatsapp. */
export const whatsappBody = z.strictObject({
  phoneNumberId: z.string().max(100),
  accessToken: secret,
  appSecret: secret,
  signInChannel: z.enum(CHANNEL_CHOICES),
  orderChannel: z.enum(CHANNEL_CHOICES),
  fallbackSeconds: z.number(),
});
export type WhatsAppBody = z.output<typeof whatsappBody>;

export const whatsapp = endpoint(routes.owner.whatsapp, {
  summary:
    "The brand's WhatsApp: its account (phone number id, the access token and app secret masked `EAAG…x9Zq`, who set it and when) or null, the channel of sign-in codes and of order messages, the fallback time; the webhook URL and verify token to enter at Meta; the owner's own number (where a test goes); this month's messages to customers by channel.",
  data: returns<WhatsAppView>("WhatsAppView"),
  cache: PRIVATE,
  errors: [],
});

export const saveWhatsapp = endpoint(routes.owner.saveWhatsapp, {
  summary:
    "Store (replace) the brand's WhatsApp: {phoneNumberId, accessToken?, appSecret?, signInChannel, orderChannel, fallbackSeconds}; a secret empty or left out keeps the stored one (both are needed the first time). Channels: SMS, WHATSAPP or WHATSAPP_THEN_SMS. Answers the view, masked. A refusal names each field and its problem (`problems`: [{field, problem}]), never a secret, and keeps what was stored.",
  body: whatsappBody,
  data: returns<WhatsAppView>("WhatsAppView"),
  errors: ["WHATSAPP_SETTINGS_INVALID"],
});

export const testWhatsapp = endpoint(routes.owner.testWhatsapp, {
  summary:
    "Send Meta's `hello_world` template from the brand's account to the signed-in owner's own number, now. Answers {sentTo}; a refusal or a Cloud API that does not answer is 502 WHATSAPP_TEST_FAILED (`permanent`: true when the API refused it: a wrong token or phone number id).",
  body: z.strictObject({}),
  data: returns<{ sentTo: string }>("WhatsAppTest"),
  errors: ["WHATSAPP_NOT_SET", "WHATSAPP_TEST_FAILED"],
});

export const removeWhatsapp = endpoint(routes.owner.removeWhatsapp, {
  summary:
    "Remove the brand's WhatsApp account: every message goes by SMS again. The messages already sent and their counts stay. Answers the view.",
  body: z.strictObject({}),
  data: returns<WhatsAppView>("WhatsAppView"),
  errors: ["WHATSAPP_NOT_SET"],
});
