import type { LooseBrand } from "./brand-files";
import { fixtureCopy } from "./brand-files";

// A cake shop of its own for the production list's e2e (issue 36 item 1), so no other test's
// orders land in the day it sums: two branches open at all hours, a cake with a size and writing
// that needs no notice (it is ordered for tomorrow), and a bun.

/** The brand's owner: every branch. A test number of the e2e server (tests/e2e/global-setup.ts). */
export const PRODUCTION_OWNER_PHONE = "+6281100000361";
/** The kitchen of the first branch only. */
export const PRODUCTION_STAFF_PHONE = "+6281100000362";
export const PRODUCTION_BRANCHES = [
  { id: "pagi", name: "Dapur Pagi" },
  { id: "sore", name: "Dapur Sore" },
] as const;
export const PRODUCTION_CAKE = { uid: "black-forest", name: "Black Forest" };
export const PRODUCTION_BUN = "Butter Bun"; // the fixture's item

/** The mini fixture as brand `id`, in Jakarta's time, 30-minute slots a week ahead. */
export function productionBrand(id: string): string {
  return fixtureCopy((brand: LooseBrand) => {
    const first = brand.branches[0];
    brand.brand.id = id;
    brand.brand.subDomainName = id;
    brand.brand.name = "Toko Kue Produksi";
    brand.brand.timeZone = "Asia/Jakarta";
    brand.brand.orderAhead = { slotMinutes: 30, daysAhead: 7 };
    brand.storeConfigs.salesChannels.customerApp.paymentsMethods.payAtOutlet = {
      merchantLevelConfigs: { isActive: true, configType: "PAY_AT_OUTLET" },
    };
    const items = brand.menus[0].sections[0].items;
    items.push({
      ...items[0],
      ...PRODUCTION_CAKE,
      price: 250_000,
      description: "Chocolate sponge, cherries and cream.",
      optionGroups: [
        {
          kind: "choice",
          id: "size",
          name: "Size",
          min: 1,
          max: 1,
          options: [
            { id: "16cm", name: "16 cm" },
            { id: "20cm", name: "20 cm", price: 90_000 },
          ],
        },
        { kind: "text", id: "writing", name: "Writing on the cake", maxLength: 30 },
      ],
    });
    brand.branches = PRODUCTION_BRANCHES.map((b, i) => ({
      ...first,
      ...b,
      address: { ...first.address, address: `Jl. Produksi No. ${i + 1}` },
    }));
    brand.staff = [
      { phoneNumber: PRODUCTION_OWNER_PHONE, name: "Bu Ani", role: "owner" },
      {
        phoneNumber: PRODUCTION_STAFF_PHONE,
        name: "Dapur Pagi",
        role: "staff",
        branchIds: ["pagi"],
      },
    ];
  });
}
