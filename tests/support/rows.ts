import type { orders } from "@/server/db/schema";

type NewOrder = typeof orders.$inferInsert;

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
    selectedBranch: { id: "one" },
    basket: { currency: "IDR", items: [] },
    payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    total: 0,
    ...fields,
  };
}
