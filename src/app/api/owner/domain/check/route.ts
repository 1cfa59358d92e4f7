import { api } from "@/contract";
import { checkDomainNow } from "@/server/owner/custom-domain";
import { route } from "@/server/route";

export const POST = route(api.owner.checkDomain, ({ brand }) => checkDomainNow(brand));
