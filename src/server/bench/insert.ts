// The floor of `npm run bench`'s order benchmark (scripts/bench.ts): one bare insert of an order
// row, with none of the checks. Part of the bench, not of the app's use: served at
// src/app/api/bench/insert/route.ts, it answers only when BENCH_ROUTES=1 (never with
// APP_ENV=production); otherwise it is not found.
import { api } from "@/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { customers, orders } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";
import { newOrderId } from "../orders/order-id";
import { route } from "../route";

const BENCH_CUSTOMER = "bench-customer";
let customerReady: Promise<unknown> | undefined;

export const POST = route(api.operator.benchInsert, async ({ brand, body }) => {
  if (env().BENCH_ROUTES !== "1") throw new AppError("NOT_FOUND");
  const { db } = await getDb();
  customerReady ??= db
    .insert(customers)
    .values({ id: BENCH_CUSTOMER, phoneNumber: "+620000000000" })
    .onConflictDoNothing();
  await customerReady;
  const id = newOrderId();
  const insert = (to: Db) =>
    to.insert(orders).values({
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
  if (body.transaction)
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${BENCH_CUSTOMER}`}))`);
      await insert(tx);
    });
  else await insert(db);
  return { uid: id };
});
