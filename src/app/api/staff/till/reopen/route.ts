import { api } from "@/contract";
import { route } from "@/server/route";
import { reopenTill } from "@/server/staff/till";

export const POST = route(api.till.reopenDay, ({ brand, role, body }) =>
  reopenTill(brand, role, body),
);
