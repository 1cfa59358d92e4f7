import fc from "fast-check";
import { transferConfirmationSchema } from "@/domain/order-schema";
import { PAYMENT_METHODS } from "@/domain/payment";
import { normalizeCode } from "@/domain/promotions";
import { readBrand } from "./brand-files";
import {
  extraFields,
  nastyNumber,
  nastyString,
  nastyValue,
  valueKinds,
} from "./hostile-arbitraries";
import { GRAND_INDONESIA } from "./places";

// Request bodies that break a schema, for the hostile-input suite: a valid body changed by one
// to three breakers, each of which alone makes the body invalid whatever the others do.

const demo = readBrand("brands/demo.json");
const BRANCH_IDS: string[] = demo.branches.map((b: { id: string }) => b.id);
const MENU_UIDS: string[] = ["demo", "kopi"]
  .flatMap((b) => readBrand(`brands/${b}.json`).menus)
  .flatMap((m: { sections: { items: { uid: string }[] }[] }) => m.sections)
  .flatMap((s: { items: { uid: string }[] }) => s.items.map((i) => i.uid));
const KEMANG_ITEM = demo.menus.find((m: { id: string }) => m.id === demo.branches[0].menuId)
  .sections[0].items[0].uid as string;
const TRANSFER_METHODS = ["BCA Transfer", "Mandiri Transfer"];
const DELIVERY_METHOD = "Kurir Dapur Kue";

/** A pickup order at Kemang paid at the outlet: the body every order breaker starts from. */
export const validOrder = {
  orderMode: "PICKUP",
  selectedBranchId: "kemang",
  deliveryOrPickupTime: "NOW",
  deliveryNotes: "",
  deliveryAddress: null,
  deliveryMethod: null,
  basket: { currency: "IDR", items: [{ itemId: KEMANG_ITEM, qty: 1 }] },
  payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
};

export type Draft = Record<string, unknown>;
export interface Breaker {
  kind: string;
  apply(draft: Draft): Draft;
}
export const breaker = (kind: string, apply: (draft: Draft) => Draft | void): Breaker => ({
  kind,
  apply: (d) => apply(d) ?? d,
});
/** Sets a nested field; a no-op when an earlier breaker already replaced a parent (still bad). */
const setPath = (draft: Draft, keys: string[], value: unknown) => {
  let at: unknown = draft;
  for (const k of keys.slice(0, -1)) {
    if (typeof at !== "object" || at === null) return;
    at = (at as Record<string, unknown>)[k];
  }
  if (typeof at !== "object" || at === null) return;
  (at as Record<string, unknown>)[keys.at(-1)!] = copy(value);
};
const copy = (value: unknown) => {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
};
/** Adds `extra` as own fields (even `__proto__`), never over a field the valid body has. */
export const addFields = (draft: Draft, extra: Record<string, unknown>, base: Draft) => {
  for (const [k, v] of Object.entries(extra))
    if (!Object.hasOwn(base, k) && !Object.hasOwn(draft, k))
      Object.defineProperty(draft, k, { value: v, enumerable: true, writable: true });
};
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A value for a field that must be one of `allowed`: anything else. */
export const notOneOf = (allowed: readonly unknown[]) =>
  nastyValue.filter((v) => !allowed.includes(v));
/** Text over `max` characters that no trimming brings back under it. */
export const overLong = (max: number) =>
  fc.constantFrom("x", "é", "🎂").map((c) => c.repeat(max + 1));
/** Not text at all, or text PostgreSQL cannot store. */
export const notStorableText = fc.oneof(
  nastyValue.filter((v) => typeof v !== "string" && v !== undefined),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfffy", "\ud83d"),
);

/**
 * `base` broken by one to three breakers, often with extra fields too (extra fields are ignored
 * by some schemas, so they never make a body bad on their own), or replaced by a non-object.
 */
