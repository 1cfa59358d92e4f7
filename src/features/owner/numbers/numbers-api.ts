import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { consoleRoutes } from "@/contract/routes-console";
import type { NumbersRange } from "@/domain/numbers";
import { call } from "@/features/api/client";

// The Numbers page's call (issue 36 item 6), on the session cookie: an owner's or a manager's.

export interface NumbersAsk {
  range: NumbersRange;
  /** The days of a chosen range (`custom`); empty otherwise. */
  from: string;
  to: string;
  /** One branch, or "" for all the caller sees. */
  branch: string;
}

/** The numbers asked for; the last answer stays on screen while the next is counted. */
export const numbersQuery = (ask: NumbersAsk) =>
  queryOptions({
    queryKey: ["owner-numbers", ask],
    queryFn: () => call(consoleRoutes.manage.numbers, { query: ask, fresh: true }),
    placeholderData: keepPreviousData,
  });
