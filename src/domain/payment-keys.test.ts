import { describe, expect, it } from "vitest";
import { checkKeys, keyMode, keyProblem, keysMode, maskKey } from "./payment-keys";

const MIDTRANS_SANDBOX = "SB-Mid-server-kedai0123456789abcdEFGH";
const MIDTRANS_LIVE = "Mid-server-kedai0123456789abcdEFGH";
const XENDIT_TEST = "xnd_development_P4qDfOss0OCpl8RtKrROHjaQYNCk9dN5lSfk+R1l9Wbe+rSiCwZ3jw==";
const XENDIT_LIVE = "xnd_production_P4qDfOss0OCpl8RtKrROHjaQYNCk9dN5lSfk";
const TOKEN = "Zx8aH2kQ9mN4pR7sT1vW3yB6cD0eF5gJ8hK2lM4nP6qR";

describe("keyMode", () => {
  it("reads the mode from the key's prefix", () => {
    expect(keyMode("serverKey", MIDTRANS_SANDBOX)).toBe("sandbox");
    expect(keyMode("serverKey", MIDTRANS_LIVE)).toBe("production");
    expect(keyMode("secretKey", XENDIT_TEST)).toBe("sandbox");
    expect(keyMode("secretKey", XENDIT_LIVE)).toBe("production");
    expect(keyMode("callbackToken", TOKEN)).toBeNull();
    expect(keyMode("serverKey", "server-key")).toBeNull();
  });

  it("takes a gateway's mode from its one key with a prefix", () => {
    expect(keysMode("xendit", { callbackToken: TOKEN, secretKey: XENDIT_LIVE })).toBe("production");
    expect(keysMode("midtrans", { serverKey: MIDTRANS_SANDBOX })).toBe("sandbox");
    expect(keysMode("xendit", {})).toBeNull();
  });
});

describe("keyProblem", () => {
  it("takes real-looking keys of either mode, trimmed", () => {
    expect(keyProblem("serverKey", ` ${MIDTRANS_SANDBOX}\n`)).toBeNull();
    expect(keyProblem("serverKey", MIDTRANS_LIVE)).toBeNull();
    expect(keyProblem("secretKey", XENDIT_TEST)).toBeNull();
    expect(keyProblem("callbackToken", TOKEN)).toBeNull();
  });

  it("names what is wrong with a key of the wrong shape", () => {
    expect(keyProblem("serverKey", "   ")).toBe("missing");
    expect(keyProblem("serverKey", "SB-Mid-client-kedai0123456789abcd")).toBe("clientKey");
    expect(keyProblem("serverKey", "Mid-client-kedai0123456789abcd")).toBe("clientKey");
    expect(keyProblem("secretKey", "xnd_public_development_abcdefghijklmnop")).toBe("publicKey");
    expect(keyProblem("serverKey", XENDIT_TEST)).toBe("shape");
    expect(keyProblem("secretKey", MIDTRANS_SANDBOX)).toBe("shape");
    expect(keyProblem("serverKey", "SB-Mid-server-abc")).toBe("tooShort");
    expect(keyProblem("callbackToken", "short")).toBe("tooShort");
    expect(keyProblem("callbackToken", "a".repeat(201))).toBe("tooLong");
    expect(keyProblem("serverKey", "SB-Mid-server-kedai 0123456789")).toBe("characters");
    expect(keyProblem("callbackToken", `"${TOKEN}"`)).toBe("characters");
  });

  it("refuses the other mode's key only when a mode is asked for", () => {
    expect(keyProblem("serverKey", MIDTRANS_LIVE, "sandbox")).toBe("otherMode");
    expect(keyProblem("secretKey", XENDIT_TEST, "production")).toBe("otherMode");
    expect(keyProblem("secretKey", XENDIT_LIVE, "production")).toBeNull();
    expect(keyProblem("callbackToken", TOKEN, "production")).toBeNull();
  });
});

describe("checkKeys", () => {
  it("answers the gateway's keys trimmed", () => {
    expect(checkKeys("xendit", { secretKey: ` ${XENDIT_TEST} `, callbackToken: TOKEN })).toEqual({
      ok: true,
      keys: { secretKey: XENDIT_TEST, callbackToken: TOKEN },
    });
  });

  it("names every wrong field and its problem, never the key", () => {
    const checked = checkKeys("xendit", { secretKey: MIDTRANS_SANDBOX });
    expect(checked).toEqual({
      ok: false,
      problems: [
        { field: "secretKey", problem: "shape" },
        { field: "callbackToken", problem: "missing" },
      ],
    });
    expect(JSON.stringify(checked)).not.toContain("kedai0123");
  });
});

describe("maskKey", () => {
  it("shows the first and last 4 characters of a key, nothing of a short one", () => {
    expect(maskKey("SB-Mid-server-kedai0123456789k3Xz")).toBe("SB-M…k3Xz");
    expect(maskKey(TOKEN)).toBe("Zx8a…P6qR");
    expect(maskKey("fifteen-chars-x")).toBe("••••••••");
  });
});