export function brokenBodies(
  base: Draft,
  breakers: fc.Arbitrary<Breaker>[],
): fc.Arbitrary<unknown> {
  const mutated = fc
    .record({
      chosen: fc.array(fc.oneof(...breakers), { minLength: 1, maxLength: 3 }),
      extra: fc.option(extraFields, { nil: undefined }),
    })
    .map(({ chosen, extra }) => {
      let draft = structuredClone(base);
      for (const b of chosen) draft = b.apply(draft);
      if (extra && isPlainObject(draft)) addFields(draft, extra, base);
      valueKinds.set(draft, chosen[0]!.kind);
      return draft;
    });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: nastyValue.filter((v) => !isPlainObject(v)) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 50, max: 4_000 }).map((d) => {
        const nested = JSON.parse("[".repeat(d) + "]".repeat(d)) as unknown[];
        valueKinds.set(nested, "deep-nesting");
        return nested;
      }),
    },
  );
}

export function missing(...keys: string[]): fc.Arbitrary<Breaker> {
  return fc.constantFrom(...keys).map((k) => breaker("field:missing", (d) => void delete d[k]));
}
export function field(name: string, value: fc.Arbitrary<unknown>, at: string[] = [name]) {
  return value.map((v) => breaker(`field:${name}`, (d) => setPath(d, at, v)));
}

/**
 * Issue 39: promotion codes that exist but no order of demo can use, written by the suite before
 * it counts rows: kopi's own (another brand's), demo's paused promotion's, and demo's generated
 * code used as often as it may be.
 */
export const PROMO_CODES = { kopi: "KOPIHEMAT", paused: "JEDA-DULU", usedUp: "SEKALIPAKAI" };

const { kopi, paused, usedUp } = PROMO_CODES;
/**
 * Codes none of which gives an order of demo anything: SQL, wildcards, look-alikes, invisible and
 * reversing characters, another brand's code (spaced, lower case, full width), demo's paused and
 * used-up codes; a NUL or a lone surrogate the schema refuses as text no database stores.
 */
export const PROMO_TRICKS: string[] = [
  "' OR '1'='1",
  "x'; DROP TABLE promotions; --",
  `${paused}' --`,
  "%",
  "_",
  "\\",
  "LEBARAN15",
  kopi,
  kopi.toLowerCase(),
  ` ${kopi.split("").join(" ")} `,
  "ＫＯＰＩＨＥＭＡＴ", // full width: NFKC makes it kopi's
  "KOPІHEMAT", // a Cyrillic І
  "KOPI\u200bHEMAT", // a zero-width space
  "\u202eTAMEHIPOK", // a right-to-left override
  "KOPI\u0000HEMAT",
  "\u0000",
  "K\u0301OPIHEMAT",
  "🎂🎂🎂",
  "\ud800\ud800\ud800",
  paused,
  paused.toLowerCase(),
  usedUp,
  `${usedUp}\n`,
];

/**
 * Issue 39: the order's new fields broken (docs/promotions.md): a code too long or not text, a
 * reward asked for not as true or false, a reward at demo (it has no loyalty program), and codes
 * that fit the schema but name nothing demo gives: SQL, look-alikes and invisible characters,
 * another brand's code (full-width too), demo's paused and used-up ones, and any text at all that
 * is not blank once normalized (a blank box is no code).
 */
export const promoBreakers = (): fc.Arbitrary<Breaker>[] => {
  const names = fc.oneof(
    fc.constantFrom(...PROMO_TRICKS),
    nastyString.filter((s) => s.length <= 40),
  );
  return [
    field(
      "promoCode",
      fc.oneof(
        overLong(40),
        nastyValue.filter((v) => typeof v !== "string" && v !== undefined),
      ),
    ),
    field(
      "redeemReward",
      nastyValue.filter((v) => typeof v !== "boolean" && v !== undefined),
    ),
    fc.constant(breaker("reward:no-program", (d) => void (d.redeemReward = true))),
    names
      .filter((code) => normalizeCode(code) !== "")
      .map((code) => breaker("promoCode:gives-nothing", (d) => void (d.promoCode = code))),
  ];
};

/** Bodies of POST /api/orders/{brandId}/customer that the rules of docs/API.md refuse. */
export const orderBodies = (uploadId: string) =>
  brokenBodies(validOrder, [...orderBreakers(uploadId), ...promoBreakers()]);

