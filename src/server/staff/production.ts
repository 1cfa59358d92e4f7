import "server-only";
import type { ProductionList } from "@/contract/production";
import type { StaffRole } from "@/domain/auth";
import { productionDay, productionLists, statusesOf } from "@/domain/production";
import type { BrandRef } from "../brands/resolve";
import { covers } from "../access";
import { AppError } from "../errors";
import { requireStorefront } from "../http";
import { productionOrders } from "../orders/production";

// The production list's answer (issue 36 item 1, docs/production.md): the query checked, the
// day's orders of the caller's branches read, and the rule of src/domain/production.ts applied.

export async function productionList(
  brand: BrandRef,
  role: StaffRole,
  query: { date: string; status?: string | undefined; branch?: string | undefined },
  now = new Date(),
): Promise<ProductionList> {
  const day = productionDay(query.date, brand.timeZone, now);
  if (!day.ok) throw new AppError(day.code, undefined, { details: { field: "date" } });
  // Checked by the query's schema already.
  const statuses = statusesOf(query.status) ?? [];
  const storefront = await requireStorefront(brand);
  const branches = storefront.branches
    .filter((b) => role.branchIds.includes(b.id))
    .map((b) => ({ id: b.id, name: b.name }));
  const branch = query.branch || null;
  if (branch !== null) {
    if (!brand.branchIds.includes(branch))
      throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
    if (!covers(role, branch))
      throw new AppError("FORBIDDEN", "This branch is not one you work at.");
  }
  const { orders, truncated } = await productionOrders(
    brand,
    branch === null ? role.branchIds : [branch],
    day.date,
    statuses,
  );
  return {
    date: day.date,
    timeZone: brand.timeZone,
    statuses,
    branches,
    branch,
    lists: productionLists(orders, branches),
    truncated,
  };
}
