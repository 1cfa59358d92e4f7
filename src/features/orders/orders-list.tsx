"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { itemCount } from "@/domain/basket";
import { formatMoney } from "@/domain/money";
import { ORDER_MESSAGES, orderNumber } from "@/domain/order";
import { ROUTES } from "@/domain/routes";
import { countOf } from "@/domain/text";
import { useAuth } from "@/features/auth/auth-store";
import { apiError } from "@/features/api/client";
import { ordersApi } from "./orders-api";

const STATUS_COLOUR: Record<string, string> = {
  completed: "text-green-700",
  cancelled: "text-red-700",
};
const dateFormat = new Intl.DateTimeFormat("id-ID", { dateStyle: "medium", timeStyle: "short" });

/** Spec §2 "Orders list page 'Your Orders'". */
export function OrdersList() {
  const user = useAuth((s) => s.data);
  const orders = useQuery({
    queryKey: ["my-orders", user?.uid],
    queryFn: () => ordersApi.mine(user!.uid),
    enabled: Boolean(user),
  });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{ORDER_MESSAGES.yourOrders}</h1>
      {orders.isPending && <p role="status">Loading...</p>}
      {orders.isError && (
        <p role="alert">{`We could not load your orders (${apiError(orders.error).reasonCode}).`}</p>
      )}
      {orders.data?.length === 0 && (
        <p>
          You have no orders yet.{" "}
          <Link href={ROUTES.home} className="font-semibold text-primary underline">
            See the menu
          </Link>
        </p>
      )}
      <ul className="space-y-3">
        {orders.data?.map((o) => {
          const status = o.status.toLowerCase();
          return (
            <li key={o.uid} className="space-y-1 rounded-2xl bg-white p-4 ring-1 ring-black/5">
              <div className="flex justify-between">
                <span className="font-bold">{orderNumber(o.uid)}</span>
                <span className={`font-semibold ${STATUS_COLOUR[status] ?? ""}`}>{status}</span>
              </div>
              <p className="text-sm text-neutral-700">{`${dateFormat.format(new Date(o.createdAt.seconds * 1000))} · ${countOf(itemCount(o.basket.items), "item")} · ${formatMoney(o.total, o.basket.currency)}`}</p>
              <Link
                href={ROUTES.tracking(o.uid)}
                className="text-sm font-semibold text-primary underline"
              >
                View Details
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
