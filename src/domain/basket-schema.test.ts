import { describe, expect, it } from "vitest";
import { emptyBasketState } from "./basket";
import { parseStoredBasket } from "./basket-schema";
import { basketLineSchema } from "./basket-line-schema";
import { TEST_ADDRESS, TEST_METHOD } from "./test-fixtures";

const fresh = emptyBasketState("3b241101-e2bb-4255-8caf-4136c566a962");
const address = TEST_ADDRESS;
const method = TEST_METHOD;
const stored = (items: unknown[], extra: object = {}) =>
  JSON.parse(
    JSON.stringify({
      ...fresh,
      selectedBranchId: "kemang",
      basket: { currency: "IDR", items },
      ...extra,
    }),
  ) as unknown;

describe("parseStoredBasket", () => {
  it("keeps a valid basket as it is", () => {
    const value = stored([{ itemId: "cake", qty: 99 }], {
      orderMode: "DELIVERY",
      deliveryAddress: address,
      deliveryMethod: method,
    });
    expect(parseStoredBasket(value)).toEqual(value);
  });
  it("keeps lines with choices (issue 18 item 5), and refuses choices of another shape", () => {
    const value = stored([
      { itemId: "cake", qty: 1, choices: { size: ["24cm"], writing: "Hi Ani" } },
      { itemId: "cake", qty: 2, choices: { size: ["16cm"] } },
    ]);
    expect(parseStoredBasket(value)).toEqual(value);
    expect(parseStoredBasket(stored([{ itemId: "cake", qty: 1, choices: { size: [3] } }]))).toBe(
      null,
    );
    expect(parseStoredBasket(stored([{ itemId: "cake", qty: 1, choices: ["24cm"] }]))).toBe(null);
  });
  it("keeps a line stored with more than 99 (before the rule) at 99", () => {
    expect(
      parseStoredBasket(
        stored([
          { itemId: "cake", qty: 999 },
          { itemId: "bun", qty: 3 },
        ]),
      )?.basket.items,
    ).toEqual([
      { itemId: "cake", qty: 99 },
      { itemId: "bun", qty: 3 },
    ]);
  });
  it("refuses a basket with a quantity that is no quantity", () => {
    for (const qty of [0, -2, 1.5, "3", null])
      expect(parseStoredBasket(stored([{ itemId: "cake", qty }]))).toBeNull();
  });
  it("refuses what is not a basket", () => {
    for (const value of [null, "x", 42, { basket: "nope" }, { ...fresh, orderStatus: "PAID" }])
      expect(parseStoredBasket(value)).toBeNull();
  });
  it("forgets an address the order would refuse, with its method, and keeps the rest", () => {
    const tooLong = { ...address, name: "n".repeat(201) };
    const value = stored([{ itemId: "cake", qty: 2 }], {
      orderMode: "DELIVERY",
      deliveryAddress: tooLong,
      deliveryMethod: method,
    });
    expect(parseStoredBasket(value)).toMatchObject({
      orderMode: "DELIVERY",
      deliveryAddress: null,
      deliveryMethod: null,
      basket: { items: [{ itemId: "cake", qty: 2 }] },
    });
  });
});

describe("a line's choices as read from a request (issue 31 item 8)", () => {
  it("keeps a group named __proto__ as a key, for checkChoices to refuse like any unknown one", () => {
    const line = basketLineSchema.parse(
      JSON.parse('{"itemId":"cake","qty":1,"choices":{"size":["16cm"],"__proto__":["x"]}}'),
    );
    expect(Object.keys(line.choices ?? {})).toEqual(["size", "__proto__"]);
    expect(Object.getPrototypeOf(line.choices)).toBe(Object.prototype);
  });
});
