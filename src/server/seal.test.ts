import { describe, expect, it } from "vitest";
import { seal, unseal } from "./seal";

// Issue 20 item 2: keys sealed with AES-256-GCM, bound to the brand and the gateway.

const KEYS = {
  secretKey: "xnd_development_c2VjcmV0LWZvci10ZXN0cw",
  callbackToken: "tok-0123456789abcdef",
};

describe("seal", () => {
  it("opens for its own brand and gateway, and holds no key in clear", () => {
    const sealed = seal("demo", "xendit", KEYS);
    expect(unseal("demo", "xendit", sealed)).toEqual(KEYS);
    expect(sealed).not.toContain("xnd_");
    expect(sealed).not.toContain(Buffer.from(KEYS.secretKey).toString("base64url").slice(0, 12));
    expect(seal("demo", "xendit", KEYS)).not.toBe(sealed); // a fresh IV each time
  });

  it("does not open for another brand or another gateway", () => {
    const sealed = seal("demo", "xendit", KEYS);
    expect(() => unseal("kopi", "xendit", sealed)).toThrow();
    expect(() => unseal("demo", "midtrans", sealed)).toThrow();
  });

  it("does not open once changed", () => {
    const [version, iv, tag, body] = seal("demo", "xendit", KEYS).split(".");
    // One bit of the ciphertext changed (every time: a character swapped by hand may not be).
    const bytes = Buffer.from(body!, "base64url");
    bytes[0] = bytes[0]! ^ 1;
    const flipped = bytes.toString("base64url");
    expect(() => unseal("demo", "xendit", [version, iv, tag, flipped].join("."))).toThrow();
    expect(() => unseal("demo", "xendit", "v0.a.b.c")).toThrow(/format/);
  });
});
