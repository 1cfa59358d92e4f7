import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { brandRevisions, brands, staff } from "@/server/db/schema";
import { get, post } from "../support/http";
import type { TestSession } from "../support/sessions";
import { DEMO, PLATFORM, serverForFile } from "../support/test-server";

// Issue 35 item 1: opening a shop on the platform's host. Every refusal writes nothing and counts
// nothing; the shop made is being set up, with its maker as owner, who is handed to its host by a
// single-use token.
const PHONE = {
  sari: "+6281200035001",
  limited: "+6281200035002",
  a: "+6281200035003",
  b: "+6281200035004",
  c: "+6281200035005",
  d: "+6281200035006",
  e: "+6281200035007",
  f: "+6281200035008",
};
const t = serverForFile("signup", {
  phones: Object.values(PHONE),
  settings: {
    // The client's claimed address is trusted (one proxy), so the limits per address can be told apart.
    TRUST_PROXY_HOPS: "1",
    SIGNUPS_PER_PHONE_PER_DAY: "2",
    SIGNUPS_PER_ADDRESS_PER_DAY: "3",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    OTP_IP_PER_HOUR: "1000",
  },
});

type Answer = { isErr: boolean; data?: unknown; error?: { reasonCode: string } };
const reasonOf = (body: string) => (JSON.parse(body) as Answer).error?.reasonCode;
const shop = (address: string, extra: Record<string, unknown> = {}) => ({
  name: `Toko ${address}`,
  address,
  kind: "cake",
  language: "id",
  starter: true,
  ...extra,
});
const open = (who: TestSession, body: unknown, ip = "198.51.100.1", host = PLATFORM) =>
  post(t.baseUrl(), "/api/signup/shop", host, body, {
    ...who.headers,
    "x-forwarded-for": ip,
  });
const check = async (name: string) => {
  const res = await get(
    t.baseUrl(),
    `/api/signup/address?name=${encodeURIComponent(name)}`,
    PLATFORM,
  );
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: { address: string; status: string; origin: string } }>().data;
};

interface NewShop {
  brandId: string;
  origin: string;
  handoffToken: string;
}

describe("the address, as typed", () => {
  it("is free, taken, or why not, with the public address it makes", async () => {
    const free = await check(" Dapur-Baru ");
    expect(free).toEqual({
      address: "dapur-baru",
      status: "free",
      origin: `http://dapur-baru.localhost:${t.server.port}`,
    });
    expect((await check("demo")).status).toBe("reserved");
    expect((await check("kopi")).status).toBe("taken");
    expect((await check("kedai")).status).toBe("reserved");
    expect((await check("toko-anjing")).status).toBe("offensive");
    expect((await check("dapur_baru")).status).toBe("characters");
    expect((await check("ab")).status).toBe("short");
  });

  it("is not answered on a shop's host", async () => {
    const res = await get(t.baseUrl(), "/api/signup/address?name=dapur-baru", DEMO);
    expect(res.status).toBe(404);
    expect(reasonOf(res.body)).toBe("NOT_FOUND");
  });
});

