import type { LooseBrand } from "./brand-files";
import { fixtureCopy } from "./brand-files";

// A shop part way through its set-up (issue 35 item 2), for shop-setup.e2e.ts: the mini fixture
// with an owner, a branch that has its address, pin and hours, delivery priced, but no way to pay
// turned on and its one item without a price. Put in set-up by SQL (tests/support/shop-state.ts).

export const SETUP_OWNER_PHONE = "+6281100000131";
export const SETUP_CUSTOMER_PHONE = "+6281100000132";
export const SETUP_ITEM = { uid: "bun", name: "Butter Bun" };

export function setupBrand(id: string): string {
  return fixtureCopy((brand: LooseBrand) => {
    brand.brand.id = id;
    brand.brand.subDomainName = id;
    brand.brand.name = `Toko ${id}`;
    brand.staff = [{ name: "Bu Sari", phoneNumber: SETUP_OWNER_PHONE, role: "owner" }];
    const branch = brand.branches[0];
    const allDay = [{ open: "00:00", close: "24:00" }];
    branch.openingHours = Object.fromEntries(
      ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, allDay]),
    );
    const methods = brand.storeConfigs.salesChannels.customerApp.paymentsMethods;
    methods.cashOnDelivery.merchantLevelConfigs.isActive = false;
    methods.transfer.merchantLevelConfigs.isActive = false;
    methods.payAtOutlet = {
      merchantLevelConfigs: { isActive: false, configType: "PAY_AT_OUTLET" },
    };
    brand.menus[0].sections[0].items[0].price = 0;
  });
}
