import { describe, expect, it } from "vitest";
import type { PrintedOrder, PrintInput, PrintLine, PrintWords } from "./receipt";
import { pair, plainText, printLines, receiptLines, textWidth, ticketLines, wrap } from "./receipt";

// The English words of src/i18n/server/en/print.json, staff's modes and checkout's methods.
const words: PrintWords = {
  ticket: "KITCHEN TICKET",
  order: "Order #{number}",
  asap: "ASAP",
  later: "LATER",
  placed: "Placed {time}",
  customer: "Customer: {name}",
  phone: "Phone …{digits}",
  note: "Note: {note}",
  deliverTo: "Deliver to:",
  line: "{qty} x {name}",
  quoted: '"{text}"',
  subtotal: "Subtotal",
  delivery: "Delivery",
  promotion: "Promo: {name}",
  reward: "Reward",
  rewardItem: "Reward: {name}",
  total: "TOTAL",
  payment: "Payment",
  paid: "PAID",
  notPaid: "NOT PAID",
  cancelled: "CANCELLED",
  tel: "Tel {phone}",
  thanks: "Thank you!",
  mode: { PICKUP: "Pickup", DELIVERY: "Delivery" },
  methods: { payAtOutlet: "Pay at outlet", transfer: "Bank transfer" },
};

/** Saturday 28 November 2026, 14:05 in Jakarta (07:05 UTC). */
const PLACED = Date.parse("2026-11-28T07:05:00Z") / 1000;

const order = (patch: Partial<PrintedOrder> = {}): PrintedOrder => ({
  uid: "AbCdEfGhIjKlMnA1B2C3",
  status: "ACCEPTED",
  orderMode: "PICKUP",
  deliveryOrPickupTime: "LATER",
  scheduledFor: "2026-11-29T10:00:00+07:00",
  deliveryNotes: "No nuts please",
  deliveryAddress: null,
  deliveryMethod: null,
  basket: {
    currency: "IDR",
    items: [
      {
        uid: "l1",
        itemId: "black-forest-whole",
        qty: 2,
        price: 325_000,
        name: "Black Forest Cake",
        description: "",
        images: [],
        choices: [
          {
            groupId: "size",
            name: "Size",
            options: [{ id: "20cm", name: "20 cm", price: 35_000 }],
          },
          { groupId: "writing", name: "Writing", options: [], text: "Happy birthday Rina" },
        ],
      },
      {
        uid: "l2",
        itemId: "klepon",
        qty: 1,
        price: 28_000,
        name: "Klepon",
        description: "",
        images: [],
      },
    ],
  },
  payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
  discounts: [],
  total: 678_000,
  createdAt: { seconds: PLACED, nanoseconds: 0 },
  paidAt: null,
  customerName: "Rina",
  customerPhoneNumber: "+6281234567890",
  ...patch,
});

const input = (o: PrintedOrder, columns = 48): PrintInput => ({
  order: o,
  shop: {
    name: "Dapur Kue Demo",
    branch: {
      name: "Dapur Kue Demo Kemang",
      address: {
        address: "Jl. Kemang Raya No. 18, Bangka",
        city: "Jakarta Selatan",
        postalCode: "12730",
      },
      phoneNumber: "+622171794418",
    },
  },
  words,
  locale: "en",
  timeZone: "Asia/Jakarta",
  columns,
});

const textOf = (lines: PrintLine[]) => lines.map((l) => ("text" in l ? l.text : l.rule.repeat(3)));
/** Every line fits its paper: at most `columns / size` wide. */
function expectFits(lines: PrintLine[], columns: number) {
  for (const line of lines)
    if ("text" in line)
      expect(textWidth(line.text), line.text).toBeLessThanOrEqual(
        Math.floor(columns / (line.size ?? 1)),
      );
}

