import "server-only";
import type { QuoteClaim } from "@/domain/courier-quote";
import { serviceOf } from "@/domain/couriers";
import { equalHex, hmac } from "../auth/keys";

// A courier quote shown at checkout, as the browser keeps it until the order is placed (issue 38
// item 2, docs/couriers.md "The quote token"): the claim in clear (base64url JSON, so checkout can
// read its name, fee and expiry) and an HMAC over it with its own key. The order keeps the quote it
// was placed with without trusting the browser: a changed fee, place or branch fails the HMAC.

const PURPOSE = "courier-quote";
const MAX_TOKEN = 1000;

export function signQuote(claim: QuoteClaim): string {
  const body = Buffer.from(JSON.stringify(claim)).toString("base64url");
  return `${body}.${hmac(PURPOSE, body)}`;
}

const isEta = (v: unknown) =>
  v === null ||
  (typeof v === "object" &&
    Number.isInteger((v as { min?: unknown }).min) &&
    Number.isInteger((v as { max?: unknown }).max));

/** The claim of a token the server signed, or "forged" (tampered, truncated, foreign). */
export function verifyQuote(token: string): QuoteClaim | "forged" {
  const [body, mac, ...rest] = token.length <= MAX_TOKEN ? token.split(".") : [];
  if (!body || !mac || rest.length > 0 || !/^[0-9a-f]{64}$/.test(mac)) return "forged";
  if (!equalHex(mac, hmac(PURPOSE, body))) return "forged";
  try {
    const claim = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as QuoteClaim;
    // Signed by us, so well formed; checked anyway, as a key shared by mistake would not be.
    const ok =
      typeof claim.brandId === "string" &&
      typeof claim.branchId === "string" &&
      typeof claim.place === "string" &&
      serviceOf(claim.service) !== undefined &&
      Number.isInteger(claim.fee) &&
      Number.isInteger(claim.quote) &&
      Number.isInteger(claim.expiresAt) &&
      isEta(claim.etaMinutes) &&
      Number.isInteger(claim.parcel?.grams) &&
      Number.isFinite(claim.parcel?.value);
    return ok ? claim : "forged";
  } catch {
    return "forged";
  }
}
