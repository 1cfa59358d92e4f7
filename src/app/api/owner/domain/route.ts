import { api } from "@/contract";
import { domainView, saveDomain } from "@/server/owner/custom-domain";
import { route } from "@/server/route";

export const GET = route(api.owner.domain, ({ brand }) => domainView(brand));

export const POST = route(api.owner.saveDomain, ({ brand, body }) =>
  saveDomain(brand, body.domain),
);
