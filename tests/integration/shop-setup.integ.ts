import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { StatefulServer } from "../support/shop-state";
import { inSetup, startStatefulServer, suspended, writeShop } from "../support/shop-state";
import { KOPI } from "../support/test-server";

// Issue 35 items 2 and 6 over HTTP: a shop being set up shows its customers "Opening soon", is not
// indexed and takes no order; its owner sees the storefront as a preview and opens the shop once
// the required steps are done (the server checks again); a page rendered before a change of state
// is never served after it; a suspended shop says so and takes no order.

const OWNER = "+6281100000093"; // kopi's owner (brands/kopi.json)
const CUSTOMER = "+6281100000101";
const ITEM = "Butter Croissant"; // an item of kopi's menu
const REASON = "Unpaid platform fees";

let location: TestLocation;
let s: StatefulServer;
let owner: TestSession;
let customer: TestSession;
const base = () => s.server.baseUrl;
const EN = { "accept-language": "en" };
/** How long an operator's NOTIFY may take to reach the server (a hang detector, not a target). */
const NOTIFIED = { timeout: 5000, interval: 50 };
const reasonOf = (res: HttpAnswer) =>
  res.json<{ error?: { reasonCode: string } }>().error?.reasonCode;
/** The page's heading (its words are in the page's messages too, whatever it shows). */
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
const robotsMeta = (html: string) =>
  /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;
const page = (path: string, who?: TestSession) =>
  get(base(), path, KOPI, { ...EN, ...(who && { cookie: who.cookie }) });
const asOwner = () => ({ ...owner.headers, origin: `http://${KOPI}` });
const order = () =>
  post(
    base(),
    "/api/orders/kopi/customer",
    KOPI,
    pickupOrder("sabang", [{ itemId: "butter-croissant", qty: 1 }]),
    {
      ...customer.headers,
      origin: `http://${KOPI}`,
    },
  );
const ownerShop = async () =>
  (await get(base(), "/api/owner/shop", KOPI, asOwner())).json<{
    data: {
      state: string;
      suspendedReason: string | null;
      steps: { id: string; done: boolean; required: boolean }[];
    };
  }>().data;
/** Saves kopi's document with its payment methods all on or all off (the console's save). */
async function payments(on: boolean) {
  const { data } = (await get(base(), "/api/owner/brand", KOPI, asOwner())).json<{
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a brand document, edited freely
    data: { revision: number; document: any };
  }>();
  const methods = data.document.storeConfigs.salesChannels.customerApp.paymentsMethods;
  for (const name of ["cashOnDelivery", "payAtOutlet", "online"])
    methods[name].merchantLevelConfigs.isActive = on;
  const res = await post(
    base(),
    "/api/owner/brand",
    KOPI,
    { base: data.revision, document: data.document },
    asOwner(),
  );
  expect(res.status, res.body).toBe(200);
}

beforeAll(async () => {
  location = await freshLocation("shop-setup");
  s = await startStatefulServer(location, {
    AUTH_TEST_PHONE_NUMBERS: [OWNER, CUSTOMER].map((n) => `${n}:12345`).join(","),
    OTP_IP_PER_HOUR: "1000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
  });
  await writeShop(s, "kopi", [inSetup("kopi")]);
  owner = await signIn(base(), OWNER, KOPI, "kopi");
  customer = await signIn(base(), CUSTOMER, KOPI, "kopi");
});

afterAll(async () => {
  await s?.server.stop();
  await location?.dispose();
});

