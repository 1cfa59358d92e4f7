import { describe, expect, it } from "vitest";
import { get, post } from "../support/http";
import type { HttpAnswer } from "../support/http";
import { authClient, cookieOf } from "../support/auth-client";
import { DEMO, KOPI, PEOPLE, PLATFORM, serverForFile } from "../support/test-server";

// Issue 35 item 7: a shop's own domain. The owner sets it, checks its DNS (the DNS stand-in here,
// DNS_STANDIN), and only once connected does a request for it reach the shop: pages, API, sign-in
// with its cookie and Origin check, links naming it. The TLS proxy's question answers for it.

const OWN = "order.mycakeshop.test";
const WRONG = "wrong.mycakeshop.test";
const APEX = "mycakeshop.test";
const ADDRESS = "203.0.113.10";
const t = serverForFile("custom-domain", {
  signIn: ["owner", "customer", "kopiOwner"],
  settings: {
    PUBLIC_URL: "https://{brand}.kedai.test",
    DNS_STANDIN: [
      `${OWN}=demo.kedai.test`,
      `${WRONG}=shops.example.net`,
      `demo.kedai.test=${ADDRESS}`,
      `kopi.kedai.test=${ADDRESS}`,
      `${APEX}=${ADDRESS}`,
    ].join(","),
  },
});

const reasonOf = (res: HttpAnswer) =>
  res.json<{ error?: { reasonCode: string } }>().error?.reasonCode;
const dataOf = <T>(res: HttpAnswer) => res.json<{ data: T }>().data;
const owner = () => t.as.owner.headers;
const setDomain = (domain: string | null, headers = owner(), host = DEMO) =>
  post(t.baseUrl(), "/api/owner/domain", host, { domain }, headers);
const check = (headers = owner(), host = DEMO) =>
  post(t.baseUrl(), "/api/owner/domain/check", host, {}, headers);
const allowed = (domain: string) =>
  get(t.baseUrl(), `/api/domains/allowed?domain=${encodeURIComponent(domain)}`, "localhost");
const linkOf = (html: string, rel: string) =>
  new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]*)"`).exec(html)?.[1];

interface View {
  domain: string | null;
  connectedAt: string | null;
  record: { type: string; name: string; value: string; addresses?: string[] } | null;
  verdict?: { state: string; found?: string[] };
}

