import { describe, expect, it } from "vitest";
import type { OrderState } from "./order-correction";
import {
  correctedBody,
  correctionChanges,
  correctionOf,
  describeCorrection,
  fillTemplate,
  lineName,
  lockedTotal,
} from "./order-correction";

// Issue 36 item 4: what a correction keeps, what it changed, and when the total may not change.

/** The words of src/i18n/server/{en,id}/staff-orders.json (the domain reads no catalog). */
const enWords = {
  changes: {
    added: "added {qty} × {line}",
    removed: "removed {qty} × {line}",
    quantity: "{line}: {from} → {to}",
    time: "time {from} → {to}",
    total: "total {from} → {to}",
    now: "as soon as possible",
  },
};
const idWords = {
  changes: {
    ...enWords.changes,
    added: "tambah {qty} × {line}",
    time: "waktu {from} → {to}",
    now: "secepatnya",
  },
};

const cake = {
  itemId: "cake",
  name: "Black Forest Cake",
  qty: 1,
  choices: [
    { groupId: "size", name: "Size", options: [{ id: "20", name: "20 cm", price: 0 }] },
    { groupId: "writing", name: "Writing", options: [], text: "Happy birthday Rina" },
  ],
};
const bun = { itemId: "bun", name: "Butter Bun", qty: 2 };
const at = (iso: string) => new Date(iso);
const state = (items: OrderState["items"], scheduledFor: Date | null, total: number) => ({
  items,
  scheduledFor,
  total,
});

describe("a correction", () => {
  it("keeps the order's branch, mode, address, method and payment, and takes the lines and time", () => {
    const order = {
      branchId: "kemang",
      orderMode: "DELIVERY" as const,
      deliveryAddress: null,
      deliveryNotes: "ring twice",
      deliveryMethod: { humanReadableName: "Kurir", price: 15000, distanceInMeters: 3000 },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    };
    const later = correctedBody(order, {
      items: [{ itemId: "bun", qty: 3 }],
      deliveryOrPickupTime: "LATER",
      scheduledFor: "2026-12-05T10:00:00+07:00",
    });
    expect(later).toEqual({
      orderMode: "DELIVERY",
      selectedBranchId: "kemang",
      deliveryOrPickupTime: "LATER",
      deliveryNotes: "ring twice",
      scheduledFor: "2026-12-05T10:00:00+07:00",
      deliveryAddress: null,
      deliveryMethod: { humanReadableName: "Kurir" },
      basket: { items: [{ itemId: "bun", qty: 3 }] },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    });
    // NOW: no slot, and a later order's notes go with its slot, as when it is placed.
    const now = correctedBody(order, {
      items: [],
      deliveryOrPickupTime: "NOW",
      scheduledFor: "2026-12-05T10:00:00+07:00",
    });
    expect(now).toMatchObject({ scheduledFor: null, deliveryNotes: "" });
  });

  it("starts from the order's lines with their choices as the basket writes them", () => {
    expect(
      correctionOf({
        basket: { items: [cake, bun] },
        deliveryOrPickupTime: "LATER",
        scheduledFor: "2026-12-05T10:00:00+07:00",
      }),
    ).toEqual({
      items: [
        { itemId: "cake", qty: 1, choices: { size: ["20"], writing: "Happy birthday Rina" } },
        { itemId: "bun", qty: 2 },
      ],
      deliveryOrPickupTime: "LATER",
      scheduledFor: "2026-12-05T10:00:00+07:00",
    });
  });

  it("names a line with its choices", () => {
    expect(lineName(cake)).toBe("Black Forest Cake (Size: 20 cm; Writing: Happy birthday Rina)");
    expect(lineName(bun)).toBe("Butter Bun");
  });

  it("lists what changed: lines added, removed, counted again; the time; the total", () => {
    const bigger = {
      ...cake,
      choices: [
        { groupId: "size", name: "Size", options: [{ id: "24", name: "24 cm", price: 0 }] },
      ],
    };
    const before = state([cake, bun], null, 366000);
    const after = state(
      [{ ...bun, qty: 3 }, bigger, { itemId: "klepon", name: "Klepon", qty: 1 }],
      at("2026-12-05T03:00:00Z"),
      450000,
    );
    expect(correctionChanges(before, after)).toEqual([
      { kind: "quantity", line: "Butter Bun", from: 2, to: 3 },
      { kind: "added", line: "Black Forest Cake (Size: 24 cm)", qty: 1 },
      { kind: "added", line: "Klepon", qty: 1 },
      {
        kind: "removed",
        line: "Black Forest Cake (Size: 20 cm; Writing: Happy birthday Rina)",
        qty: 1,
      },
      { kind: "time", from: null, to: "2026-12-05T03:00:00.000Z" },
      { kind: "total", from: 366000, to: 450000 },
    ]);
    expect(correctionChanges(before, state([bun, cake], null, 366000))).toEqual([]);
  });

  it("says what changed in the customer's language", () => {
    const changes = correctionChanges(
      state([bun], at("2026-12-05T03:00:00Z"), 24000),
      state(
        [
          { ...bun, qty: 3 },
          { itemId: "k", name: "Klepon", qty: 1 },
        ],
        null,
        64000,
      ),
    );
    const format = {
      money: (n: number) => `Rp${n}`,
      time: (iso: string) => `at ${iso.slice(11, 16)}`,
    };
    expect(describeCorrection(changes, enWords.changes, format)).toBe(
      "Butter Bun: 2 → 3; added 1 × Klepon; time at 03:00 → as soon as possible; total Rp24000 → Rp64000",
    );
    expect(describeCorrection(changes, idWords.changes, format)).toBe(
      "Butter Bun: 2 → 3; tambah 1 × Klepon; waktu at 03:00 → secepatnya; total Rp24000 → Rp64000",
    );
  });

  it("fills a template's names, leaving unknown ones as written", () => {
    expect(fillTemplate("{brand}: #{order} {nope}", { brand: "Kue", order: "AB12" })).toBe(
      "Kue: #AB12 {nope}",
    );
    expect(fillTemplate("{constructor}", {})).toBe("{constructor}");
  });

  it("keeps the total of an order paid online, or confirmed paid", () => {
    expect(lockedTotal({ payment: { method: "online" }, paidAt: null })).toBe("ONLINE");
    expect(lockedTotal({ payment: { method: "transfer" }, paidAt: new Date() })).toBe("PAID");
    expect(lockedTotal({ payment: { method: "transfer" }, paidAt: null })).toBeNull();
    expect(lockedTotal({ payment: { method: "payAtOutlet" }, paidAt: null })).toBeNull();
  });
});
