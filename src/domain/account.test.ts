import { describe, expect, it } from "vitest";
import { addressKey, asksForName, MESSAGE_CHOICES, sendsMessage } from "./account";
import { deleteAccountBody, hideAddressBody, profileBody } from "./account-schema";
import { MESSAGE_EVENTS } from "./order-status";

describe("sendsMessage", () => {
  it("sends every message to a customer who wants every update", () => {
    for (const event of MESSAGE_EVENTS) expect(sendsMessage("EVERY_UPDATE", event)).toBe(true);
  });

  it("leaves out only 'completed' for the important ones", () => {
    const sent = MESSAGE_EVENTS.filter((e) => sendsMessage("IMPORTANT_ONLY", e));
    expect(sent).toEqual([
      "ACCEPTED",
      "ACCEPTED_FOR_LATER",
      "READY_FOR_PICKUP",
      "ON_THE_WAY",
      "CANCELLED",
      "PAID",
    ]);
  });

  it("always sends money and cancellations, whatever the choice", () => {
    for (const choice of MESSAGE_CHOICES) {
      expect(sendsMessage(choice, "PAID")).toBe(true);
      expect(sendsMessage(choice, "CANCELLED")).toBe(true);
    }
    expect(MESSAGE_EVENTS.filter((e) => sendsMessage("ESSENTIAL_ONLY", e))).toEqual([
      "CANCELLED",
      "PAID",
    ]);
  });
});

describe("profileBody", () => {
  const parse = (body: unknown) => profileBody.safeParse(body);

  it("takes a name as written, trimmed, and an empty one as none", () => {
    expect(parse({ name: "  Siti Rahayu " }).data).toEqual({ name: "Siti Rahayu" });
    expect(parse({ name: "" }).data).toEqual({ name: null });
    expect(parse({ name: null }).data).toEqual({ name: null });
    expect(parse({}).data).toEqual({});
  });

  it("counts a name's length in characters people see", () => {
    const family = "👨‍👩‍👧‍👦"; // one character, 11 UTF-16 units
    expect(parse({ name: family.repeat(60) }).success).toBe(true);
    expect(parse({ name: family.repeat(61) }).success).toBe(false);
    expect(parse({ name: "a".repeat(61) }).success).toBe(false);
  });

  it("refuses a name of more than one line, NUL, or not text", () => {
    for (const name of ["Siti\nRahayu", "Siti\tR", "a\u0000b", 42, ["Siti"]]) {
      const result = parse({ name });
      expect(result.success, String(name)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["name"]);
    }
  });

  it("takes only our languages and message choices, and no other field", () => {
    expect(parse({ language: "id", messages: "IMPORTANT_ONLY" }).success).toBe(true);
    expect(parse({ language: null }).data).toEqual({ language: null });
    expect(parse({ language: "fr" }).success).toBe(false);
    expect(parse({ messages: "NEVER" }).success).toBe(false);
    expect(parse({ phoneNumber: "+6281100000001" }).success).toBe(false);
  });

  it("takes the name question skipped as `nameAsked: true`, and nothing else there", () => {
    expect(parse({ nameAsked: true }).data).toEqual({ nameAsked: true });
    for (const nameAsked of [false, "true", 1, null])
      expect(parse({ nameAsked }).success, String(nameAsked)).toBe(false);
  });
});

describe("asksForName", () => {
  const customer = { staff: undefined };
  const staff = { staff: { name: "Dapur Kemang", role: "staff" as const, branchIds: ["kemang"] } };

  it("asks a customer the brand has no name for, once", () => {
    expect(asksForName({ name: null, nameAsked: false }, customer)).toBe(true);
    expect(asksForName({ name: null, nameAsked: true }, customer)).toBe(false);
    expect(asksForName({ name: "Rina", nameAsked: false }, customer)).toBe(false);
  });

  it("never asks the brand's own people", () => {
    expect(asksForName({ name: null, nameAsked: false }, staff)).toBe(false);
    const owner = { staff: { ...staff.staff, role: "owner" as const, branchIds: [] } };
    expect(asksForName({ name: null, nameAsked: false }, owner)).toBe(false);
  });
});

describe("hiding an address and deleting an account", () => {
  it("knows an address by its text and details, missing details being none", () => {
    expect(addressKey({ address: "Jl. Kemang 1" })).toBe(
      addressKey({ address: "Jl. Kemang 1", addressDetails: "" }),
    );
    expect(addressKey({ address: "Jl. Kemang 1", addressDetails: "lt 2" })).not.toBe(
      addressKey({ address: "Jl. Kemang 1" }),
    );
    expect(hideAddressBody.parse({ address: "Jl. Kemang 1" })).toEqual({
      address: "Jl. Kemang 1",
      addressDetails: "",
    });
    expect(hideAddressBody.safeParse({ address: "" }).success).toBe(false);
  });

  it("deletes only when the customer said yes", () => {
    expect(deleteAccountBody.safeParse({ confirm: true }).success).toBe(true);
    expect(deleteAccountBody.safeParse({}).success).toBe(false);
    expect(deleteAccountBody.safeParse({ confirm: "yes" }).success).toBe(false);
  });
});
