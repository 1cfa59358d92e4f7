import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderView, StaffOrder } from "@/domain/order";
import { brandImport } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { CAKE_PRICE, dateIn, hoursBrand, HOURS_STAFF_PHONE } from "../support/hours-brand";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 18 item 5 over HTTP: the menu gives each item's option groups; an order's choices are
// priced by the server from the menu, kept with their names and prices of the day, merged per item
// + choices, and shown to the customer and the board; every wrong choice is a 400 OPTIONS_INVALID
// naming the group, with nothing written. The cake of the hours brand (tests/support/hours-brand.ts)
// needs two days' notice, so its orders are for later; branch `busy` is open at all hours.

const BRAND = "opts";
const HOST = `${BRAND}.localhost`;
const PHONE = "+6281100000191";
const CAKE = "birthday-cake";
const SLOT = `${dateIn(3)}T10:00:00+07:00`;

let server: RunningServer;
let loc: TestLocation;
let file: string;
let customer: TestSession;
let kitchen: TestSession;
beforeAll(async () => {
  loc = await freshLocation(BRAND);
  file = hoursBrand(BRAND);
  expect(brandImport(loc, file).status).toBe(0);
  server = await startServer(loc, {
    AUTH_TEST_PHONE_NUMBERS: `${PHONE}:12345,${HOURS_STAFF_PHONE}:12345`,
  });
  customer = await signIn(server.baseUrl, PHONE, HOST, BRAND);
  kitchen = await signIn(server.baseUrl, HOURS_STAFF_PHONE, HOST, BRAND);
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
});

type Line = { itemId: string; qty: number; choices?: Record<string, string[] | string> };

const place = (items: Line[], key = randomUUID()) =>
  post(
    server.baseUrl,
    `/api/orders/${BRAND}/customer`,
    HOST,
    pickupOrder("busy", items, { deliveryOrPickupTime: "LATER", scheduledFor: SLOT }),
    { ...customer.headers, "x-idempotency-key": key },
  );
const myOrders = async () =>
  (await get(server.baseUrl, `/api/me/${customer.uid}/orders`, HOST, customer.headers)).json<{
    data: OrderView[];
  }>().data;

describe("the menu", () => {
  it("gives each item its option groups, with the file's defaults filled in", async () => {
    const res = await get(server.baseUrl, "/api/branches", HOST);
    type Branch = { menu: { sections: { items: { uid: string; optionGroups?: unknown }[] }[] } };
    const items = res.json<{ data: Branch[] }>().data[0]!.menu.sections.flatMap((s) => s.items);
    expect(items.find((i) => i.uid === "bun")).not.toHaveProperty("optionGroups");
    expect(items.find((i) => i.uid === CAKE)?.optionGroups).toEqual([
      {
        kind: "choice",
        id: "size",
        name: "Size",
        min: 1,
        max: 1,
        options: [
          { id: "16cm", name: "16 cm", price: 0 },
          { id: "20cm", name: "20 cm", price: CAKE_PRICE["20cm"] },
          { id: "24cm", name: "24 cm", price: CAKE_PRICE["24cm"] },
        ],
      },
      { kind: "text", id: "writing", name: "Writing on the cake", maxLength: 30, required: false },
    ]);
  });
});

