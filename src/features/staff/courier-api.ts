import { staffRoutes } from "@/contract/routes-staff";
import type { ServiceCode } from "@/domain/couriers";
import { call } from "@/features/api/client";

// An order's courier from the board (issue 38), on the session cookie.
export const courierApi = {
  services: () => call(staffRoutes.staffCouriers.services, {}),
  book: (orderId: string, service?: ServiceCode) =>
    call(staffRoutes.staffCouriers.book, { params: { orderId }, body: { service } }),
  cancel: (orderId: string) => call(staffRoutes.staffCouriers.cancel, { params: { orderId } }),
};

/** The board's one read of its branches' couriers, shared by every order card. */
export const COURIERS_KEY = ["staff-couriers"];
