import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { brandWhatsapp, customerProfiles, customers, whatsappReplies } from "@/server/db/schema";
import { standinDemoAccount } from "@/server/whatsapp/standin-demo";
import { webhookBody } from "@/server/whatsapp/standin-receipts";
import { signatureOf } from "@/server/whatsapp/webhook";
import { get, post } from "../support/http";
import { sharedBaseUrl } from "../support/integration-server";
import { DEMO, KOPI, PEOPLE, serverForFile } from "../support/test-server";

// The brand's WhatsApp webhook over HTTP (issue 37) on a server with the stand-in on, as `npm
// start`'s demo runs it: the demo brands get a stand-in WhatsApp on their first start. Meta's
// handshake, its signature on every event, and the stand-in's test page replying as a phone.

const APP_SECRET = "whatsapp-webhook-test-secret-0123456789";
const t = serverForFile("whatsapp-webhook", {
  settings: { APP_SECRET, WHATSAPP_PROVIDER: "standin" },
  signIn: ["customer"],
});
const demo = standinDemoAccount(APP_SECRET, "demo");
const kopi = standinDemoAccount(APP_SECRET, "kopi");
const WEBHOOK = "/api/whatsapp/webhook";

const handshake = (host: string, query: Record<string, string>, base = t.baseUrl()) =>
  get(base, `${WEBHOOK}?${new URLSearchParams(query).toString()}`, host);

/** POSTs `body` to demo's webhook with `signature` (none: no header). */
const deliver = (body: string, signature?: string) =>
  post(t.baseUrl(), WEBHOOK, DEMO, body, signature ? { "x-hub-signature-256": signature } : {});

