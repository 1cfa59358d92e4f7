import type { OrderView } from "@/domain/order";
import type { orders } from "@/server/db/schema";

type NewOrder = typeof orders.$inferInsert;

/** A branch as an order keeps it (orders.selected_branch): made-up name, phone and place. */
export const branchSnapshot = (id: string): OrderView["selectedBranch"] => ({
  id,
  name: `Branch ${id}`,
  phoneNumber: "+6281100000000",
  address: { address: `Jl. ${id}`, lat: -6.2, lng: 106.8 },
});

/**
 * An order row for tests that write the database directly: a pickup paid at the outlet, from
 * branch "one", unless `fields` say otherwise.
 */
export function orderRow(
  fields: Pick<NewOrder, "id" | "brandId" | "customerId"> & Partial<NewOrder>,
): NewOrder {
  return {
    status: "PENDING",
    orderMode: "PICKUP",
    deliveryOrPickupTime: "NOW",
    branchId: "one",
    selectedBranch: branchSnapshot("one"),
    basket: { currency: "IDR", items: [] },
    payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    total: 0,
    ...fields,
  };
}
