import { api } from "@/contract";
import { numbersFigures } from "@/server/owner/numbers";
import { route } from "@/server/route";

export const GET = route(api.manage.numbers, ({ brand, role, query }) =>
  numbersFigures(brand, role, query),
);
