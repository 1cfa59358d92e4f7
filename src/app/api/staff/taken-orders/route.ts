import { api } from "@/contract";
import { takeOrder } from "@/server/flows/take-order";
import { idempotencyKeyOf } from "@/server/http";
import { route } from "@/server/route";

export const POST = route(api.staffOrders.take, async ({ brand, role, signedIn, body, request }) =>
  takeOrder(
    brand,
    role,
    { uid: signedIn.user.uid, name: role.name },
    body,
    idempotencyKeyOf(request),
  ),
);