describe("opening a shop", () => {
  it("needs someone signed in on the platform", async () => {
    const anonymous = await post(t.baseUrl(), "/api/signup/shop", PLATFORM, shop("tanpa-nama"));
    expect(anonymous.status).toBe(401);
    // A shop's session is no one on the platform.
    const atDemo = await t.signIn(PHONE.a);
    const res = await open(atDemo, shop("tanpa-nama"));
    expect(res.status).toBe(401);
    expect((await check("tanpa-nama")).status).toBe("free");
  });

  it("is not answered on a shop's host", async () => {
    const atDemo = await t.signIn(PHONE.a);
    const res = await open(atDemo, shop("di-demo"), undefined, DEMO);
    expect(res.status).toBe(404);
    expect(reasonOf(res.body)).toBe("NOT_FOUND");
  });

  it("refuses a taken, reserved, offensive or invalid address and a bad name, writing nothing", async () => {
    const who = await t.signIn(PHONE.a, PLATFORM);
    const refusals: [unknown, number, string][] = [
      [shop("kopi"), 409, "SHOP_ADDRESS_TAKEN"],
      [shop("admin"), 400, "SHOP_ADDRESS_RESERVED"],
      [shop("platform"), 400, "SHOP_ADDRESS_RESERVED"],
      [shop("kopi-bangsat"), 400, "SHOP_ADDRESS_NOT_ALLOWED"],
      [shop("Dapur Sari"), 400, "SHOP_ADDRESS_INVALID"],
      [shop("ab"), 400, "SHOP_ADDRESS_INVALID"],
      [shop("baik-baik", { name: "Toko Anjing" }), 400, "SHOP_NAME_NOT_ALLOWED"],
      [shop("baik-baik", { name: "  " }), 400, "SHOP_NAME_INVALID"],
      [shop("baik-baik", { kind: "bakery" }), 400, "INVALID_REQUEST"],
    ];
    for (const [body, status, code] of refusals) {
      const res = await open(who, body, "198.51.100.9");
      expect({ status: res.status, code: reasonOf(res.body) }, JSON.stringify(body)).toEqual({
        status,
        code,
      });
    }
    expect((await check("baik-baik")).status).toBe("free");
    // None of the refusals counted: this number may still open its two shops of the day.
    for (const address of ["baik-satu", "baik-dua"])
      expect((await open(who, shop(address), "198.51.100.9")).status).toBe(200);
  });

  it("makes the shop being set up, its maker the owner, handed over by a single-use token", async () => {
    const sari = await t.signIn(PHONE.sari, PLATFORM);
    const res = await open(sari, shop("dapur-sari", { name: "Dapur Sari", kind: "coffee" }));
    expect(res.status, res.body).toBe(200);
    const made = res.json<{ data: NewShop }>().data;
    expect(made.brandId).toBe("dapur-sari");
    expect(made.origin).toBe(`http://dapur-sari.localhost:${t.server.port}`);
    expect((await check("dapur-sari")).status).toBe("taken");

    // The shop's host trades the token for a session of its owner…
    const host = "dapur-sari.localhost";
    const session = await post(t.baseUrl(), "/api/auth/create-session", host, {
      idToken: made.handoffToken,
    });
    expect(session.status, session.body).toBe(200);
    const user = session.json<{ data: { uid: string; staff?: { role: string } } }>().data;
    expect(user.uid).toBe(sari.uid);
    expect(user.staff?.role).toBe("owner");
    const brand = await get(t.baseUrl(), "/api/owner/brand", host, {
      cookie: String(session.headers["set-cookie"]).split(";")[0]!,
    });
    expect(brand.status, brand.body).toBe(200);
    const document = brand.json<{
      data: { document: { brand: { name: string; defaultLanguage: string }; menus: unknown[] } };
    }>().data.document;
    expect(document.brand).toMatchObject({ name: "Dapur Sari", defaultLanguage: "id" });

    // …once only, and only there.
    const again = await post(t.baseUrl(), "/api/auth/create-session", host, {
      idToken: made.handoffToken,
    });
    expect(again.status).toBe(401);
    expect(reasonOf(again.body)).toBe("INVALID_TOKEN");
    const elsewhere = await post(t.baseUrl(), "/api/auth/create-session", DEMO, {
      idToken: made.handoffToken,
    });
    expect(elsewhere.status).toBe(401);

    // The same address again, by anyone: taken.
    const other = await t.signIn(PHONE.b, PLATFORM);
    const twice = await open(other, shop("dapur-sari"), "198.51.100.2");
    expect(twice.status).toBe(409);
    expect(reasonOf(twice.body)).toBe("SHOP_ADDRESS_TAKEN");
  });

  it("gives an address asked for twice at once to one of the two", async () => {
    const [e, f] = await Promise.all([PHONE.e, PHONE.f].map((p) => t.signIn(p, PLATFORM)));
    const answers = await Promise.all([
      open(e!, shop("rebutan"), "192.0.2.1"),
      open(f!, shop("rebutan"), "192.0.2.2"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.map((a) => reasonOf(a.body)).filter(Boolean)).toEqual(["SHOP_ADDRESS_TAKEN"]);
  });

  it("starts empty when asked: no menu items, no hours", async () => {
    const who = await t.signIn(PHONE.b, PLATFORM);
    const res = await open(
      who,
      shop("kosong", { starter: false, kind: "restaurant" }),
      "198.51.100.3",
    );
    expect(res.status, res.body).toBe(200);
    const { handoffToken } = res.json<{ data: NewShop }>().data;
    const session = await post(t.baseUrl(), "/api/auth/create-session", "kosong.localhost", {
      idToken: handoffToken,
    });
    const brand = await get(t.baseUrl(), "/api/owner/brand", "kosong.localhost", {
      cookie: String(session.headers["set-cookie"]).split(";")[0]!,
    });
    const document = brand.json<{
      data: {
        document: {
          menus: { sections: unknown[] }[];
          branches: { openingHours?: unknown; phoneNumber: string }[];
        };
      };
    }>().data.document;
    expect(document.menus[0]!.sections).toEqual([]);
    expect(document.branches[0]!.openingHours).toBeUndefined();
    expect(document.branches[0]!.phoneNumber).toBe(PHONE.b);
  });

  it("limits shops per phone number per day", async () => {
    const who = await t.signIn(PHONE.limited, PLATFORM);
    expect((await open(who, shop("batas-satu"), "198.51.100.20")).status).toBe(200);
    expect((await open(who, shop("batas-dua"), "198.51.100.21")).status).toBe(200);
    const third = await open(who, shop("batas-tiga"), "198.51.100.22");
    expect(third.status).toBe(429);
    expect(reasonOf(third.body)).toBe("SIGNUPS_PER_PHONE_EXCEEDED");
    expect((await check("batas-tiga")).status).toBe("free");
  });

  it("limits shops per client address per day", async () => {
    const ip = "203.0.113.50";
    const [c, d] = await Promise.all([PHONE.c, PHONE.d].map((p) => t.signIn(p, PLATFORM)));
    // Three shops from one address, by two numbers, then the address is full.
    expect((await open(c!, shop("alamat-satu"), ip)).status).toBe(200);
    expect((await open(d!, shop("alamat-dua"), ip)).status).toBe(200);
    expect((await open(c!, shop("alamat-tiga"), ip)).status).toBe(200);
    const fourth = await open(d!, shop("alamat-empat"), ip);
    expect(fourth.status).toBe(429);
    expect(reasonOf(fourth.body)).toBe("SIGNUPS_PER_ADDRESS_EXCEEDED");
    // From elsewhere, d may.
    expect((await open(d!, shop("alamat-empat"), "203.0.113.51")).status).toBe(200);
  });
});

describe("in the database", () => {
  it("the new shop is being set up, with one revision and its owner", async () => {
    await t.server.stop(); // PGlite has one process at a time
    const handle = await openDatabase(t.location);
    try {
      const [row] = await handle.db
        .select({ openedAt: brands.openedAt, name: brands.name })
        .from(brands)
        .where(eq(brands.id, "dapur-sari"));
      expect(row).toEqual({ openedAt: null, name: "Dapur Sari" });
      const people = await handle.db.select().from(staff).where(eq(staff.brandId, "dapur-sari"));
      expect(people.map((p) => [p.phoneNumber, p.role])).toEqual([[PHONE.sari, "owner"]]);
      const revisions = await handle.db
        .select({ number: brandRevisions.number, authorPhone: brandRevisions.authorPhone })
        .from(brandRevisions)
        .where(eq(brandRevisions.brandId, "dapur-sari"));
      expect(revisions).toEqual([{ number: 1, authorPhone: PHONE.sari }]);
      // Refused shops left nothing.
      const refused = await handle.db.select().from(brands).where(eq(brands.id, "baik-baik"));
      expect(refused).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
