import type { ChannelChoice } from "@/domain/whatsapp";
import { DEFAULT_CHANNEL, FALLBACK_SECONDS } from "@/domain/whatsapp";
import type {
  WhatsAppField,
  WhatsAppFieldProblem,
  WhatsAppInput,
  WhatsAppView,
} from "@/domain/whatsapp-account";
import { checkWhatsapp } from "@/domain/whatsapp-account";

// The WhatsApp form's state as typed (src/domain/whatsapp-account.ts checks it, here and on the
// server): the secrets start empty, which keeps the stored ones.

export interface WhatsAppDraft {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  signInChannel: ChannelChoice;
  orderChannel: ChannelChoice;
  /** As typed: whole seconds. */
  fallbackSeconds: string;
}

export function draftOf(account: WhatsAppView["account"]): WhatsAppDraft {
  return {
    phoneNumberId: account?.phoneNumberId ?? "",
    accessToken: "",
    appSecret: "",
    signInChannel: account?.signInChannel ?? DEFAULT_CHANNEL,
    orderChannel: account?.orderChannel ?? DEFAULT_CHANNEL,
    fallbackSeconds: String(account?.fallbackSeconds ?? FALLBACK_SECONDS.default),
  };
}

/** Seconds as typed: digits only, else NaN (refused as out of range). */
const secondsOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The body to send, or the problems by field (shown at once, before any request). */
export function bodyOf(
  draft: WhatsAppDraft,
  stored: boolean,
):
  | { ok: true; body: WhatsAppInput }
  | { ok: false; problems: Partial<Record<WhatsAppField, WhatsAppFieldProblem["problem"]>> } {
  const checked = checkWhatsapp(
    { ...draft, fallbackSeconds: secondsOf(draft.fallbackSeconds) },
    stored,
  );
  if (!checked.ok)
    return {
      ok: false,
      problems: Object.fromEntries(checked.problems.map((p) => [p.field, p.problem])),
    };
  return { ok: true, body: checked.value };
}

/** Whether a kind goes by WhatsApp with SMS after it: the fallback time matters. */
export const fallsBack = (draft: Pick<WhatsAppDraft, "signInChannel" | "orderChannel">) =>
  draft.signInChannel === "WHATSAPP_THEN_SMS" || draft.orderChannel === "WHATSAPP_THEN_SMS";
