import { api } from "@/contract";
import { domainServed } from "@/server/owner/custom-domain";
import { route } from "@/server/route";

export const GET = route(api.domains.allowed, ({ query }) => domainServed(query.domain));
