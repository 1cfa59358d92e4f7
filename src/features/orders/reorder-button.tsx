"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { OrderView } from "@/domain/order";
import { ROUTES } from "@/domain/routes";
import { useBasket } from "@/features/basket/basket-provider";
import { menuOf, useBranches } from "@/features/basket/storefront-data";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toasts";

/**
 * Issue 18 item 10: one tap puts an earlier order's items back in the basket, for the branch
 * chosen now (or the order's own when none is), and opens checkout. What that branch no longer
 * has is left out, and the customer is told which.
 */
export function ReorderButton({ order, className }: { order: OrderView; className?: string }) {
  const t = useTranslations("orders");
  const router = useRouter();
  const branches = useBranches();
  const put = useBasket((s) => s.reorder);
  function again() {
    const result = put(
      { branchId: order.selectedBranch.id, orderMode: order.orderMode, items: order.basket.items },
      (id) => menuOf(branches.data, id),
      (id) => branches.data?.find((b) => b.id === id),
    );
    const branch =
      branches.data?.find((b) => b.id === result.branchId)?.name ?? order.selectedBranch.name;
    const items = result.leftOut.join(", ");
    if (result.added === 0) {
      notify("error", t("reorderNone", { branch }));
      return;
    }
    if (result.leftOut.length > 0) notify("info", t("reorderLeftOut", { branch, items }));
    else notify("success", t("reordered"));
    router.push(ROUTES.checkout);
  }
  return (
    <Button variant="outlined" className={className} disabled={!branches.data} onClick={again}>
      {t("reorder")}
    </Button>
  );
}
