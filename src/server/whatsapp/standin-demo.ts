import "server-only";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { brandWhatsapp } from "../db/schema";
import { saveWhatsapp } from "./settings";

// `npm start`'s demo with the WhatsApp stand-in on (WHATSAPP_PROVIDER=standin, never in
// production): the demo brands get a stand-in WhatsApp on their first start, sign-in codes and
// order messages by WhatsApp then SMS, so the demo shows WhatsApp from the first order.

/**
 * The stand-in account of a demo brand, derived from APP_SECRET (a test that knows its server's
 * can sign the brand's webhooks and answer its handshake).
 */
export function standinDemoAccount(appSecret: string, brandId: string) {
  const derive = (what: string) =>
    createHmac("sha256", appSecret)
      .update(`whatsapp-standin:${brandId}:${what}`)
      .digest("base64url");
  return {
    phoneNumberId: `standin-${brandId}`,
    accessToken: `standin-${derive("access-token")}`,
    appSecret: derive("app-secret"),
    verifyToken: derive("verify-token"),
  };
}

/** Gives each of `brandIds` its stand-in WhatsApp. */
export async function giveStandinWhatsapp(db: Db, appSecret: string, brandIds: string[]) {
  for (const brandId of brandIds) {
    const { verifyToken, ...account } = standinDemoAccount(appSecret, brandId);
    await saveWhatsapp(
      db,
      brandId,
      {
        ...account,
        signInChannel: "WHATSAPP_THEN_SMS",
        orderChannel: "WHATSAPP_THEN_SMS",
        fallbackSeconds: 60,
      },
      "demo",
    );
    await db.update(brandWhatsapp).set({ verifyToken }).where(eq(brandWhatsapp.brandId, brandId));
  }
}
