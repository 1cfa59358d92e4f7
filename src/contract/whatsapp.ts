// WhatsApp (issue 37, docs/whatsapp.md): the brand's webhook at Meta, and the stand-in's test page.
import { z } from "zod";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

export const handshake = endpoint(routes.whatsapp.handshake, {
  summary:
    "Meta's check of the brand's webhook URL: with hub.mode=subscribe and hub.verify_token the brand's verify token (the owner's console shows it), the answer is hub.challenge as text/plain; anything else is 403 FORBIDDEN.",
  query: z.object({
    "hub.mode": z.string().max(100).optional(),
    "hub.verify_token": z.string().max(200).optional(),
    "hub.challenge": z.string().max(200).optional(),
  }),
  data: returns<string>("WhatsAppChallenge"),
  errors: ["FORBIDDEN"],
});

export const webhook = endpoint(routes.whatsapp.webhook, {
  summary:
    "The Cloud API's events for the brand's number, signed with X-Hub-Signature-256 (sha256= HMAC of the raw body under the brand's app secret; missing or wrong: 401, nothing kept). Receipts move the brand's messages forward only (the same one twice, or late, changes nothing); a failed WhatsApp message the brand wanted by SMS too is sent by SMS at once. A customer's message is kept once, on their latest order; STOP or BERHENTI turns their WhatsApp messages off.",
  data: returns<{ statuses: number; unknown: number; replies: number }>("WhatsAppWebhookTaken"),
  errors: ["NOTIFICATION_FORGED", "NOTIFICATION_INVALID", "PAYLOAD_TOO_LARGE"],
});

/** What a phone received from the brand's number on the stand-in, or sent it, newest first. */
export interface StandinMessage {
  time: string;
  phone: string;
  direction: "received" | "sent";
  template: string | null;
  text: string;
}

export const standinMessages = endpoint(routes.whatsapp.standinMessages, {
  summary:
    "The WhatsApp stand-in's test page (demos and tests: WHATSAPP_PROVIDER=standin, never in production; otherwise 404 NOT_FOUND): what each phone received from the brand's number and replied, newest first; `phone` keeps one number's.",
  query: z.object({ phone: z.string().max(20).optional() }),
  data: returns<{ messages: StandinMessage[] }>("WhatsAppStandinMessages"),
  cache: PRIVATE,
  errors: ["NOT_FOUND"],
});

export const standinReply = endpoint(routes.whatsapp.standinReply, {
  summary:
    "The stand-in's test page: `phone` replies `text` to the brand's number; the stand-in sends it to the brand's webhook as Meta's signed `messages` event. 404 NOT_FOUND where the stand-in is off or the brand has no WhatsApp.",
  body: z.strictObject({
    phone: z.string().regex(/^\+[1-9]\d{6,14}$/, "a phone number like +6281234567890"),
    text: z.string().trim().min(1).max(1000),
  }),
  data: returns<{ id: string }>("WhatsAppStandinReply"),
  errors: ["NOT_FOUND"],
});
