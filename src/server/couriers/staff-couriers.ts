import "server-only";
import type { StaffCouriers } from "@/contract/staff-couriers";
import type { StaffRole } from "@/domain/auth";
import { serviceOf } from "@/domain/couriers";
import { getDb } from "../db/client";
import { brandCouriersOf } from "./settings";

/** The couriers the caller's branches offer (issue 38): what "Book courier" chooses from. */
export async function staffCouriers(
  brandId: string,
  role: Pick<StaffRole, "branchIds">,
): Promise<StaffCouriers> {
  const { db } = await getDb();
  const setup = await brandCouriersOf(db, brandId);
  if (!setup) return { branches: [] };
  return {
    branches: role.branchIds.flatMap((branchId) => {
      const branch = setup.settings.branches[branchId];
      if (!branch || branch.services.length === 0) return [];
      const services = branch.services.map((code) => ({
        code,
        name: serviceOf(code)?.name ?? code,
      }));
      return [{ branchId, services, booking: branch.booking }];
    }),
  };
}
