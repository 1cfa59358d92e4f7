import { describe, expect, it } from "vitest";
import {
  attemptReference,
  awaitsPayment,
  bankName,
  channelKind,
  CHANNEL_NAMES,
  customerPaymentLine,
  formatCountdown,
  isPhoneBrowser,
  offeredChannels,
  PAYMENT_CHANNELS,
  retryRefusal,
  secondsLeft,
  shownPayment,
  staffPaymentLine,
  waitsForCustomerPayment,
  walletLink,
} from "./online-payment";
import type { OnlinePaymentView } from "./online-payment";

describe("channels", () => {
  it("names each channel as its brand writes it, and knows how it is paid", () => {
    expect(PAYMENT_CHANNELS.map((c) => CHANNEL_NAMES[c])).toEqual([
      "QRIS",
      "GoPay",
      "OVO",
      "DANA",
      "ShopeePay",
      "BCA",
      "BNI",
      "BRI",
      "Mandiri",
      "Permata",
    ]);
    expect(channelKind("QRIS")).toBe("qr");
    expect(channelKind("SHOPEEPAY")).toBe("ewallet");
    expect(channelKind("VA_MANDIRI")).toBe("va");
  });

  it("writes a gateway's bank as people do, whatever its case", () => {
    expect(bankName("bca")).toBe("BCA");
    expect(bankName("BRI")).toBe("BRI");
    expect(bankName("permata")).toBe("Permata");
    expect(bankName("mandiri")).toBe("Mandiri");
    expect(bankName("cimb")).toBe("CIMB");
  });

  it("offers the brand's channels in its order, only when paying online is on", () => {
    const online = (isActive: boolean, channels: string[]) => ({
      merchantLevelConfigs: { isActive, channels },
    });
    expect(offeredChannels(online(true, ["VA_BCA", "QRIS", "GOPAY"]))).toEqual([
      "VA_BCA",
      "QRIS",
      "GOPAY",
    ]);
    expect(offeredChannels(online(false, ["QRIS"]))).toEqual([]);
    expect(offeredChannels(undefined)).toEqual([]);
    expect(offeredChannels(online(true, ["QRIS", "BITCOIN"]))).toEqual(["QRIS"]);
  });
});

