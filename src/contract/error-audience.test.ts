import { describe, expect, it } from "vitest";
import { CONSOLE_ONLY_ERRORS } from "./error-audience";

describe("the error codes only the consoles meet", () => {
  it("are those of the owner's and the platform's endpoints that no shop page's endpoint answers", () => {
    expect(CONSOLE_ONLY_ERRORS).toContain("REVISION_STALE"); // the owner's saves
    expect(CONSOLE_ONLY_ERRORS).toContain("SHOP_ADDRESS_TAKEN"); // the platform's sign-up
    for (const kept of ["SHOP_NOT_OPEN", "UNAUTHENTICATED", "FORBIDDEN", "BRANCH_CLOSED"])
      expect(CONSOLE_ONLY_ERRORS).not.toContain(kept);
  });
});
