import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { authServerForFile } from "../support/auth-server";
import { readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";

// Issue 17: the language of a page is the customer's choice (cookie), then the browser's
// Accept-Language, then the brand's default (demo: en, kopi: id); <html lang> follows it, the
// edge keeps one page per language, and the customer's text messages are in the language they
// ordered in.

const CUSTOMER = "+6281100000171";
const OWNER = "+6281100000090"; // demo's owner (brands/demo.json)
const ctx = authServerForFile("languages", {
  AUTH_TEST_PHONE_NUMBERS: `${CUSTOMER}:12345,${OWNER}:12345`,
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
});
const demo = readBrand("brands/demo.json");
const kemang = demo.branches[0];
const cake = demo.menus.find((m: { id: string }) => m.id === kemang.menuId).sections[0].items[0];

const home = (host: string, headers: Record<string, string> = {}) =>
  get(ctx.server.baseUrl, "/", host, headers);
const langOf = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

describe("the language of a page", () => {
  it.each([
    ["demo.localhost", {}, "en", "Menu at"],
    ["demo.localhost", { "accept-language": "id-ID,id;q=0.9,en;q=0.8" }, "id", "Menu di"],
    ["demo.localhost", { "accept-language": "fr-FR,fr;q=0.9" }, "en", "Menu at"],
    ["kopi.localhost", {}, "id", "Menu di"],
    ["kopi.localhost", { "accept-language": "en-US,en;q=0.9" }, "en", "Menu at"],
    ["kopi.localhost", { "accept-language": "id", cookie: "kedai-lang=en" }, "en", "Menu at"],
    ["demo.localhost", { "accept-language": "en", cookie: "kedai-lang=id" }, "id", "Menu di"],
    ["demo.localhost", { cookie: "kedai-lang=xx" }, "en", "Menu at"],
  ])("%s %j → %s", async (host, headers, lang, words) => {
    // Three times: the first answer is rendered, the next ones come from the edge's page cache,
    // which must keep each language apart.
    for (let i = 0; i < 3; i++) {
      const page = await home(host, headers);
      expect(page.status).toBe(200);
      expect(langOf(page.body)).toBe(lang);
      expect(page.body).toContain(words);
    }
  });

  it("keeps each language's page apart in the edge's cache, asked in turns", async () => {
    const id = { "accept-language": "id" };
    const en = { "accept-language": "en" };
    // Both pages cached first: a branch change an earlier file made on this shared server may
    // still be on its way (NOTIFY is asynchronous) and leave a page it renders uncached.
    for (const headers of [id, en])
      await expect
        .poll(async () => (await home("demo.localhost", headers)).headers.etag)
        .toBeDefined();
    const answers = [];
    for (const headers of [id, en, id, en]) answers.push(await home("demo.localhost", headers));
    expect(answers.map((a) => langOf(a.body))).toEqual(["id", "en", "id", "en"]);
    expect(answers[0]!.headers.etag).toBe(answers[2]!.headers.etag);
    expect(answers[0]!.headers.etag).not.toBe(answers[1]!.headers.etag);
  });

  it("says a host that is no shop's in both languages", async () => {
    const page = await home("nobody.localhost", { "accept-language": "id" });
    expect(page.status).toBe(404);
    expect(page.body).toContain("There is no shop at this address.");
    expect(page.body).toContain("Tidak ada toko di alamat ini.");
  });
});

describe("the customer's text messages", () => {
  let customer: TestSession;
  beforeAll(async () => {
    customer = await signIn(ctx.server.baseUrl, CUSTOMER);
  });

  it("are in the language the order was placed in", async () => {
    const place = (language: string) =>
      post(
        ctx.server.baseUrl,
        "/api/orders/demo/customer",
        "demo.localhost",
        pickupOrder(kemang.id, [{ itemId: cake.uid, qty: 1 }]),
        { ...customer.headers, "accept-language": language, "x-idempotency-key": randomUUID() },
      );
    const inIndonesian = (await place("id-ID,id;q=0.9")).json<{ data: { uid: string } }>().data;
    const inEnglish = (await place("en-GB")).json<{ data: { uid: string } }>().data;
    const owner = await signIn(ctx.server.baseUrl, OWNER);
    for (const { uid } of [inIndonesian, inEnglish])
      expect(
        (
          await post(
            ctx.server.baseUrl,
            `/api/staff/orders/${uid}/status`,
            "demo.localhost",
            { status: "ACCEPTED" },
            { ...owner.headers, origin: "http://demo.localhost" },
          )
        ).status,
      ).toBe(200);
    const messageOf = (uid: string) =>
      ctx.gateway.received.find((m) => m.message.includes(uid.slice(-6)))?.message;
    await expect
      .poll(() => [messageOf(inIndonesian.uid), messageOf(inEnglish.uid)], { timeout: 10_000 })
      .toEqual([
        `Dapur Kue Demo: pesanan #${inIndonesian.uid.slice(-6)} sedang kami siapkan`,
        `Dapur Kue Demo: your order #${inEnglish.uid.slice(-6)} is being prepared`,
      ]);
  });
});
