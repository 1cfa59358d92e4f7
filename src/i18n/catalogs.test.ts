import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { API_ERRORS } from "@/domain/errors";
import { LOCALES } from "@/domain/locale";
import {
  CATALOGS,
  customerPageMessages,
  pageMessages,
  staffPageMessages,
  standinPageMessages,
  trackingPageMessages,
} from "./catalogs";

/** Every key path of a catalog with the ICU arguments of its message: `a.b → {n, name}`. */
function shape(messages: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") {
      const names = [...value.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();
      out.set(at, [...new Set(names)].join(","));
    } else for (const [k, v] of shape(value, at)) out.set(k, v);
  }
  return out;
}

/**
 * The server's own words in src/i18n/server/{en,id}, imported by the server alone and never sent
 * to a browser (not in catalogs.ts), and left as written by next-intl's build-time compiling
 * (next.config.ts): the status messages, which the server fills itself
 * (src/server/messages/templates.ts), the orders export's column names
 * (src/server/owner/export-words.ts), and a ticket's and a receipt's words
 * (src/server/printing/print-words.ts).
 */
const serverFiles = (l: string) =>
  readdirSync(path.join(import.meta.dirname, "server", l)).map((f) => f.replace(".json", ""));
const SERVER_ONLY = serverFiles("en");
const serverOnly = (l: string, file: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "server", l, `${file}.json`), "utf8"),
  ) as unknown;

describe("the message catalogs", () => {
  const english = shape(CATALOGS.en);

  it.each(LOCALES.filter((l) => l !== "en"))("%s has every key English has, and no other", (l) => {
    const other = shape(CATALOGS[l]);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s uses the same arguments as English", (l) => {
    const other = shape(CATALOGS[l]);
    const differing = [...english].filter(([key, args]) => other.get(key) !== args);
    expect(differing).toEqual([]);
  });

  it.each(LOCALES)("%s has no empty message where English has one", (l) => {
    const other = shape(CATALOGS[l]);
    const messages = (c: unknown, at: string) =>
      at.split(".").reduce((o, k) => (o as Record<string, unknown>)[k], c) as string;
    const empty = [...other.keys()].filter(
      (key) => messages(CATALOGS[l], key) === "" && messages(CATALOGS.en, key) !== "",
    );
    expect(empty).toEqual([]);
  });

  it("formats every message (ICU syntax, apostrophes included) in every language", () => {
    for (const locale of LOCALES) {
      const t = createTranslator({
        locale,
        messages: CATALOGS[locale],
        onError: (error) => {
          throw error;
        },
      });
      for (const [key, names] of shape(CATALOGS[locale])) {
        const args = Object.fromEntries(
          names
            .split(",")
            .filter(Boolean)
            .map((n) => [n, n === "count" ? 2 : "x"]),
        );
        expect(() => t(key as never, args as never), `${locale} ${key}`).not.toThrow();
      }
    }
    const en = createTranslator({ locale: "en", messages: CATALOGS.en, namespace: "basket.slots" });
    expect(en("needsNotice", { item: "Cake", notice: en("notice.days", { count: 2 }) })).toBe(
      "Cake needs 2 days' notice, so it can only be ordered for later.",
    );
  });

  it("has a message for every code the API answers, and for a lost connection", () => {
    const codes = [...Object.keys(API_ERRORS), "NETWORK_ERROR"].sort();
    expect(Object.keys(CATALOGS.en.errors).sort()).toEqual(codes);
  });

  it("is every file of src/i18n/{language}/ (none left out of catalogs.ts)", () => {
    for (const l of LOCALES) {
      const files = readdirSync(path.join(import.meta.dirname, l)).map((f) =>
        f.replace(".json", ""),
      );
      const namespaces = Object.keys(CATALOGS[l]).map((n) =>
        n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      );
      expect(files.sort()).toEqual(namespaces.sort());
      for (const f of files)
        expect(() =>
          JSON.parse(readFileSync(path.join(import.meta.dirname, l, `${f}.json`), "utf8")),
        ).not.toThrow();
    }
  });

  it("has the server's own files in every language", () => {
    expect(SERVER_ONLY.sort()).toEqual([
      "courier-messages",
      "export-columns",
      "menu-sheet",
      "message-sample",
      "print",
      "staff-orders",
      "status-messages",
      "whatsapp-templates",
    ]);
    for (const l of LOCALES) expect(serverFiles(l).sort(), l).toEqual(SERVER_ONLY);
  });

  it.each(SERVER_ONLY)(
    "%s, the server's own, has the same keys and arguments in every language",
    (file) => {
      const english = shape(serverOnly("en", file));
      expect(english.size).toBeGreaterThan(0);
      for (const l of LOCALES)
        expect([...shape(serverOnly(l, file))].sort(), l).toEqual([...english].sort());
    },
  );
});