/**
 * Bodies of POST /api/promotions/preview (issue 39) that it refuses: an order's, but for the
 * transfer's receipt, which the preview does not ask for (src/server/flows/price-order.ts).
 */
export const previewBodies = (uploadId: string) =>
  brokenBodies(validOrder, [...orderBreakers(uploadId, { receipt: false }), ...promoBreakers()]);

/** The breakers of an order's body; `receipt` false: none about the transfer's receipt. */
function orderBreakers(uploadId: string, { receipt = true } = {}): fc.Arbitrary<Breaker>[] {
  const address = (name: string, value: fc.Arbitrary<unknown>) =>
    value.map((v) => ({ ...GRAND_INDONESIA, [name]: v }));
  const badAddress = fc.oneof(
    fc.constant(null),
    nastyValue.filter((v) => !isPlainObject(v)),
    address(
      "lat",
      nastyNumber.filter((n) => !(Number.isFinite(n) && Math.abs(n) <= 90)),
    ),
    address(
      "lng",
      nastyNumber.filter((n) => !(Number.isFinite(n) && Math.abs(n) <= 180)),
    ),
    address(
      "lat",
      nastyValue.filter((v) => typeof v !== "number"),
    ),
    address("name", fc.oneof(fc.constant(""), overLong(200), notStorableText)),
    address("address", fc.oneof(fc.constant(""), overLong(400), notStorableText)),
    address("city", fc.oneof(overLong(120), notStorableText)),
    address("postalCode", fc.oneof(overLong(20), notStorableText)),
    address("addressDetails", fc.oneof(overLong(200), notStorableText)),
  );
  return [
    field("orderMode", notOneOf(["PICKUP", "DELIVERY"])),
    missing("orderMode", "selectedBranchId", "deliveryOrPickupTime", "basket", "payment"),
    field("selectedBranchId", notOneOf(BRANCH_IDS)),
    field("deliveryOrPickupTime", notOneOf(["NOW", "LATER"])),
    field(
      "deliveryNotes",
      fc.oneof(
        overLong(500),
        notStorableText.filter((v) => v !== null),
      ),
    ),
    field(
      "basket",
      nastyValue.filter((v) => !isPlainObject(v)),
    ),
    field(
      "items",
      fc.oneof(
        fc.constant([]),
        nastyValue.filter((v) => !Array.isArray(v)),
        fc.constant(Array.from({ length: 101 }, () => ({ itemId: KEMANG_ITEM, qty: 1 }))),
        fc.array(
          nastyValue.filter((v) => !isPlainObject(v)),
          { minLength: 1, maxLength: 3 },
        ),
      ),
      ["basket", "items"],
    ),
    field(
      "qty",
      nastyValue.filter(
        (v) => !(typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 99),
      ),
      ["basket", "items", "0", "qty"],
    ),
    // Issue 13: lines of one item are merged and then checked, never clamped to 99.
    fc
      .tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }))
      .filter(([a, b]) => a + b > 99)
      .map(([a, b]) =>
        breaker("basket:merged-over-99", (d) =>
          setPath(
            d,
            ["basket", "items"],
            [
              { itemId: KEMANG_ITEM, qty: a },
              { itemId: KEMANG_ITEM, qty: b },
            ],
          ),
        ),
      ),
    field("itemId", notOneOf(MENU_UIDS), ["basket", "items", "0", "itemId"]),
    // Issue 31 item 8: the item has no option groups, so any group is unknown, even one named
    // after an object's insides. Written as JSON text: an object literal's __proto__ would set
    // the prototype instead of a key (and structuredClone would not keep it).
    fc
      .tuple(
        fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty"),
        fc.constantFrom<unknown>(["x"], [], "x", ""),
      )
      .map(([key, value]) =>
        breaker("choices:object-key", (d) => {
          const basket = d.basket;
          if (!isPlainObject(basket) || !Array.isArray(basket.items)) return;
          basket.items[0] = JSON.parse(
            `{"itemId":${JSON.stringify(KEMANG_ITEM)},"qty":1,"choices":{${JSON.stringify(key)}:${JSON.stringify(value)}}}`,
          ) as unknown;
        }),
      ),
    field(
      "payment",
      nastyValue.filter((v) => !isPlainObject(v)),
    ),
    field("payment.method", notOneOf([...PAYMENT_METHODS]), ["payment", "method"]),
    fc.constant(
      breaker("payment:not-for-pickup", (d) => setPath(d, ["payment", "method"], "cashOnDelivery")),
    ),
    field(
      "payment.confirmation",
      nastyValue.filter(
        (v) => v !== "NOT_REQUIRED" && !transferConfirmationSchema.safeParse(v).success,
      ),
      ["payment", "confirmation"],
    ),
    ...(receipt ? [transferWithoutProof(uploadId)] : []),
    fc
      .oneof(
        badAddress.map((deliveryAddress) => ({
          deliveryAddress,
          deliveryMethod: { humanReadableName: DELIVERY_METHOD },
        })),
        notOneOf([DELIVERY_METHOD]).map((name) => ({
          deliveryAddress: GRAND_INDONESIA,
          deliveryMethod: { humanReadableName: name },
        })),
        // Issue 13: a place the server did not issue (no, a forged or a malformed signature).
        fc
          .oneof(fc.stringMatching(/^[0-9a-f]{64}$/), nastyString, fc.constant(undefined))
          .map((placeSignature) => ({
            deliveryAddress: { ...GRAND_INDONESIA, placeSignature },
            deliveryMethod: { humanReadableName: DELIVERY_METHOD },
          })),
      )
      .map((delivery) =>
        breaker("delivery:bad-address-or-method", (d) => {
          Object.assign(d, delivery, {
            orderMode: "DELIVERY",
            payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
          });
        }),
      ),
  ];
}