describe("wrap", () => {
  it("breaks between words, indents what follows, and cuts a word longer than a line", () => {
    expect(wrap("2 x Black Forest Cake with extra cherries", 20, "    ")).toEqual([
      "2 x Black Forest",
      "    Cake with extra",
      "    cherries",
    ]);
    expect(wrap("Supercalifragilistic", 8)).toEqual(["Supercal", "ifragili", "stic"]);
    expect(wrap("one\ntwo", 10)).toEqual(["one", "two"]);
    expect(wrap("", 10)).toEqual([""]);
  });

  it("counts a wide character twice and a combining mark not at all", () => {
    expect(textWidth("kue 🎂")).toBe(6);
    expect(textWidth("cafe\u0301")).toBe(4);
    expect(wrap("🎂🎂🎂🎂", 5)).toEqual(["🎂🎂", "🎂🎂"]);
  });

  it("puts a pair's right side at the end of its first line", () => {
    expect(pair("Subtotal", "Rp 10.000", 24)).toEqual(["Subtotal       Rp 10.000"]);
    expect(pair("1 x A very long cake name indeed", "Rp 5", 20, "  ")).toEqual([
      "1 x A very long Rp 5",
      "  cake name indeed",
    ]);
  });
});

describe("the kitchen ticket", () => {
  it("has the number, when, who, the items with their choices and writing, and the note", () => {
    const lines = ticketLines(input(order()));
    expect(lines).toContainEqual({ text: "#A1B2C3", size: 3, bold: true, center: true });
    expect(lines).toContainEqual({ text: "PICKUP", size: 2, bold: true, center: true });
    expect(lines).toContainEqual({ text: "Sun 29 Nov, 10:00", size: 2, bold: true, center: true });
    expect(lines).toContainEqual({ text: "Rina", size: 2, bold: true });
    expect(textOf(lines)).toEqual(
      expect.arrayContaining([
        "Placed 14:05",
        "Phone …7890",
        "2 x Black Forest Cake",
        "    Size: 20 cm",
        '    Writing: "Happy birthday Rina"',
        "1 x Klepon",
        "Note: No nuts please",
      ]),
    );
    // The writing stands out; no price is on a ticket.
    expect(lines).toContainEqual({ text: '    Writing: "Happy birthday Rina"', bold: true });
    expect(plainText(lines, 48)).not.toMatch(/Rp/);
    expectFits(lines, 48);
  });

  it("says ASAP for now, CANCELLED for a cancelled order, and where a delivery goes", () => {
    const lines = ticketLines(
      input(
        order({
          status: "CANCELLED",
          orderMode: "DELIVERY",
          deliveryOrPickupTime: "NOW",
          scheduledFor: null,
          deliveryNotes: "",
          customerName: null,
          customerPhoneNumber: null,
          deliveryAddress: {
            name: "Rumah",
            country: "Indonesia",
            address: "Jl. Kemang Timur No. 5, Bangka, Mampang Prapatan, Jakarta Selatan",
            city: "Jakarta Selatan",
            postalCode: "12730",
            lat: -6.26,
            lng: 106.81,
            addressDetails: "Pagar hijau",
            placeSignature: "x",
          },
        }),
        42,
      ),
    );
    const text = textOf(lines);
    expect(text).toEqual(
      expect.arrayContaining([
        "CANCELLED",
        "DELIVERY",
        "ASAP",
        "Deliver to:",
        "Rumah · Pagar hijau",
      ]),
    );
    expect(text.some((t) => t.startsWith("Note:") || t.startsWith("Phone"))).toBe(false);
    expectFits(lines, 42);
  });
});

