import { describe, expect, it } from "vitest";
import { findBrand } from "@/server/brands/resolve";
import { currentDocument, saveBrand } from "@/server/brands/revisions";
import { adoptDatabase, openDatabase } from "@/server/db/client";
import { brandImport, fixtureCopy } from "../support/brand-files";
import { locationsForFile } from "../support/database";

// The brand cache of an instance (src/server/brands/resolve.ts) is emptied by a NOTIFY that every
// instance receives a moment after a save commits. The instance that saved serves its own save at
// once: the owner's next read, a customer's next page. Here no one listens at all (no server
// runs), so only the saving instance's own step can make the second read new.
const { location } = locationsForFile("brand-cache");

describe("the brand cache", () => {
  it("gives the saving instance its own save at once, without waiting for the NOTIFY", async () => {
    const loc = await location();
    const imported = brandImport(loc, fixtureCopy());
    expect(imported.status, imported.stderr).toBe(0);
    const handle = await openDatabase(loc);
    try {
      adoptDatabase(handle);
      const before = await findBrand("mini"); // now in the cache
      expect(before?.name).toBe("Mini Bakery");
      const { document, number } = (await currentDocument(handle.db, "mini"))!;
      const renamed = { ...document, brand: { ...document.brand, name: "Mini Bakery Kedua" } };
      const saved = await saveBrand(handle, renamed, {
        source: "console",
        author: { name: "Test owner" },
        base: number,
      });
      expect(saved.unchanged).toBe(false);
      const after = await findBrand("mini");
      expect(after).toMatchObject({ name: "Mini Bakery Kedua", revision: saved.hash });
      expect(after?.revision).not.toBe(before?.revision);
    } finally {
      await handle.close();
    }
  });
});
