import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { customers, orders } from "@/server/db/schema";
import { importBrandFile } from "@/server/brands/import-brand";
import { signAddress } from "@/server/geo/address-signature";
import { recentDeliveryAddresses } from "@/server/orders/recent-addresses";
import { storageFor } from "@/server/storage/storage";
import { locationsForFile } from "../support/database";
import { fixtureCopy } from "../support/brand-files";
import { orderRow } from "../support/rows";

const { location } = locationsForFile("recent");

const typed = (name: string, details?: string) => ({
  name,
  country: "ID",
  postalCode: "10310",
  city: "Jakarta Pusat",
  address: `${name} street`,
  lat: -6.19,
  lng: 106.82,
  ...(details === undefined ? {} : { addressDetails: details }),
});
/** As the server issued it (signed), which is what orders carry since decision 0012. */
const address = (name: string, details?: string) => signAddress(typed(name, details));

describe("recentDeliveryAddresses", () => {
  it("takes the last 5 orders of the brand for the customer, newest first, without duplicates", async () => {
    const loc = await location();
    const handle = await openDatabase(loc);
    try {
      await migrate(handle);
      for (const brand of ["mini", "other"]) {
        const file = fixtureCopy((b) => {
          b.brand.id = brand;
          b.brand.subDomainName = brand;
        });
        expect((await importBrandFile(handle, storageFor(loc.dataDir), file)).ok).toBe(true);
      }
      const { db } = handle;
      await db.insert(customers).values([
        { id: "cust-a", phoneNumber: "+6281200000001" },
        { id: "cust-b", phoneNumber: "+6281200000002" },
      ]);
      const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 8, minutes));
      const order = (
        id: string,
        brandId: string,
        customerId: string,
        minutes: number,
        deliveryAddress: ReturnType<typeof address> | null,
      ) =>
        orderRow({
          id,
          brandId,
          customerId,
          status: "COMPLETED",
          orderMode: deliveryAddress ? "DELIVERY" : "PICKUP",
          deliveryAddress,
          payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
          createdAt: at(minutes),
        });
      await db.insert(orders).values([
        order("o1", "mini", "cust-a", 1, address("Oldest")), // 7th newest: outside the last 5
        order("o2", "mini", "cust-a", 2, address("Office", "Lantai 3")),
        order("o3", "mini", "cust-a", 3, address("Home")),
        order("o4", "mini", "cust-a", 4, null), // pickup: no address
        order("o5", "mini", "cust-a", 5, address("Office", "Lantai 3")), // duplicate of o2
        order("o6", "mini", "cust-a", 6, address("Office", "Lantai 5")), // same address, other details
        order("o7", "other", "cust-a", 7, address("Other brand")),
        order("o8", "mini", "cust-b", 8, address("Someone else")),
        // Before decision 0012 an order could carry any coordinates: not offered again.
        order("o9", "mini", "cust-a", 9, typed("Typed by hand")), // newest, but unsigned
      ]);
      const recent = await recentDeliveryAddresses(db, "mini", "cust-a");
      expect(recent.map((a) => [a.name, a.addressDetails])).toEqual([
        ["Office", "Lantai 5"],
        ["Office", "Lantai 3"],
        ["Home", undefined],
      ]);
      expect(await recentDeliveryAddresses(db, "mini", "nobody")).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
