import { describe, expect, it } from "vitest";
import { foreignKeyOrder } from "./catalog";
import { migrationLevel } from "./check";
import type { Header } from "./format";

describe("foreignKeyOrder", () => {
  const edges = new Map([
    ["orders", new Set(["brands", "customers", "uploads"])],
    ["uploads", new Set(["brands", "customers"])],
    ["order_events", new Set(["orders"])],
  ]);

  it("puts every table after those it references, alphabetical among equals", () => {
    expect(
      foreignKeyOrder(["order_events", "orders", "uploads", "customers", "brands"], edges),
    ).toEqual(["brands", "customers", "uploads", "orders", "order_events"]);
  });

  it("names the tables of a cycle", () => {
    const cycle = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["a"])],
    ]);
    expect(() => foreignKeyOrder(["a", "b", "c"], cycle)).toThrow(
      "the foreign keys of a, b form a cycle",
    );
  });
});

describe("migrationLevel", () => {
  const entries = [
    { tag: "0000_init", when: 100 },
    { tag: "0001_auth", when: 200 },
  ];
  const header = (when: number, tag: string): Header => ({
    format: 1,
    kedaiVersion: "9.9.9",
    createdAt: "2026-01-01T00:00:00.000Z",
    database: "pglite",
    storage: "disk",
    migration: { tag, when },
    secretCheck: "",
  });

  it("answers the backup's own migration, older ones included", () => {
    expect(migrationLevel(header(100, "0000_init"), entries)).toEqual(entries[0]);
    expect(migrationLevel(header(200, "0001_auth"), entries)).toEqual(entries[1]);
  });

  it("refuses a backup from a newer kedai, naming both levels", () => {
    expect(() => migrationLevel(header(300, "0002_next"), entries)).toThrow(
      "the backup was made by a newer kedai (9.9.9; its database is at migration 0002_next, this code knows up to 0001_auth)",
    );
  });

  it("refuses a migration this code never had", () => {
    expect(() => migrationLevel(header(150, "0000b_branch"), entries)).toThrow(
      "which this code's migrations do not have",
    );
  });
});
