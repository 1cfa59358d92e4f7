import type { LooseBrand } from "./brand-files";
import { fixtureCopy } from "./brand-files";

// A brand of its own for the menu in bulk's browser test (tests/e2e/owner-menu-sheet.e2e.ts, issue
// 35 item 5): its imports add items and revisions no other test expects, and no other test saves
// it (a save in between would make the import's base stale).

/** Its owner: a test number of the e2e server. */
export const SHEET_OWNER_PHONE = "+6281100000088";

/** The mini fixture as brand `id`, owned by SHEET_OWNER_PHONE (one branch; Bread: Butter Bun). */
export function sheetBrand(id: string): string {
  return fixtureCopy((brand: LooseBrand) => {
    brand.brand.id = id;
    brand.brand.subDomainName = id;
    brand.brand.name = "Toko Lembar";
    brand.staff = [{ phoneNumber: SHEET_OWNER_PHONE, name: "Lina", role: "owner", branchIds: [] }];
  });
}
