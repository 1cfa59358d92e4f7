import { describe, expect, it } from "vitest";
import { miniDocument } from "../../../../tests/support/brand-files";
import type { BrandDocument } from "@/domain/brand-config";
import { checkBrandDocument } from "@/domain/brand-config";
import { checkDraft, draftOf } from "./delivery-draft";
import { onlinePaths, channelsOf, withProvider } from "./online-draft";

function stored(): BrandDocument {
  const checked = checkBrandDocument(miniDocument());
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.document;
}
const onlineOf = (document: BrandDocument) =>
  document.storeConfigs.salesChannels.customerApp.paymentsMethods.online;

describe("the online payment part of the Delivery & payment form", () => {
  it("adds nothing to a brand that never had it until the owner changes something of it", () => {
    const document = stored();
    const draft = draftOf(document);
    expect(draft.online).toMatchObject({ isActive: false, provider: "midtrans", mode: "sandbox" });
    expect(onlineOf(checkDraft(draft, document).next)).toBeUndefined();

    draft.online = { ...withProvider(draft.online, "xendit"), isActive: true };
    const ticked = new Set(draft.online.channels);
    ticked.delete("VA_BCA");
    draft.online.channels = channelsOf(draft.online, ticked);
    const { next, problems } = checkDraft(draft, document);
    expect(problems).toEqual([]);
    expect(onlineOf(next)?.merchantLevelConfigs).toMatchObject({
      isActive: true,
      configType: "ONLINE_PAYMENT",
      provider: "xendit",
      mode: "sandbox",
      expiryMinutes: 15,
    });
    expect(onlineOf(next)?.merchantLevelConfigs.channels).not.toContain("VA_BCA");
    // Read back, it is the same draft.
    expect(draftOf(next).online).toEqual(draft.online);
  });

  it("keeps the channels the new gateway takes, in its order, or all it takes", () => {
    const draft = draftOf(stored()).online;
    const xendit = withProvider({ ...draft, channels: ["VA_BNI", "QRIS"] }, "xendit");
    expect(xendit.channels).toEqual(["QRIS", "VA_BNI"]);
    // Midtrans takes no OVO or DANA: with only those chosen, it offers all of its own.
    const midtrans = withProvider({ ...xendit, channels: ["OVO", "DANA"] }, "midtrans");
    expect(midtrans.channels).toContain("GOPAY");
    expect(midtrans.channels).not.toContain("OVO");
    expect(channelsOf(midtrans, new Set([...midtrans.channels, "OVO"]))).not.toContain("OVO");
  });

  it("names minutes out of range or not a number, and no channel, by their paths", () => {
    const document = stored();
    const draft = draftOf(document);
    draft.online = { ...draft.online, isActive: true, expiryMinutes: "4", channels: [] };
    const paths = checkDraft(draft, document).problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([onlinePaths.expiryMinutes, onlinePaths.channels]),
    );
    draft.online.expiryMinutes = "soon";
    expect(checkDraft(draft, document).problems).toContainEqual({
      path: onlinePaths.expiryMinutes,
      message: "not a number",
    });
  });
});
