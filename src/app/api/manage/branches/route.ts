import { api } from "@/contract";
import { managedBranches } from "@/server/owner/manage";
import { route } from "@/server/route";

export const GET = route(api.manage.branches, ({ brand, role }) => managedBranches(brand, role));