describe("setting a shop's own domain", () => {
  it("refuses what is not a domain, kedai's own names, and anyone but the owner", async () => {
    for (const [domain, code, problem] of [
      ["not a domain", "CUSTOM_DOMAIN_INVALID", "format"],
      ["203.0.113.7", "CUSTOM_DOMAIN_INVALID", "ip"],
      ["mycakeshop", "CUSTOM_DOMAIN_INVALID", "oneLabel"],
      ["shop.localhost", "CUSTOM_DOMAIN_INVALID", "local"],
      ["kopi.kedai.test", "CUSTOM_DOMAIN_RESERVED", "platform"],
    ] as const) {
      const res = await setDomain(domain);
      expect(res.status, domain).toBe(400);
      expect(reasonOf(res)).toBe(code);
      expect(res.json<{ error: { problem: string } }>().error.problem).toBe(problem);
    }
    expect((await setDomain(OWN, t.as.customer.headers)).status).toBe(403);
    expect((await setDomain(OWN, {})).status).toBe(401);
    expect((await setDomain(OWN, t.as.kopiOwner.headers)).status).toBe(401); // kopi's session
    const view = dataOf<View>(await get(t.baseUrl(), "/api/owner/domain", DEMO, owner()));
    expect(view.domain).toBeNull();
  });

  it("shows the CNAME to add, and a record pointing elsewhere says what it names", async () => {
    const saved = await setDomain(`https://${WRONG.toUpperCase()}/`);
    expect(saved.status, saved.body).toBe(200);
    expect(dataOf<View>(saved)).toMatchObject({
      domain: WRONG,
      connectedAt: null,
      record: { type: "CNAME", name: WRONG, value: "demo.kedai.test" },
    });
    const checked = await check();
    expect(checked.status, checked.body).toBe(200);
    expect(dataOf<View>(checked)).toMatchObject({
      connectedAt: null,
      verdict: { state: "elsewhere", found: ["shops.example.net"] },
    });
    expect(reasonOf(await get(t.baseUrl(), "/api/branches", WRONG))).toBe("BRAND_NOT_FOUND");
  });

  it("is not reached until checked; then its pages, API and links are the shop's", async () => {
    expect(dataOf<View>(await setDomain(OWN)).connectedAt).toBeNull();
    // Not connected yet: the name reaches nothing.
    expect(reasonOf(await get(t.baseUrl(), "/api/branches", OWN))).toBe("BRAND_NOT_FOUND");
    expect((await allowed(OWN)).status).toBe(404);

    const checked = dataOf<View>(await check());
    expect(checked.verdict).toEqual({ state: "connected" });
    expect(checked.connectedAt).not.toBeNull();

    const branches = await get(t.baseUrl(), "/api/branches", OWN);
    expect(branches.status, branches.body).toBe(200);
    const viaShop = await get(t.baseUrl(), "/api/branches", DEMO);
    expect(branches.body).toBe(viaShop.body);

    // Pages on the domain, and on the subdomain, name the domain from now on.
    for (const host of [OWN, `${OWN}:443`, DEMO]) {
      const page = await get(t.baseUrl(), "/", host);
      expect(page.status, host).toBe(200);
      expect(linkOf(page.body, "canonical"), host).toMatch(
        /^https:\/\/order\.mycakeshop\.test\/?$/,
      );
    }
    const sitemap = await get(t.baseUrl(), "/sitemap.xml", OWN);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>https://${OWN}/</loc>`);
    expect(sitemap.body).not.toContain("demo.kedai.test");

    expect(dataOf<{ domain: string }>(await allowed(OWN))).toEqual({ domain: OWN });
  });

  it("signs people in on the domain: a host-only cookie, and the Origin check for writes", async () => {
    // Signed in through the pages' calls, on the domain.
    const auth = authClient(t.baseUrl(), OWN, "demo");
    expect((await auth.createOtp(PEOPLE.customer.phone)).status).toBe(200);
    const verified = await auth.token(PEOPLE.customer.phone, "12345");
    expect(verified.status, verified.body).toBe(200);
    const made = await auth.session(verified.json<{ data: { token: string } }>().data.token);
    expect(made.status, made.body).toBe(200);
    const cookieLine = made.headers["set-cookie"]!.find((c) => c.startsWith("kedai_session="))!;
    expect(cookieLine).not.toMatch(/domain=/i); // the browser keeps it for this host only
    expect(cookieLine).toMatch(/secure/i);
    const session = { cookie: cookieOf(made) };

    const me = await get(t.baseUrl(), "/api/auth/session", OWN, { cookie: session.cookie });
    expect(dataOf<{ phoneNumber: string } | null>(me)?.phoneNumber).toBe(PEOPLE.customer.phone);
    const forged = await post(
      t.baseUrl(),
      "/api/auth/logout",
      OWN,
      {},
      {
        cookie: session.cookie,
        origin: `https://evil.example`,
      },
    );
    expect(reasonOf(forged)).toBe("CSRF_REJECTED");
    const out = await post(
      t.baseUrl(),
      "/api/auth/logout",
      OWN,
      {},
      {
        cookie: session.cookie,
        origin: `http://${OWN}`,
      },
    );
    expect(out.status, out.body).toBe(200);
  });

  it("refuses a domain another shop has; an apex is given an ALIAS or A records", async () => {
    const taken = await setDomain(OWN, t.as.kopiOwner.headers, KOPI);
    expect(taken.status).toBe(409);
    expect(reasonOf(taken)).toBe("CUSTOM_DOMAIN_TAKEN");
    expect(reasonOf(await setDomain(OWN.toUpperCase(), t.as.kopiOwner.headers, KOPI))).toBe(
      "CUSTOM_DOMAIN_TAKEN",
    );

    const apex = dataOf<View>(await setDomain(APEX, t.as.kopiOwner.headers, KOPI));
    expect(apex.record).toEqual({
      type: "ALIAS",
      name: APEX,
      value: "kopi.kedai.test",
      addresses: [ADDRESS],
    });
    // The apex's A record is one of the target's addresses: connected.
    expect(dataOf<View>(await check(t.as.kopiOwner.headers, KOPI)).verdict).toEqual({
      state: "connected",
    });
    const branches = await get(t.baseUrl(), "/api/branches", APEX);
    expect(branches.body).toBe((await get(t.baseUrl(), "/api/branches", KOPI)).body);
  });

  it("answers the TLS proxy about subdomains and the platform, and nothing else", async () => {
    expect((await allowed("demo.kedai.test")).status).toBe(200);
    expect((await allowed("nosuchshop.kedai.test")).status).toBe(404);
    expect((await allowed("a.demo.kedai.test")).status).toBe(404);
    expect((await allowed(PLATFORM)).status).toBe(200);
    const stranger = await allowed("example.com");
    expect(stranger.status).toBe(404);
    expect(reasonOf(stranger)).toBe("DOMAIN_NOT_SERVED");
    // Asked on any host, a shop's or none.
    expect(
      (await get(t.baseUrl(), `/api/domains/allowed?domain=${OWN}`, "nosuchshop.localhost")).status,
    ).toBe(200);
  });

  it("once removed, the domain reaches nothing and gets no certificate", async () => {
    const removed = await setDomain(null);
    expect(dataOf<View>(removed)).toMatchObject({ domain: null, connectedAt: null, record: null });
    expect(reasonOf(await get(t.baseUrl(), "/api/branches", OWN))).toBe("BRAND_NOT_FOUND");
    const page = await get(t.baseUrl(), "/", DEMO);
    expect(linkOf(page.body, "canonical")).toMatch(/^https:\/\/demo\.kedai\.test\/?$/);
    expect((await allowed(OWN)).status).toBe(404);
    expect(reasonOf(await check())).toBe("CUSTOM_DOMAIN_NONE");
    // Free again: another shop may take it.
    expect((await setDomain(OWN, t.as.kopiOwner.headers, KOPI)).status).toBe(200);
  });
});
