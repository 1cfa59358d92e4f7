import type { AuthUser } from "./auth";
import type { Locale } from "./locale";
import type { MessageEvent } from "./order-status";

// The customer's account at one brand (issue 32 item 8, docs/privacy.md): what they tell the
// brand about themselves (a name, a language, which text messages they want) and what they ask of
// it under Indonesia's personal data protection law (their data, the end of their account).
// The bodies the API reads are schemas in account-schema.ts, so the account page carries no zod.

/**
 * Which order messages a customer gets by text. Messages about money and cancellations always go
 * (`ALWAYS_SENT`): a customer must hear that their order will not come or their payment arrived.
 * - `EVERY_UPDATE`: every change of their order (the default, and what was sent before).
 * - `IMPORTANT_ONLY`: accepted, ready (for pickup / on the way), cancelled, paid; not "completed".
 * - `ESSENTIAL_ONLY`: only payments and cancellations.
 */
export const MESSAGE_CHOICES = ["EVERY_UPDATE", "IMPORTANT_ONLY", "ESSENTIAL_ONLY"] as const;
export type MessageChoice = (typeof MESSAGE_CHOICES)[number];
export const DEFAULT_MESSAGE_CHOICE: MessageChoice = "EVERY_UPDATE";

/** Sent whatever the customer chose: they concern money or a cancellation. */
export const ALWAYS_SENT: readonly MessageEvent[] = ["PAID", "CANCELLED"];
/** What `IMPORTANT_ONLY` keeps besides ALWAYS_SENT. */
const IMPORTANT: readonly MessageEvent[] = [
  "ACCEPTED",
  "ACCEPTED_FOR_LATER",
  "READY_FOR_PICKUP",
  "ON_THE_WAY",
];

/** Whether a customer who chose `choice` is sent the message of `event`. */
export function sendsMessage(choice: MessageChoice, event: MessageEvent): boolean {
  if (ALWAYS_SENT.includes(event)) return true;
  if (choice === "EVERY_UPDATE") return true;
  if (choice === "IMPORTANT_ONLY") return IMPORTANT.includes(event);
  return false;
}

/** A person's name as they write it, in characters they see (a kitchen ticket has room for it). */
export const MAX_NAME_CHARACTERS = 60;

/** The customer's account at the host's brand (GET/POST /api/me/{id}/profile). */
export interface CustomerProfile {
  phoneNumber: string;
  name: string | null;
  language: Locale | null;
  messages: MessageChoice;
  /** Whether they were asked their name after signing in (answered or skipped), on any device. */
  nameAsked: boolean;
  /**
   * Whether order messages may come by WhatsApp (issue 37 item 5): false once they turned it off
   * here or replied STOP; those messages then go by SMS.
   */
  whatsapp: boolean;
  /** Whether the brand sends order messages by WhatsApp at all: the account page's switch shows. */
  whatsappOffered: boolean;
}

/**
 * Whether signing in asks "What name should we put on your orders?" (issue 36 item 3): once, to a
 * customer the brand has no name for. Never the brand's own people (`staff`): they sign in to work
 * the board or the console, and may give a name on the account page like anyone.
 */
export function asksForName(
  profile: Pick<CustomerProfile, "name" | "nameAsked">,
  user: Pick<AuthUser, "staff">,
): boolean {
  return !user.staff && profile.name === null && !profile.nameAsked;
}

/** What a recent address is known by when hidden: its text and its details, as de-duplicated. */
export const addressKey = (a: { address: string; addressDetails?: string | undefined }) =>
  `${a.address}\u0000${a.addressDetails ?? ""}`;
