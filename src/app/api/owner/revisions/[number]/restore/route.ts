import { api } from "@/contract";
import { restoreRevision } from "@/server/owner/console";
import { route } from "@/server/route";

export const POST = route(api.owner.restore, ({ brand, role, signedIn, params, body }) =>
  restoreRevision(brand, role, signedIn, params.number, body.base),
);
