import { api } from "@/contract";
import { salesFigures } from "@/server/owner/sales";
import { route } from "@/server/route";

export const GET = route(api.owner.sales, ({ brand }) => salesFigures(brand));
