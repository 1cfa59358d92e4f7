import type { BrandDocument } from "@/domain/brand-config";
import type { PaymentChannel, PaymentProvider } from "@/domain/online-payment";
import { DEFAULT_PAYMENT_EXPIRY_MINUTES, PROVIDER_CHANNELS } from "@/domain/online-payment";
import type { GatewayMode } from "@/domain/payment-keys";

// The Delivery & payment page's online payment (issue 20, docs/payments.md): the brand's gateway,
// its mode, the ways to pay offered and the minutes to pay, as the owner sets them. Saved with
// the page, in the brand's document; the keys are not in it (POST /api/owner/payment-keys).

export interface OnlineDraft {
  isActive: boolean;
  provider: PaymentProvider;
  mode: GatewayMode;
  channels: PaymentChannel[];
  /** As typed. */
  expiryMinutes: string;
}

const ONLINE =
  "$.storeConfigs.salesChannels.customerApp.paymentsMethods.online.merchantLevelConfigs";
/** The JSON path of each field, as the brand schema's and the server's problems name them. */
export const onlinePaths = {
  isActive: `${ONLINE}.isActive`,
  mode: `${ONLINE}.mode`,
  channels: `${ONLINE}.channels`,
  expiryMinutes: `${ONLINE}.expiryMinutes`,
};

/** What a brand that never had online payment starts from: Midtrans, sandbox, every channel. */
const fresh = (): OnlineDraft => ({
  isActive: false,
  provider: "midtrans",
  mode: "sandbox",
  channels: [...PROVIDER_CHANNELS.midtrans],
  expiryMinutes: String(DEFAULT_PAYMENT_EXPIRY_MINUTES),
});

export function onlineDraftOf(document: BrandDocument): OnlineDraft {
  const online =
    document.storeConfigs.salesChannels.customerApp.paymentsMethods.online?.merchantLevelConfigs;
  if (!online) return fresh();
  return {
    isActive: online.isActive,
    provider: online.provider,
    mode: online.mode,
    channels: [...online.channels],
    expiryMinutes: String(online.expiryMinutes),
  };
}

/**
 * Another gateway: the channels it takes of those chosen (in its order), or all it takes when
 * none of them is.
 */
export function withProvider(draft: OnlineDraft, provider: PaymentProvider): OnlineDraft {
  const offered = PROVIDER_CHANNELS[provider];
  const kept = offered.filter((c) => draft.channels.includes(c));
  return { ...draft, provider, channels: kept.length ? kept : [...offered] };
}

/** The channels ticked, in the gateway's order: none that it does not take. */
export function channelsOf(draft: OnlineDraft, chosen: ReadonlySet<string>): PaymentChannel[] {
  return PROVIDER_CHANNELS[draft.provider].filter((c) => chosen.has(c));
}

/**
 * Writes the draft into `document`. A brand that never had online payment gets it only once the
 * owner changed something of it, so saving the page's other settings adds nothing. Answers the
 * path of the minutes when they are not a number.
 */
export function applyOnline(draft: OnlineDraft, document: BrandDocument): string[] {
  const methods = document.storeConfigs.salesChannels.customerApp.paymentsMethods;
  if (!methods.online && JSON.stringify(draft) === JSON.stringify(fresh())) return [];
  const text = draft.expiryMinutes.trim();
  const minutes = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  methods.online = {
    merchantLevelConfigs: {
      isActive: draft.isActive,
      configType: methods.online?.merchantLevelConfigs.configType ?? "ONLINE_PAYMENT",
      provider: draft.provider,
      mode: draft.mode,
      channels: draft.channels,
      expiryMinutes: Number.isNaN(minutes) ? DEFAULT_PAYMENT_EXPIRY_MINUTES : minutes,
    },
  };
  return Number.isNaN(minutes) ? [onlinePaths.expiryMinutes] : [];
}
