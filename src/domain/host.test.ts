import { describe, expect, it } from "vitest";
import { brandLabelFromHost } from "./host";

describe("brandLabelFromHost", () => {
  it("takes the first label of a subdomain", () => {
    expect(brandLabelFromHost("demo.localhost:3000", "x")).toBe("demo");
    expect(brandLabelFromHost("Kopi.Kedai.ID", "x")).toBe("kopi");
    expect(brandLabelFromHost("kopi.kedai.id.", "x")).toBe("kopi");
  });

  it("falls back to the default brand without a subdomain", () => {
    expect(brandLabelFromHost("localhost:3000", "demo")).toBe("demo");
    expect(brandLabelFromHost("127.0.0.1:3000", "demo")).toBe("demo");
    expect(brandLabelFromHost("[::1]:3000", "demo")).toBe("demo");
    expect(brandLabelFromHost("", "demo")).toBe("demo");
    expect(brandLabelFromHost(null, "demo")).toBe("demo");
  });

  it("rejects a first label that cannot be a subdomain", () => {
    expect(brandLabelFromHost("-bad.localhost", "demo")).toBeNull();
    expect(brandLabelFromHost("a_b.localhost", "demo")).toBeNull();
  });
});
