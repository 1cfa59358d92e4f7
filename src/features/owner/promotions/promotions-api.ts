import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { consoleRoutes } from "@/contract/routes-console";
import type { NumbersRange } from "@/domain/numbers";
import { call } from "@/features/api/client";

// The console's Promotions calls (issue 39), on the session cookie like the rest of the console.

export interface PeriodAsk {
  range: NumbersRange;
  from: string;
  to: string;
}

export const PROMOTIONS_KEY = ["owner-promotions"];

/** The promotions with their numbers for `ask`; the last answer stays while the next comes. */
export const promotionsQuery = (ask: PeriodAsk) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, ask],
    queryFn: () => call(consoleRoutes.owner.promotions, { query: ask, fresh: true }),
    placeholderData: keepPreviousData,
  });

const on = (promotionId: string) => ({ params: { promotionId } });

export const promotionsApi = {
  create: (body: Record<string, unknown>) => call(consoleRoutes.owner.createPromotion, { body }),
  update: (promotionId: string, body: Record<string, unknown>) =>
    call(consoleRoutes.owner.updatePromotion, { ...on(promotionId), body }),
  pause: (promotionId: string) =>
    call(consoleRoutes.owner.pausePromotion, { ...on(promotionId), body: {} }),
  resume: (promotionId: string) =>
    call(consoleRoutes.owner.resumePromotion, { ...on(promotionId), body: {} }),
  archive: (promotionId: string) =>
    call(consoleRoutes.owner.archivePromotion, { ...on(promotionId), body: {} }),
  generate: (promotionId: string, body: { count: number; prefix: string }) =>
    call(consoleRoutes.owner.generateCodes, { ...on(promotionId), body }),
  codes: (promotionId: string) =>
    call(consoleRoutes.owner.promotionCodes, { ...on(promotionId), fresh: true }),
  saveLoyalty: (body: Record<string, unknown>) => call(consoleRoutes.owner.saveLoyalty, { body }),
};
