import { api } from "@/contract";
import { getDb } from "@/server/db/client";
import { customers, orders } from "@/server/db/schema";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { route } from "@/server/route";
import { newOrderId } from "@/server/orders/order-id";

const BENCH_CUSTOMER = "bench-customer";
let customerReady: Promise<unknown> | undefined;

/**
 * The floor of `npm run bench`'s order benchmark: one bare insert of an order row, with none of
 * the checks. Exists only when BENCH_ROUTES=1; otherwise it is not found.
 */
export const POST = route(api.operator.benchInsert, async ({ brand }) => {
  if (env().BENCH_ROUTES !== "1") throw new AppError("NOT_FOUND");
  const { db } = await getDb();
  customerReady ??= db
    .insert(customers)
    .values({ id: BENCH_CUSTOMER, phoneNumber: "+620000000000" })
    .onConflictDoNothing();
  await customerReady;
  const id = newOrderId();
  await db.insert(orders).values({
    brandId: brand.id,
    id,
    customerId: BENCH_CUSTOMER,
    status: "PENDING",
    orderMode: "PICKUP",
    deliveryOrPickupTime: "NOW",
    branchId: "bench",
    selectedBranch: {
      id: "bench",
      name: "bench",
      phoneNumber: "",
      address: { address: "", lat: 0, lng: 0 },
    },
    basket: { currency: "IDR", items: [] },
    payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    total: 0,
  });
  return { uid: id };
});