describe("the customer's receipt", () => {
  it("has the shop, branch, date, number, priced items, fee, total and payment", () => {
    const o = order({
      orderMode: "DELIVERY",
      deliveryMethod: { humanReadableName: "Kurir", price: 15_000 },
      total: 693_000,
      paidAt: "2026-11-28T08:00:00Z",
      payment: { method: "transfer", confirmation: {} },
    });
    const lines = receiptLines(input(o));
    const text = textOf(lines);
    expect(lines[0]).toEqual({ text: "Dapur Kue Demo", size: 2, bold: true, center: true });
    expect(text).toEqual(
      expect.arrayContaining([
        "Dapur Kue Demo Kemang",
        "Jl. Kemang Raya No. 18, Bangka",
        "Jakarta Selatan 12730",
        "Tel +622171794418",
        "Order #A1B2C3                   2026-11-28 14:05",
        "Delivery · Sun 29 Nov, 10:00",
        "Customer: Rina",
        `2 x Black Forest Cake${" ".repeat(17)}Rp\u00a0650.000`,
        "    Size: 20 cm",
        `1 x Klepon${" ".repeat(29)}Rp\u00a028.000`,
        `Subtotal${" ".repeat(30)}Rp\u00a0678.000`,
        `Delivery${" ".repeat(31)}Rp\u00a015.000`,
        `Payment${" ".repeat(28)}Bank transfer`,
        "PAID",
        "Thank you!",
      ]),
    );
    expect(lines).toContainEqual({ text: "TOTAL         Rp\u00a0693.000", size: 2, bold: true });
    expectFits(lines, 48);
  });

  it("says NOT PAID until it is, in Indonesian words too", () => {
    const idWords = { ...words, notPaid: "BELUM DIBAYAR" };
    const lines = printLines("receipt", { ...input(order(), 42), words: idWords });
    expect(lines).toContainEqual({ text: "BELUM DIBAYAR", bold: true, center: true });
    expect(
      plainText(lines, 42)
        .split("\n")
        .every((l) => textWidth(l) <= 42),
    ).toBe(true);
  });

  it("lists each discount under the fee, what it took off, and the total after them (issue 39)", () => {
    const o = order({
      orderMode: "DELIVERY",
      deliveryMethod: { humanReadableName: "Kurir", price: 15_000 },
      discounts: [
        {
          source: "PROMOTION",
          promotionId: "p1",
          name: "Lebaran 15%",
          code: "LEBARAN15",
          on: "ORDER",
          amount: 101_700,
        },
        {
          source: "PROMOTION",
          promotionId: "p2",
          name: "Free delivery above Rp 150.000",
          code: null,
          on: "DELIVERY",
          amount: 15_000,
        },
        {
          source: "REWARD",
          promotionId: null,
          name: "Klepon",
          code: null,
          on: "ORDER",
          amount: 28_000,
        },
      ],
      total: 548_300,
    });
    const lines = receiptLines(input(o));
    const text = textOf(lines);
    const at = (t: string) => text.indexOf(t);
    const promo = `Promo: Lebaran 15% (LEBARAN15)${" ".repeat(7)}-Rp\u00a0101.700`;
    expect(text).toEqual(
      expect.arrayContaining([
        promo,
        "Promo: Free delivery above Rp 150.000 -Rp\u00a015.000",
        `Reward: Klepon${" ".repeat(24)}-Rp\u00a028.000`,
      ]),
    );
    // Under the subtotal and the fee, above the total.
    expect(at(promo)).toBeGreaterThan(at(`Delivery${" ".repeat(31)}Rp\u00a015.000`));
    expect(lines).toContainEqual({ text: "TOTAL         Rp\u00a0548.300", size: 2, bold: true });
    expectFits(lines, 48);
    // The kitchen's ticket still says no money.
    expect(textOf(ticketLines(input(o))).some((t) => t.includes("Rp") || t.includes("Promo"))).toBe(
      false,
    );
  });

  it("words a reward without an item's name by the brand's word alone", () => {
    const reward = {
      source: "REWARD",
      promotionId: null,
      name: "",
      code: null,
      on: "ORDER",
      amount: 20_000,
    } as const;
    const idWords = { ...words, reward: "Hadiah", rewardItem: "Hadiah: {name}" };
    const lines = receiptLines({
      ...input(order({ discounts: [reward], total: 658_000 }), 32),
      words: idWords,
    });
    expect(textOf(lines)).toContain(`Hadiah${" ".repeat(16)}-Rp\u00a020.000`);
    expectFits(lines, 32);
  });
});