describe("the countdown to pay", () => {
  const expiresAt = "2026-11-27T10:15:00.000Z";
  const at = (iso: string) => Date.parse(iso);

  it("counts whole seconds left, rounding down, never below 0", () => {
    expect(secondsLeft(expiresAt, at("2026-11-27T10:00:28.000Z"))).toBe(872);
    expect(secondsLeft(expiresAt, at("2026-11-26T10:00:00.000Z"))).toBe(87_300);
    expect(secondsLeft(expiresAt, at("2026-11-27T10:00:00.300Z"))).toBe(899);
    expect(secondsLeft(expiresAt, at("2026-11-27T10:14:59.400Z"))).toBe(0);
    expect(secondsLeft(expiresAt, at("2026-11-27T10:15:00.000Z"))).toBe(0);
    expect(secondsLeft(expiresAt, at("2026-11-27T11:00:00.000Z"))).toBe(0);
  });

  it("reads as minutes and seconds, with hours past an hour", () => {
    expect(formatCountdown(872)).toBe("14:32");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(3600)).toBe("1:00:00");
    expect(formatCountdown(3909)).toBe("1:05:09");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

describe("the e-wallet's link", () => {
  const action = {
    kind: "redirect" as const,
    url: "https://pay.example/w",
    mobileUrl: "gojek://pay",
  };

  it("opens the app on a phone, the web page elsewhere or without an app link", () => {
    expect(walletLink(action, true)).toBe("gojek://pay");
    expect(walletLink(action, false)).toBe("https://pay.example/w");
    expect(walletLink({ kind: "redirect", url: "https://pay.example/w" }, true)).toBe(
      "https://pay.example/w",
    );
  });

  it("tells a phone's browser by its user agent", () => {
    expect(
      isPhoneBrowser(
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36",
      ),
    ).toBe(true);
    expect(isPhoneBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
    expect(isPhoneBrowser("Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36")).toBe(false);
  });
});

describe("payment lines", () => {
  const refund = (state: "PENDING" | "DONE" | "FAILED", error: string | null = null) => ({
    state,
    error,
  });

  it("tells the customer paid online, or where the refund is; nothing while it waits or ended unpaid", () => {
    expect(customerPaymentLine(null)).toBeNull();
    expect(customerPaymentLine({ state: "PENDING", refund: null })).toBeNull();
    expect(customerPaymentLine({ state: "EXPIRED", refund: null })).toBeNull();
    expect(customerPaymentLine({ state: "FAILED", refund: null })).toBeNull();
    expect(customerPaymentLine({ state: "PAID", refund: null })).toBe("paidOnline");
    expect(customerPaymentLine({ state: "PAID", refund: refund("PENDING") })).toBe("refunding");
    // A failed refund is the shop's to retry: the customer still hears it is on its way.
    expect(customerPaymentLine({ state: "PAID", refund: refund("FAILED", "boom") })).toBe(
      "refunding",
    );
    expect(customerPaymentLine({ state: "REFUNDED", refund: refund("DONE") })).toBe("refunded");
  });

  it("tells staff each state, and a failed refund with its error", () => {
    expect(staffPaymentLine({ state: "PENDING", refund: null }, "PENDING")).toEqual({
      key: "awaitingOnline",
    });
    expect(staffPaymentLine({ state: "PAID", refund: null }, "PENDING")).toEqual({
      key: "paidOnline",
    });
    expect(staffPaymentLine({ state: "EXPIRED", refund: null }, "PENDING")).toEqual({
      key: "expired",
    });
    // Failed within its time: the customer may still try again (issue 32 item 6).
    expect(staffPaymentLine({ state: "FAILED", refund: null }, "PENDING")).toEqual({
      key: "failedRetrying",
    });
    expect(staffPaymentLine({ state: "FAILED", refund: null }, "CANCELLED")).toEqual({
      key: "failed",
    });
    expect(staffPaymentLine({ state: "PAID", refund: refund("PENDING") }, "PENDING")).toEqual({
      key: "refundPending",
    });
    expect(
      staffPaymentLine({ state: "PAID", refund: refund("FAILED", "Gateway said no") }, "PENDING"),
    ).toEqual({ key: "refundFailed", error: "Gateway said no" });
    expect(staffPaymentLine({ state: "PENDING", refund: null }, "CANCELLED")).toEqual({
      key: "unpaid",
    });
    expect(staffPaymentLine({ state: "REFUNDED", refund: refund("DONE") }, "CANCELLED")).toEqual({
      key: "refunded",
    });
  });
});

describe("trying a failed payment again (issue 32 item 6)", () => {
  const now = Date.parse("2026-11-28T10:00:00Z");
  const payment = (over: Partial<OnlinePaymentView> = {}) => ({
    state: "FAILED" as const,
    attempt: 1,
    expiresAt: "2026-11-28T10:10:00Z",
    ...over,
  });

  it("gives each charge of an order a reference of its own, the first the order's id", () => {
    expect(attemptReference("abcDEF0123456789wxyz", 1)).toBe("abcDEF0123456789wxyz");
    expect(attemptReference("abcDEF0123456789wxyz", 2)).toBe("abcDEF0123456789wxyz-2");
    expect(attemptReference("abcDEF0123456789wxyz", 5)).toBe("abcDEF0123456789wxyz-5");
  });

  it("lets a failed payment be tried again while the order waits, in time, up to five charges", () => {
    expect(retryRefusal("PENDING", payment(), now)).toBeNull();
    expect(retryRefusal("PENDING", payment({ attempt: 4 }), now)).toBeNull();
    expect(retryRefusal("PENDING", payment({ attempt: 5 }), now)).toBe(
      "PAYMENT_ATTEMPTS_EXHAUSTED",
    );
    expect(retryRefusal("PENDING", payment({ expiresAt: "2026-11-28T10:00:00Z" }), now)).toBe(
      "PAYMENT_TIME_UP",
    );
    expect(retryRefusal("CANCELLED", payment(), now)).toBe("PAYMENT_ALREADY_ENDED");
    expect(retryRefusal("PENDING", payment({ state: "PAID" }), now)).toBe("PAYMENT_ALREADY_ENDED");
    expect(retryRefusal("PENDING", payment({ state: "PENDING" }), now)).toBe(
      "PAYMENT_ALREADY_ENDED",
    );
  });

  it("keeps an order whose payment failed waiting for it, not for the kitchen", () => {
    expect(awaitsPayment({ status: "PENDING", onlinePayment: { state: "FAILED" } })).toBe(true);
    expect(awaitsPayment({ status: "PENDING", onlinePayment: { state: "PENDING" } })).toBe(true);
    expect(awaitsPayment({ status: "PENDING", onlinePayment: { state: "PAID" } })).toBe(false);
    expect(awaitsPayment({ status: "CANCELLED", onlinePayment: { state: "FAILED" } })).toBe(false);
    const online = { method: "online" };
    expect(
      waitsForCustomerPayment({
        status: "PENDING",
        payment: online,
        onlinePayment: { state: "FAILED" },
      }),
    ).toBe(true);
    expect(
      waitsForCustomerPayment({
        status: "PENDING",
        payment: { method: "payAtOutlet" },
        onlinePayment: null,
      }),
    ).toBe(false);
    expect(
      waitsForCustomerPayment({
        status: "PENDING",
        payment: online,
        onlinePayment: { state: "PAID" },
      }),
    ).toBe(false);
  });

  it("hides the payment of an order switched to paying in person, unless money moved through it", () => {
    const view = (state: OnlinePaymentView["state"], refund: OnlinePaymentView["refund"] = null) =>
      ({ state, refund }) as OnlinePaymentView;
    expect(shownPayment("online", view("FAILED"))).not.toBeNull();
    expect(shownPayment("payAtOutlet", view("FAILED"))).toBeNull();
    expect(
      shownPayment("cashOnDelivery", view("PAID", { state: "PENDING", error: null })),
    ).not.toBeNull();
    expect(shownPayment("payAtOutlet", null)).toBeNull();
  });
});
