import { describe, expect, it } from "vitest";
import { miniDocument } from "../../../../tests/support/brand-files";
import type { BrandDocument } from "@/domain/brand-config";
import { checkBrandDocument } from "@/domain/brand-config";
import {
  checkDraft,
  deliveryPriceJumps,
  draftOf,
  errorKind,
  labelProblems,
  moneyProblemOf,
  parseDecimal,
  paths,
  segmentDraft,
} from "./delivery-draft";

function stored(): BrandDocument {
  const checked = checkBrandDocument(miniDocument());
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.document;
}
const kinds = (problems: { path: string; message: string }[]) =>
  problems.map((p) => [p.path, moneyProblemOf(p) ?? errorKind(p)]);

describe("the Delivery & payment form", () => {
  it("reads the brand and writes it back unchanged, distances in km", () => {
    const document = stored();
    const draft = draftOf(document);
    expect(draft.methods[0]!.segments[0]).toMatchObject({ from: "0", to: "5", price: "10.000" });
    expect(draft.payments).toEqual({ cashOnDelivery: true, payAtOutlet: false, transfer: true });
    const { next, problems } = checkDraft(draft, document);
    expect(problems).toEqual([]);
    expect(next).toEqual(document);
  });

  it("stores km as meters, amounts as written, and payment methods turned on", () => {
    const document = stored();
    const draft = draftOf(document);
    draft.methods[0]!.segments.push({ ...segmentDraft(), from: "5,5", to: "", price: "12.500" });
    draft.methods[0]!.minimumOrder = "50000";
    draft.pickupMinimums[0] = "30.000";
    draft.payments.payAtOutlet = true;
    const { next, problems } = checkDraft(draft, document);
    expect(problems).toEqual([]);
    const [block] = next.storeConfigs.salesChannels.customerApp.shippingBlocks;
    expect(block!.merchantLevelConfigs.segments[1]).toEqual({ from: 5500, price: 12_500 });
    expect(block!.minimumOrder).toBe(50_000);
    expect(next.branches[0]!.pickupMinimumOrder).toBe(30_000);
    expect(next.storeConfigs.salesChannels.customerApp.paymentsMethods.payAtOutlet).toEqual({
      merchantLevelConfigs: { isActive: true, configType: "PAY_AT_OUTLET" },
    });
  });

  it("names each mistake by the brand schema's rules, on its field", () => {
    const document = stored();
    const draft = draftOf(document);
    const method = draft.methods[0]!;
    method.segments[0] = { ...method.segments[0]!, from: "6", to: "2" };
    method.segments.push({ ...segmentDraft(), from: "-1", to: "abc", price: "-5" });
    method.name = " ";
    draft.payments.payAtOutlet = true;
    draft.transferOptions = [];
    const { problems } = checkDraft(draft, document);
    expect(kinds(problems)).toEqual(
      expect.arrayContaining([
        [paths.segment(0, 0), "fromAfterTo"],
        [`${paths.segment(0, 1)}.from`, "distance"],
        [`${paths.segment(0, 1)}.to`, "number"],
        [`${paths.segment(0, 1)}.price`, "negative"],
        [`${paths.method(0)}.humanReadableName`, "needsName"],
        [paths.options, "needsOption"],
      ]),
    );
    draft.pickupMinimums[0] = "12,5";
    expect(kinds(checkDraft(draft, document).problems)).toContainEqual([
      `${paths.branch(0)}.pickupMinimumOrder`,
      "decimals",
    ]);
    method.segments = [];
    method.name = "Courier";
    draft.methods.push({ ...method, key: "copy", id: "copy" });
    expect(kinds(checkDraft(draft, document).problems)).toEqual(
      expect.arrayContaining([
        [paths.segments(0), "needsSegment"],
        [`${paths.method(1)}.humanReadableName`, "duplicateName"],
      ]),
    );
  });

  it("names an empty line of a transfer option by its label, and labels empty or twice", () => {
    const document = stored();
    const draft = draftOf(document);
    const option = draft.transferOptions[0]!;
    option.instructions[0]!.value = "";
    option.instructions.push({ key: "a", label: "Bank", value: "BCA" });
    option.instructions.push({ key: "b", label: "Bank ", value: "BNI" });
    option.instructions.push({ key: "c", label: "", value: "x" });
    const { problems } = checkDraft(draft, document);
    expect(kinds(problems)).toContainEqual([
      paths.instruction(option.id, "Account number"),
      "needsValue",
    ]);
    expect(labelProblems(draft)).toEqual([
      { key: "b", kind: "twice" },
      { key: "c", kind: "empty" },
    ]);
  });

  it("reads every amount by the console's one rule (issue 31 item 1)", () => {
    const document = stored();
    const draft = draftOf(document);
    draft.methods[0]!.segments[0]!.price = "Rp 10.000";
    draft.methods[0]!.minimumOrder = "350,000";
    draft.pickupMinimums[0] = "Rp 25.000,-";
    const { next, problems } = checkDraft(draft, document);
    expect(problems).toEqual([]);
    const [block] = next.storeConfigs.salesChannels.customerApp.shippingBlocks;
    expect(block!.merchantLevelConfigs.segments[0]!.price).toBe(10_000);
    expect(block!.minimumOrder).toBe(350_000);
    expect(next.branches[0]!.pickupMinimumOrder).toBe(25_000);

    draft.methods[0]!.segments[0]!.price = "10.00";
    draft.methods[0]!.minimumOrder = "1.250,000";
    expect(kinds(checkDraft(draft, document).problems)).toEqual(
      expect.arrayContaining([
        [`${paths.segment(0, 0)}.price`, "decimals"],
        [`${paths.method(0)}.minimumOrder`, "groups"],
      ]),
    );
    expect(parseDecimal("2,5")).toBe(2.5);
    expect(parseDecimal("-3")).toBe(-3);
  });

  it("names the fees and minimums a save would move more than tenfold", () => {
    const document = stored();
    const draft = draftOf(document);
    draft.methods[0]!.segments[0]!.price = "1.000"; // from 10.000: a tenth, not less
    expect(deliveryPriceJumps(document, checkDraft(draft, document).next)).toEqual([]);
    draft.methods[0]!.segments[0]!.price = "10";
    draft.methods[0]!.minimumOrder = "50.000"; // none before: nothing to compare
    draft.methods.push({ ...draft.methods[0]!, key: "new", id: "new", name: "New" });
    const { next } = checkDraft(draft, document);
    const [block] = document.storeConfigs.salesChannels.customerApp.shippingBlocks;
    expect(deliveryPriceJumps(document, next)).toEqual([
      { kind: "fee", method: block!.humanReadableName, row: 1, from: 10_000, to: 10 },
    ]);
  });
});