describe("Meta's handshake", () => {
  it("answers the challenge as text to the brand's verify token, and 403 to anything else", async () => {
    const ok = await handshake(DEMO, {
      "hub.mode": "subscribe",
      "hub.verify_token": demo.verifyToken,
      "hub.challenge": "1158201444",
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toBe("1158201444");
    expect(ok.headers["content-type"]).toMatch(/^text\/plain/);
    for (const [host, query] of [
      [DEMO, { "hub.mode": "subscribe", "hub.verify_token": "wrong", "hub.challenge": "1" }],
      [
        DEMO,
        { "hub.mode": "unsubscribe", "hub.verify_token": demo.verifyToken, "hub.challenge": "1" },
      ],
      [DEMO, { "hub.mode": "subscribe", "hub.challenge": "1" }],
      // Another brand's token is not this brand's.
      [
        DEMO,
        { "hub.mode": "subscribe", "hub.verify_token": kopi.verifyToken, "hub.challenge": "1" },
      ],
    ] as const) {
      const refused = await handshake(host, query);
      expect(refused.status).toBe(403);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe("FORBIDDEN");
      expect(refused.body).not.toContain(demo.verifyToken);
    }
    expect(
      (
        await handshake(KOPI, {
          "hub.mode": "subscribe",
          "hub.verify_token": kopi.verifyToken,
          "hub.challenge": "7",
        })
      ).body,
    ).toBe("7");
  });

  it("is 403 for a brand without WhatsApp", async () => {
    // The shared server runs without the stand-in: its demo brand has no WhatsApp.
    const answer = await handshake(
      DEMO,
      { "hub.mode": "subscribe", "hub.verify_token": demo.verifyToken, "hub.challenge": "1" },
      sharedBaseUrl(),
    );
    expect(answer.status).toBe(403);
  });
});

describe("Meta's events", () => {
  const receipt = webhookBody(demo.phoneNumberId, {
    statuses: [{ id: "wamid.unknown", status: "delivered", timestamp: "1", recipient_id: "62" }],
  });

  it("are taken only with the brand's signature of the very body", async () => {
    const taken = await deliver(receipt, signatureOf(demo.appSecret, receipt));
    expect(taken.status).toBe(200);
    expect(taken.json()).toEqual({ isErr: false, data: { statuses: 0, unknown: 1, replies: 0 } });
    for (const signature of [
      undefined,
      signatureOf(kopi.appSecret, receipt),
      signatureOf(demo.appSecret, `${receipt}\n`),
      `sha256=${"f".repeat(64)}`,
      "sha1=abc",
    ]) {
      const refused = await deliver(receipt, signature);
      expect(refused.status).toBe(401);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe("NOTIFICATION_FORGED");
    }
  });
});

describe("the stand-in's page", () => {
  const customer = PEOPLE.customer.phone;

  it("replies as a phone through the brand's webhook and lists what the phone sent", async () => {
    const sent = await post(t.baseUrl(), "/api/whatsapp/standin/replies", DEMO, {
      phone: customer,
      text: "Apakah sudah siap?",
    });
    expect(sent.status).toBe(200);
    const stop = await post(t.baseUrl(), "/api/whatsapp/standin/replies", DEMO, {
      phone: customer,
      text: "STOP",
    });
    expect(stop.status).toBe(200);
    const listed = await get(
      t.baseUrl(),
      `/api/whatsapp/standin/messages?phone=${encodeURIComponent(customer)}`,
      DEMO,
    );
    expect(listed.status).toBe(200);
    expect(
      listed
        .json<{ data: { messages: { direction: string; text: string }[] } }>()
        .data.messages.map((m) => [m.direction, m.text]),
    ).toEqual([
      ["sent", "STOP"],
      ["sent", "Apakah sudah siap?"],
    ]);
    // Kopi's page shows none of demo's.
    const kopiList = await get(t.baseUrl(), "/api/whatsapp/standin/messages", KOPI);
    expect(kopiList.json<{ data: { messages: unknown[] } }>().data.messages).toEqual([]);
  });

  it("is a page on the shop's host", async () => {
    const page = await get(t.baseUrl(), "/whatsapp-standin", DEMO);
    expect(page.status).toBe(200);
    expect(page.body).toContain("WhatsApp stand-in");
    expect(page.headers["x-robots-tag"] ?? page.body).toMatch(/noindex/);
  });

  it("is not there where the stand-in is off", async () => {
    expect((await get(sharedBaseUrl(), "/whatsapp-standin", DEMO)).status).toBe(404);
    expect((await get(sharedBaseUrl(), "/api/whatsapp/standin/messages", DEMO)).status).toBe(404);
    const reply = await post(sharedBaseUrl(), "/api/whatsapp/standin/replies", DEMO, {
      phone: customer,
      text: "hi",
    });
    expect(reply.status).toBe(404);
  });

  it("left the replies on the brand, and STOP turned the customer's WhatsApp off", async () => {
    await t.server.stop();
    const handle = await openDatabase(t.location);
    try {
      const { db } = handle;
      const replies = await db
        .select({ text: whatsappReplies.text, phone: whatsappReplies.phoneNumber })
        .from(whatsappReplies)
        .where(eq(whatsappReplies.brandId, "demo"));
      expect(replies.map((r) => r.text).sort()).toEqual(["Apakah sudah siap?", "STOP"]);
      const [profile] = await db
        .select({ off: customerProfiles.whatsappOffAt })
        .from(customerProfiles)
        .innerJoin(customers, eq(customers.id, customerProfiles.customerId))
        .where(and(eq(customerProfiles.brandId, "demo"), eq(customers.phoneNumber, customer)));
      expect(profile?.off).toBeInstanceOf(Date);
      // The demo brands' stand-in WhatsApp, as the first start gave it.
      const accounts = await db
        .select({
          brandId: brandWhatsapp.brandId,
          phoneNumberId: brandWhatsapp.phoneNumberId,
          orderChannel: brandWhatsapp.orderChannel,
          signInChannel: brandWhatsapp.signInChannel,
        })
        .from(brandWhatsapp)
        .orderBy(brandWhatsapp.brandId);
      expect(accounts).toEqual([
        {
          brandId: "demo",
          phoneNumberId: "standin-demo",
          orderChannel: "WHATSAPP_THEN_SMS",
          signInChannel: "WHATSAPP_THEN_SMS",
        },
        {
          brandId: "kopi",
          phoneNumberId: "standin-kopi",
          orderChannel: "WHATSAPP_THEN_SMS",
          signInChannel: "WHATSAPP_THEN_SMS",
        },
      ]);
    } finally {
      await handle.close();
    }
  });
});
