import { api } from "@/contract";
import { revisionDetail } from "@/server/owner/console";
import { route } from "@/server/route";

export const GET = route(api.owner.revision, ({ brand, params }) =>
  revisionDetail(brand, params.number),
);
