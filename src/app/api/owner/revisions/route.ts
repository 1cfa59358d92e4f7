import { api } from "@/contract";
import { brandHistory } from "@/server/brands/revisions";
import { getDb } from "@/server/db/client";
import { route } from "@/server/route";

/** A page of the history: enough for a phone's screen, `before` for the next. */
const PAGE = 20;

export const GET = route(api.owner.history, async ({ brand, query }) => ({
  revisions: await brandHistory((await getDb()).db, brand.id, {
    limit: PAGE,
    before: query.before,
  }),
}));