describe("a shop being set up", () => {
  it("shows its customers 'Opening soon' in its look, on every storefront page, never indexed", async () => {
    // The NOTIFY of beforeAll's change reaches the server a few milliseconds after its commit.
    await expect.poll(async () => heading((await page("/")).body), NOTIFIED).toBe("Opening soon");
    for (const path of ["/", "/", "/p/butter-croissant", "/checkout"]) {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(heading(res.body)).toBe("Opening soon");
      expect(res.body).toContain("Kopi Kita");
      expect(res.body).not.toContain(ITEM);
      expect(robotsMeta(res.body)).toBe("noindex, nofollow");
    }
    const signInPage = await page("/auth");
    expect(heading(signInPage.body)).toBe("Sign in to your account"); // the owner signs in this way
  });

  it("lists nothing for search engines", async () => {
    const robots = await get(base(), "/robots.txt", KOPI);
    expect(robots.body).toBe("User-agent: *\nDisallow: /\n");
    const sitemap = await get(base(), "/sitemap.xml", KOPI);
    expect(sitemap.body).not.toContain("<url>");
  });

  it("shows its owner the storefront as a preview, never indexed either", async () => {
    const res = await page("/", owner);
    expect(res.body).toContain(ITEM);
    expect(res.body).toContain("Preview: your customers see “Opening soon”");
    expect(robotsMeta(res.body)).toBe("noindex, nofollow");
    // …and the customer, signed in, still the closed page.
    expect(heading((await page("/", customer)).body)).toBe("Opening soon");
  });

  it("takes no order", async () => {
    const res = await order();
    expect(res.status).toBe(409);
    expect(reasonOf(res)).toBe("SHOP_NOT_OPEN");
  });

  it("does not open while a required step is missing, and opens once it is done", async () => {
    await payments(false);
    const before = await ownerShop();
    expect(before.state).toBe("setup");
    expect(before.steps.find((step) => step.id === "payment")).toEqual({
      id: "payment",
      done: false,
      required: true,
    });
    const refused = await post(base(), "/api/owner/shop/open", KOPI, {}, asOwner());
    expect(refused.status).toBe(409);
    expect(
      refused.json<{ error: { reasonCode: string; missing: string[] } }>().error,
    ).toMatchObject({
      reasonCode: "SHOP_SETUP_INCOMPLETE",
      missing: ["payment"],
    });
    expect(heading((await page("/")).body)).toBe("Opening soon");

    await payments(true);
    const opened = await post(base(), "/api/owner/shop/open", KOPI, {}, asOwner());
    expect(opened.status, opened.body).toBe(200);
    expect(opened.json<{ data: { state: string } }>().data.state).toBe("open");
    // At once: the page rendered (and cached) while set up is not served any more.
    const home = await page("/");
    expect(home.body).toContain(ITEM);
    expect(heading(home.body)).not.toBe("Opening soon");
    expect(robotsMeta(home.body)).toBeNull();
    expect((await get(base(), "/robots.txt", KOPI)).body).toContain("Sitemap:");
    const again = await post(base(), "/api/owner/shop/open", KOPI, {}, asOwner());
    expect(reasonOf(again)).toBe("SHOP_ALREADY_OPEN");
    const placed = await order();
    expect(placed.status, placed.body).toBe(200);
  });
});

describe("a suspended shop", () => {
  it("says so to its customers at once, takes no order, and its owner is told why", async () => {
    // Its open pages are cached first (served by the edge from the second request on).
    for (let i = 0; i < 3; i++) expect((await page("/")).body).toContain(ITEM);
    await writeShop(s, "kopi", [suspended("kopi", REASON)]);
    // An operator's change reaches a running instance by NOTIFY, delivered a few milliseconds after
    // its commit on PostgreSQL: the first page asked for after it arrives is the closed one.
    await expect
      .poll(async () => heading((await page("/")).body), NOTIFIED)
      .toBe("Unavailable for now");
    const home = await page("/");
    expect(home.body).not.toContain(ITEM);
    expect(home.body).not.toContain(REASON); // the operators' reason is the owner's to read
    expect(robotsMeta(home.body)).toBe("noindex, nofollow");
    const res = await order();
    expect(res.status).toBe(409);
    expect(reasonOf(res)).toBe("SHOP_SUSPENDED");
    expect(await ownerShop()).toMatchObject({ state: "suspended", suspendedReason: REASON });
    expect((await page("/owner", owner)).status).toBe(200);
    const reopen = await post(base(), "/api/owner/shop/open", KOPI, {}, asOwner());
    expect(reasonOf(reopen)).toBe("SHOP_SUSPENDED");
  });

  it("opens again when the suspension is lifted", async () => {
    await writeShop(s, "kopi", [
      { text: "update brands set suspended_at = null, suspended_reason = null where id = 'kopi'" },
    ]);
    await expect.poll(async () => (await page("/")).body, NOTIFIED).toContain(ITEM);
    expect((await order()).status).toBe(200);
  });
});