describe("pageMessages", () => {
  it("leaves out the consoles' namespaces and the words of the error codes named", () => {
    const page = pageMessages(CATALOGS.en, new Set(["REVISION_STALE"]));
    expect(page).not.toHaveProperty("ownerSetup");
    expect(page).not.toHaveProperty("signup");
    expect(page.errors).not.toHaveProperty("REVISION_STALE");
    expect(page.errors).toHaveProperty("SHOP_NOT_OPEN", CATALOGS.en.errors.SHOP_NOT_OPEN);
  });
});

describe("staffPageMessages", () => {
  it("gives the staff's words back, with the page's own, which no customer's page carries", () => {
    const customers = pageMessages(CATALOGS.en);
    for (const namespace of ["staff", "staffOrders", "print", "till"])
      expect(customers).not.toHaveProperty(namespace);
    const till = staffPageMessages(CATALOGS.en, new Set(["REVISION_STALE"]), ["till"]);
    expect(till.staff).toEqual(CATALOGS.en.staff);
    expect(till.staffOrders).toEqual(CATALOGS.en.staffOrders);
    expect(till.print).toEqual(CATALOGS.en.print);
    expect(till.till).toEqual(CATALOGS.en.till);
    expect(till).not.toHaveProperty("production");
    expect(till.errors).not.toHaveProperty("REVISION_STALE");
  });
});

describe("the couriers' words (issue 38)", () => {
  it("come with the board and the tracking page, not the storefront's other pages", () => {
    expect(pageMessages(CATALOGS.en)).not.toHaveProperty("couriers");
    expect(pageMessages(CATALOGS.en)).not.toHaveProperty("courierBoard");
    const tracking = trackingPageMessages(CATALOGS.id, new Set());
    expect(tracking.couriers).toEqual(CATALOGS.id.couriers);
    expect(tracking).not.toHaveProperty("courierBoard");
    const board = staffPageMessages(CATALOGS.en, new Set());
    expect(board.couriers).toEqual(CATALOGS.en.couriers);
    expect(board.courierBoard).toEqual(CATALOGS.en.courierBoard);
  });
});

describe("the promotions' words (issue 39)", () => {
  it("give every page the offers and discount lines, and checkout and the account their own", () => {
    const customers = pageMessages(CATALOGS.en);
    expect(customers.promotions).toEqual(CATALOGS.en.promotions);
    expect(customers).not.toHaveProperty("promoCode");
    expect(customers).not.toHaveProperty("loyalty");
    const checkout = customerPageMessages(CATALOGS.id, new Set(), ["promoCode", "loyalty"]);
    expect(checkout.promoCode).toEqual(CATALOGS.id.promoCode);
    expect(checkout.loyalty).toEqual(CATALOGS.id.loyalty);
    expect(checkout).not.toHaveProperty("couriers");
    const account = customerPageMessages(CATALOGS.en, new Set(), ["loyalty"]);
    expect(account).not.toHaveProperty("promoCode");
  });
});

describe("the stand-ins' words", () => {
  it("come with their own test page only", () => {
    const customers = pageMessages(CATALOGS.en);
    expect(customers).not.toHaveProperty("whatsappStandin");
    expect(customers).not.toHaveProperty("couriersStandin");
    const couriers = standinPageMessages(CATALOGS.id, new Set(), "couriersStandin");
    expect(couriers.couriersStandin).toEqual(CATALOGS.id.couriersStandin);
    expect(couriers).not.toHaveProperty("whatsappStandin");
    expect(couriers.common).toEqual(CATALOGS.id.common);
  });
});