/** A transfer without the receipt the customer uploaded (or with one that is not theirs). */
function transferWithoutProof(uploadId: string): fc.Arbitrary<Breaker> {
  return fc
    .oneof(
      fc.constant<unknown>("NOT_REQUIRED"),
      fc
        .oneof(
          nastyString,
          fc.stringMatching(/^[A-Za-z0-9]{24}$/).map((id) => `/api/uploads/${id}`),
        )
        .filter((src) => src !== `/api/uploads/${uploadId}`)
        .map((src) => ({
          proofImageSrc: src,
          transferMethod: TRANSFER_METHODS[0],
          noteFromClient: "",
        })),
      fc
        .oneof(nastyString, fc.constantFrom("bca", "BCA", "BCA Transfer ", "Cash"))
        .filter((m) => !TRANSFER_METHODS.includes(m))
        .map((m) => ({
          proofImageSrc: `/api/uploads/${uploadId}`,
          transferMethod: m,
          noteFromClient: "",
        })),
      notStorableText.map((note) => ({
        proofImageSrc: `/api/uploads/${uploadId}`,
        transferMethod: TRANSFER_METHODS[0],
        noteFromClient: note,
      })),
    )
    .map((confirmation) =>
      breaker("payment:transfer-without-proof", (d) => {
        d.payment = { method: "transfer", confirmation };
      }),
    );
}

/** Status changes refused for a PENDING order: bad fields, illegal moves, a cancel without reason. */
export const statusBodies = (withBy: boolean) =>
  brokenBodies(withBy ? { status: "ACCEPTED", by: "hostile suite" } : { status: "ACCEPTED" }, [
    field("status", notOneOf(["ACCEPTED", "CANCELLED"])),
    missing("status"),
    fc
      .constantFrom("PENDING", "COMPLETED")
      .map((s) => breaker("status:illegal-change", (d) => void (d.status = s))),
    field(
      "reason",
      fc.oneof(
        overLong(200),
        notStorableText.filter((v) => v !== undefined),
      ),
    ),
    fc
      .oneof(fc.constant(undefined), fc.constantFrom("", " ", "\t\n", "\u00a0\u2028\ufeff"))
      .map((reason) =>
        breaker("status:cancel-without-reason", (d) => {
          d.status = "CANCELLED";
          if (reason === undefined) delete d.reason;
          else d.reason = reason;
        }),
      ),
    ...(withBy
      ? [field("by", fc.oneof(fc.constantFrom("", "   "), overLong(80), notStorableText))]
      : []),
  ]);