describe("an order with choices", () => {
  it("is priced from the menu, one line per item + choices, and shown to the customer and the board", async () => {
    const res = await place([
      { itemId: CAKE, qty: 1, choices: { size: ["24cm"], writing: "  Happy birthday  Sari " } },
      { itemId: CAKE, qty: 2, choices: { size: ["16cm"] } },
      // The first line again, its choices written another way: the same line.
      { itemId: CAKE, qty: 1, choices: { writing: "Happy birthday Sari", size: ["24cm"] } },
      { itemId: "bun", qty: 1, choices: {} },
    ]);
    expect(res.status, res.body).toBe(200);
    const uid = res.json<{ data: { uid: string } }>().data.uid;
    const big = CAKE_PRICE.base + CAKE_PRICE["24cm"];
    const order = (await myOrders()).find((o) => o.uid === uid)!;
    expect(
      order.basket.items.map(({ itemId, qty, price, choices }) => ({
        itemId,
        qty,
        price,
        choices,
      })),
    ).toEqual([
      {
        itemId: CAKE,
        qty: 2,
        price: big,
        choices: [
          {
            groupId: "size",
            name: "Size",
            options: [{ id: "24cm", name: "24 cm", price: CAKE_PRICE["24cm"] }],
          },
          {
            groupId: "writing",
            name: "Writing on the cake",
            options: [],
            text: "Happy birthday Sari",
          },
        ],
      },
      {
        itemId: CAKE,
        qty: 2,
        price: CAKE_PRICE.base,
        choices: [
          { groupId: "size", name: "Size", options: [{ id: "16cm", name: "16 cm", price: 0 }] },
        ],
      },
      { itemId: "bun", qty: 1, price: 12_000, choices: undefined },
    ]);
    expect(order.total).toBe(2 * big + 2 * CAKE_PRICE.base + 12_000);
    // The tracking page's order and the board's card carry the same choices.
    const tracked = await get(
      server.baseUrl,
      `/api/orders/${BRAND}/${uid}`,
      HOST,
      customer.headers,
    );
    expect(tracked.json<{ data: OrderView }>().data.basket.items).toEqual(order.basket.items);
    const board = await get(server.baseUrl, "/api/staff/orders", HOST, kitchen.headers);
    const card = board
      .json<{ data: { orders: StaffOrder[] } }>()
      .data.orders.find((o) => o.uid === uid);
    expect(card?.basket.items).toEqual(order.basket.items);
  });

  it.each([
    ["no size", { writing: "Hi" }, "size", "Size", "TOO_FEW"],
    ["two sizes", { size: ["16cm", "24cm"] }, "size", "Size", "TOO_MANY"],
    ["a size not offered", { size: ["30cm"] }, "size", "Size", "UNKNOWN_OPTION"],
    ["a size as words", { size: "24cm" }, "size", "Size", "WRONG_FORM"],
    [
      "writing too long",
      { size: ["16cm"], writing: "x".repeat(31) },
      "writing",
      "Writing on the cake",
      "TEXT_TOO_LONG",
    ],
    [
      "a group the cake lacks",
      { size: ["16cm"], candles: ["3"] },
      "candles",
      "candles",
      "UNKNOWN_GROUP",
    ],
    // Issue 31 item 8: a key JSON can name but an object literal cannot (it would set the
    // prototype), so written as the request's own text; refused like any other unknown group.
    [
      "a group named __proto__",
      JSON.parse('{"size":["16cm"],"__proto__":["3"]}') as Record<string, string[]>,
      "__proto__",
      "__proto__",
      "UNKNOWN_GROUP",
    ],
    [
      "a group named constructor",
      JSON.parse('{"size":["16cm"],"constructor":"3"}') as Record<string, string>,
      "constructor",
      "constructor",
      "UNKNOWN_GROUP",
    ],
    [
      // Three characters, but 3 KB: the bound in bytes (src/domain/text.ts).
      "writing of three letters under 1,500 combining marks",
      { size: ["16cm"], writing: `a${"\u0301".repeat(500)}`.repeat(3) },
      "writing",
      "Writing on the cake",
      "TEXT_TOO_LONG",
    ],
    [
      "writing of 31 emoji",
      { size: ["16cm"], writing: "🎂".repeat(31) },
      "writing",
      "Writing on the cake",
      "TEXT_TOO_LONG",
    ],
  ])(
    "refuses %s with 400 OPTIONS_INVALID naming the group, and writes nothing",
    async (_, choices, groupId, group, reason) => {
      const before = (await myOrders()).length;
      const res = await place([
        { itemId: "bun", qty: 1 },
        { itemId: CAKE, qty: 1, choices },
      ]);
      expect(res.status, res.body).toBe(400);
      const { error } = res.json<{ error: { reasonCode: string; message: string } }>();
      expect(error).toMatchObject({
        reasonCode: "OPTIONS_INVALID",
        message: expect.stringContaining("basket.items[1]: Birthday Cake: ") as unknown,
        line: 1,
        itemId: CAKE,
        groupId,
        group,
        reason,
      });
      expect(await myOrders()).toHaveLength(before);
    },
  );

  it("counts the writing in characters a person sees: 30 emoji fit a group of 30 (issue 31 item 14)", async () => {
    const writing = "🎂".repeat(10) + "👨‍👩‍👧".repeat(10) + "🇮🇩".repeat(10);
    const res = await place([{ itemId: CAKE, qty: 1, choices: { size: ["16cm"], writing } }]);
    expect(res.status, res.body).toBe(200);
    const { uid } = res.json<{ data: { uid: string } }>().data;
    const order = (await myOrders()).find((o) => o.uid === uid);
    expect(order?.basket.items[0]?.choices?.find((c) => c.groupId === "writing")?.text).toBe(
      writing,
    );
  });

  it("refuses choices for an item that has none, and a cake with no choices at all", async () => {
    const bun = await place([{ itemId: "bun", qty: 1, choices: { size: ["16cm"] } }]);
    expect(bun.status).toBe(400);
    expect(bun.json<{ error: unknown }>().error).toMatchObject({
      itemId: "bun",
      reason: "UNKNOWN_GROUP",
    });
    const bare = await place([{ itemId: CAKE, qty: 1 }]);
    expect(bare.status).toBe(400);
    expect(bare.json<{ error: unknown }>().error).toMatchObject({
      groupId: "size",
      reason: "TOO_FEW",
    });
  });

  it("keeps an order's choices as they were when the menu changes, and refuses a choice it no longer offers", async () => {
    const res = await place([{ itemId: CAKE, qty: 1, choices: { size: ["24cm"] } }]);
    expect(res.status, res.body).toBe(200);
    const uid = res.json<{ data: { uid: string } }>().data.uid;
    // The brand drops the 24 cm size and renames the group.
    const brand = JSON.parse(fs.readFileSync(file, "utf8")) as {
      menus: {
        sections: {
          items: {
            uid: string;
            optionGroups?: { id: string; name: string; options?: { id: string }[] }[];
          }[];
        }[];
      }[];
    };
    const cake = brand.menus[0]!.sections[0]!.items.find((i) => i.uid === CAKE)!;
    const size = cake.optionGroups!.find((g) => g.id === "size")!;
    size.name = "Cake size";
    size.options = size.options!.filter((o) => o.id !== "24cm");
    fs.writeFileSync(file, JSON.stringify(brand));
    expect(brandImport(loc, file).status).toBe(0);
    await expect
      .poll(
        async () => (await place([{ itemId: CAKE, qty: 1, choices: { size: ["24cm"] } }])).status,
        {
          timeout: 5000,
        },
      )
      .toBe(400);
    const kept = (await myOrders()).find((o) => o.uid === uid)!;
    expect(kept.basket.items[0]).toMatchObject({
      price: CAKE_PRICE.base + CAKE_PRICE["24cm"],
      choices: [{ groupId: "size", name: "Size", options: [{ id: "24cm", name: "24 cm" }] }],
    });
    const refused = await place([{ itemId: CAKE, qty: 1, choices: { size: ["24cm"] } }]);
    expect(refused.json<{ error: unknown }>().error).toMatchObject({
      groupId: "size",
      group: "Cake size",
      reason: "UNKNOWN_OPTION",
    });
  });
});
