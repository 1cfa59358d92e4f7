import type { LooseBrand } from "./brand-files";
import { fixtureCopy } from "./brand-files";

// A brand whose owner sets ordering ahead from the console (issue 35 item 4): owner-order-ahead.e2e.ts.
// Its own brand, so no other test's slots move while that test changes them.

/** The brand's owner: a test number of the e2e server (tests/e2e/global-setup.ts). */
export const AHEAD_OWNER_PHONE = "+6281100000084";
/** Two branches of one menu, open at all times, taking the brand's values at first. */
export const AHEAD_BRANCHES = [
  { id: "sabang", name: "Muka Sabang" },
  { id: "kemang", name: "Muka Kemang" },
] as const;
/** An item that needs two days' notice. */
export const AHEAD_CAKE = { uid: "cake", name: "Birthday Cake", leadTimeHours: 48 };

/** The mini fixture as brand `id`: 30-minute slots 7 days ahead, AHEAD_BRANCHES, AHEAD_CAKE. */
export function aheadBrand(id: string): string {
  return fixtureCopy((brand: LooseBrand) => {
    const first = brand.branches[0];
    brand.brand.id = id;
    brand.brand.subDomainName = id;
    brand.brand.orderAhead = { slotMinutes: 30, daysAhead: 7 };
    brand.storeConfigs.salesChannels.customerApp.paymentsMethods.payAtOutlet = {
      merchantLevelConfigs: { isActive: true, configType: "PAY_AT_OUTLET" },
    };
    const items = brand.menus[0].sections[0].items;
    items.push({ ...items[0], ...AHEAD_CAKE, description: "A whole cake." });
    brand.branches = AHEAD_BRANCHES.map((b, i) => ({
      ...first,
      ...b,
      address: { ...first.address, address: `Jl. Muka No. ${i + 1}` },
    }));
    brand.staff = [{ phoneNumber: AHEAD_OWNER_PHONE, name: "Bu Muka", role: "owner" }];
  });
}
