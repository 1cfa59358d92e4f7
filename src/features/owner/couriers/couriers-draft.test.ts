import { describe, expect, it } from "vitest";
import type { CouriersView } from "@/domain/courier-settings-schema";
import { bodyOf, draftOf } from "./couriers-draft";

const VIEW: Pick<CouriersView, "settings" | "branches"> = {
  settings: {
    aggregator: "biteship",
    fee: { kind: "quote", roundTo: 500, adjust: -2000 },
    keepSegments: false,
    branches: {
      kemang: { services: ["gojek/instant"], booking: { kind: "before_slot", minutes: 60 } },
    },
  },
  branches: [
    { id: "kemang", name: "Kemang" },
    { id: "menteng", name: "Menteng" },
  ],
};

describe("the Couriers form's draft", () => {
  it("shows the stored settings as typed: a subsidy as its amount, the key empty", () => {
    const draft = draftOf(VIEW);
    expect(draft).toMatchObject({
      apiKey: "",
      feeKind: "quote",
      roundTo: 500,
      adjustKind: "subsidy",
      keepSegments: false,
      branches: {
        kemang: { services: ["gojek/instant"], booking: "before_slot", minutes: "60" },
        menteng: { services: [], booking: "manual", minutes: "45" },
      },
    });
    expect(draft.adjust).toMatch(/^2[.,]000$/);
  });

  it("reads amounts the Indonesian way and sends what the server checks; the key left out when empty", () => {
    const draft = { ...draftOf(VIEW), adjustKind: "margin" as const, adjust: "Rp 2.500" };
    expect(bodyOf(draft, "IDR", true)).toEqual({
      ok: true,
      body: {
        fee: { kind: "quote", roundTo: 500, adjust: 2500 },
        keepSegments: false,
        branches: {
          kemang: {
            services: ["gojek/instant"],
            booking: { kind: "before_slot", minutes: 60 },
          },
        },
      },
    });
    const flat = {
      ...draftOf(VIEW),
      feeKind: "flat" as const,
      price: "10.000",
      apiKey: "k-123456789",
    };
    expect(bodyOf(flat, "IDR", true)).toMatchObject({
      ok: true,
      body: { apiKey: "k-123456789", fee: { kind: "flat", price: 10_000 } },
    });
  });

  it("says each problem by field, before anything is sent", () => {
    const draft = draftOf(VIEW);
    const bad = {
      ...draft,
      adjust: "2.000,5",
      branches: { ...draft.branches, kemang: { ...draft.branches.kemang!, minutes: "ten" } },
    };
    expect(bodyOf(bad, "IDR", false)).toEqual({
      ok: false,
      problems: {
        "fee.adjust": { source: "money", problem: "decimals" },
        apiKey: { source: "check", problem: "missing" },
        "branches.kemang.booking.minutes": { source: "check", problem: "notNumber" },
      },
    });
  });
});
