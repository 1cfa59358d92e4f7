import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BrandDocument } from "./brand-config";
import { missingSteps, setupProgress, setupSteps } from "./shop-setup";
import { STARTER_ADDRESS } from "./shop-starter";

const kopi = () =>
  JSON.parse(
    fs.readFileSync(path.join(process.cwd(), "brands/kopi.json"), "utf8"),
  ) as BrandDocument;

const stepOf = (doc: BrandDocument, id: string, facts = {}) =>
  setupSteps(doc, facts).find((s) => s.id === id)!;

describe("setupSteps", () => {
  it("finds a complete shop ready to open, the recommended steps aside", () => {
    const steps = setupSteps(kopi());
    expect(missingSteps(steps)).toEqual([]);
    expect(steps.filter((s) => !s.required).map((s) => s.id)).toEqual(["look", "preview"]);
    expect(setupProgress(steps)).toEqual({ done: 6, total: 7, canOpen: true });
  });

  it("needs a branch with an address, a pin and hours that open it (or open at all times)", () => {
    const doc = kopi();
    for (const b of doc.branches) b.address.lat = b.address.lng = 0;
    expect(stepOf(doc, "branch").done).toBe(false);
    const shut = kopi();
    for (const b of shut.branches) b.openingHours = { mon: [] };
    expect(stepOf(shut, "branch").done).toBe(false);
    const always = kopi();
    for (const b of always.branches) delete b.openingHours;
    expect(stepOf(always, "branch").done).toBe(true);
  });

  it("leaves a new shop's branch to do until its placeholder address is replaced", () => {
    const doc = kopi();
    for (const b of doc.branches) b.address.address = STARTER_ADDRESS.address;
    expect(stepOf(doc, "branch").done).toBe(false);
    doc.branches[0]!.address.address = "Jl. Kemang Raya 5";
    expect(stepOf(doc, "branch").done).toBe(true);
  });

  it("needs an item a branch shows with a price above zero", () => {
    const doc = kopi();
    for (const m of doc.menus) for (const s of m.sections) for (const i of s.items) i.price = 0;
    expect(stepOf(doc, "menu").done).toBe(false);
    const hidden = kopi();
    for (const m of hidden.menus)
      for (const s of m.sections) for (const i of s.items) i.hidden = true;
    expect(stepOf(hidden, "menu").done).toBe(false);
    const empty = kopi();
    for (const m of empty.menus) m.sections = [];
    expect(missingSteps(setupSteps(empty))).toEqual(["menu"]);
  });

  it("needs a payment method turned on", () => {
    const doc = kopi();
    const methods = doc.storeConfigs.salesChannels.customerApp.paymentsMethods;
    for (const m of Object.values(methods)) if (m) m.merchantLevelConfigs.isActive = false;
    expect(missingSteps(setupSteps(doc))).toEqual(["payment"]);
    expect(setupProgress(setupSteps(doc)).canOpen).toBe(false);
  });

  it("needs delivery priced, or the branches taking pickup only", () => {
    const doc = kopi();
    for (const b of doc.storeConfigs.salesChannels.customerApp.shippingBlocks) b.isActive = false;
    expect(stepOf(doc, "orderModes").done).toBe(false);
    for (const b of doc.branches) b.orderModes = ["PICKUP"];
    expect(stepOf(doc, "orderModes").done).toBe(true);
  });

  it("counts the look done once the logo or a colour differs from the start, the preview once seen", () => {
    const doc = kopi();
    expect(stepOf(doc, "look", { first: kopi() }).done).toBe(false);
    const first = kopi();
    first.storeConfigs.branding.colors.primary = "#000000";
    expect(stepOf(doc, "look", { first }).done).toBe(true);
    expect(stepOf(doc, "preview").done).toBe(false);
    expect(stepOf(doc, "preview", { previewed: true }).done).toBe(true);
    expect(setupProgress(setupSteps(doc, { previewed: true })).done).toBe(7);
  });
});
