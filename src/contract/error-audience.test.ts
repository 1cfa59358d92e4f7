import { describe, expect, it } from "vitest";
import { CATALOGS, pageMessages } from "@/i18n/catalogs";
import { CONSOLE_ONLY_ERRORS } from "./error-audience";

describe("the error words a storefront page carries", () => {
  it("leaves out the codes only the consoles meet, and keeps every code a shop's page may", () => {
    expect(CONSOLE_ONLY_ERRORS).toContain("REVISION_STALE"); // the owner's saves
    expect(CONSOLE_ONLY_ERRORS).toContain("SHOP_ADDRESS_TAKEN"); // the platform's sign-up
    for (const kept of ["SHOP_NOT_OPEN", "UNAUTHENTICATED", "FORBIDDEN", "BRANCH_CLOSED"])
      expect(CONSOLE_ONLY_ERRORS).not.toContain(kept);
    const { errors } = pageMessages(CATALOGS.en, CONSOLE_ONLY_ERRORS);
    expect(errors).not.toHaveProperty("REVISION_STALE");
    expect(errors).toHaveProperty("SHOP_NOT_OPEN");
    expect(errors).toHaveProperty("server_error");
  });
});
