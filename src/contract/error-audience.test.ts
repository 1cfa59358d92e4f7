import { describe, expect, it } from "vitest";
import { CONSOLE_ONLY_ERRORS, NOT_FOR_CUSTOMERS_ERRORS } from "./error-audience";

describe("the error codes only the consoles meet", () => {
  it("are those of the owner's and the platform's endpoints that no shop page's endpoint answers", () => {
    expect(CONSOLE_ONLY_ERRORS).toContain("REVISION_STALE"); // the owner's saves
    expect(CONSOLE_ONLY_ERRORS).toContain("SHOP_ADDRESS_TAKEN"); // the platform's sign-up
    for (const kept of ["SHOP_NOT_OPEN", "UNAUTHENTICATED", "FORBIDDEN", "BRANCH_CLOSED"])
      expect(CONSOLE_ONLY_ERRORS).not.toContain(kept);
  });
});

describe("the error codes no customer meets", () => {
  it("add the staff's own to the consoles', and keep every code a customer's endpoint answers", () => {
    for (const code of CONSOLE_ONLY_ERRORS) expect(NOT_FOR_CUSTOMERS_ERRORS).toContain(code);
    expect(NOT_FOR_CUSTOMERS_ERRORS).toContain("COURIER_ALREADY_BOOKED"); // booking from the board
    expect(CONSOLE_ONLY_ERRORS).not.toContain("COURIER_ALREADY_BOOKED"); // the board's words
    for (const kept of ["COURIER_QUOTE_EXPIRED", "UNAUTHENTICATED", "BRANCH_CLOSED"])
      expect(NOT_FOR_CUSTOMERS_ERRORS).not.toContain(kept);
  });
});
