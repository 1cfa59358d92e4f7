import { api } from "@/contract";
import { route } from "@/server/route";
import { tillDay } from "@/server/staff/till";

export const GET = route(api.till.day, ({ brand, role, query }) => tillDay(brand, role, query));
