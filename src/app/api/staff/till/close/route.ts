import { api } from "@/contract";
import { route } from "@/server/route";
import { closeTill } from "@/server/staff/till";

export const POST = route(api.till.closeDay, ({ brand, role, body }) =>
  closeTill(brand, role, body),
);
