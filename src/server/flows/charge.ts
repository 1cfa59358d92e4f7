import "server-only";
import type { OnlinePaymentView } from "@/domain/online-payment";
import type { BrandRef } from "../brands/resolve";
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
