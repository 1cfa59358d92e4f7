import "server-only";
import { and, eq } from "drizzle-orm";
import type { OnlinePaymentView } from "@/domain/online-payment";
import { customerPaymentView } from "@/domain/online-payment";
import type { SignedIn } from "../auth/sessions";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { AppError } from "../errors";
import { requireOrderId } from "../orders/rows";
import { ensureCharge } from "../payments/online";
import { stopUnpaidCharge } from "./settle-payment";

// Charging an order paid online (issue 20): the charge is made once whoever asks (checkout, the
// tracking page, a retry); a payment that ended while the gateway made it is stopped there too.

/** The order's charge, made if not yet. */
export async function chargeOrder(brand: BrandRef, orderId: string): Promise<OnlinePaymentView> {
  const { view, ended } = await ensureCharge(brand, orderId);
  if (ended) await stopUnpaidCharge(brand, orderId);
  return view;
}

/** POST /api/orders/{brandId}/{orderId}/payment: the customer's own order, charged if not yet. */
export async function customerPayment(
  brand: BrandRef,
  signedIn: SignedIn,
  orderId: string,
): Promise<OnlinePaymentView> {
  const { db } = await getDb();
  const [mine] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.brandId, brand.id),
        eq(orders.id, requireOrderId(orderId)),
        eq(orders.customerId, signedIn.user.uid),
      ),
    );
  if (!mine) throw new AppError("ORDER_NOT_FOUND");
  return customerPaymentView(await chargeOrder(brand, mine.id));
}
