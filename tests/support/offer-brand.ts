import type { LooseBrand } from "./brand-files";
import { fixtureCopy } from "./brand-files";

// A brand whose branches do not all offer the same (issue 19 items 1-2): branch-offer.e2e.ts.

/** Takes pickup orders only, and does not sell OFFER_HIDDEN_ITEM. */
export const PICKUP_ONLY = { id: "sabang", name: "Mini Sabang" };
/** Takes both modes and sells the whole menu. */
export const BOTH_MODES = { id: "kemang", name: "Mini Kemang" };
/** Takes delivery orders only (branch-offer.e2e.ts: an order refused for its mode). */
export const DELIVERY_ONLY = { id: "antar", name: "Mini Antar" };
/** The item of the shared menu that PICKUP_ONLY does not sell. */
export const OFFER_HIDDEN_ITEM = { uid: "roll", name: "Cinnamon Roll" };

/** The mini fixture as brand `id`: PICKUP_ONLY, BOTH_MODES and DELIVERY_ONLY on one menu (bun, roll). */
export function offerBrand(id: string): string {
  return fixtureCopy((brand: LooseBrand) => {
    const first = brand.branches[0];
    brand.brand.id = id;
    brand.brand.subDomainName = id;
    brand.storeConfigs.salesChannels.customerApp.paymentsMethods.payAtOutlet = {
      merchantLevelConfigs: { isActive: true, configType: "PAY_AT_OUTLET" },
    };
    const items = brand.menus[0].sections[0].items;
    items.push({ ...items[0], ...OFFER_HIDDEN_ITEM, description: "Rolled and iced." });
    brand.branches = [
      {
        ...first,
        ...PICKUP_ONLY,
        orderModes: ["PICKUP"],
        hiddenItems: [OFFER_HIDDEN_ITEM.uid],
      },
      { ...first, ...BOTH_MODES, address: { ...first.address, address: "Jl. Kemang Raya No. 2" } },
      {
        ...first,
        ...DELIVERY_ONLY,
        address: { ...first.address, address: "Jl. Sabang No. 3" },
        orderModes: ["DELIVERY"],
      },
    ];
  });
}
