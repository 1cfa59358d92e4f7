import { api } from "@/contract";
import { bookCourier } from "@/server/flows/book-courier";
import { cancelCourier } from "@/server/flows/cancel-courier";
import { route } from "@/server/route";

export const POST = route(api.staffCouriers.book, async ({ brand, role, signedIn, order, body }) =>
  bookCourier(brand, order, {
    service: body.service,
    by: { kind: "staff", name: role.name, uid: signedIn.user.uid },
  }),
);

export const DELETE = route(api.staffCouriers.cancel, async ({ brand, role, order }) =>
  cancelCourier(brand, order, { kind: "staff", name: role.name }),
);
