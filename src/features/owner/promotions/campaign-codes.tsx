"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerPromotion } from "@/contract/owner-promotions";
import type { PromotionFieldProblem } from "@/domain/promotion-schema";
import { CAMPAIGN_COUNT } from "@/domain/promotion-schema";
import { fieldProblems } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { download } from "@/ui/download";
import { TextField } from "@/ui/form";
import { notify } from "@/ui/toasts";
import { PROMOTIONS_KEY, promotionsApi } from "./promotions-api";

/**
 * A campaign's codes: how many were used, the whole list as a CSV file (to print or send), and
 * more codes made (each unique in the shop, usable once).
 */
export function CampaignCodes({
  listing,
  archived,
}: {
  listing: OwnerPromotion;
  archived: boolean;
}) {
  const t = useTranslations("ownerPromotions.campaign");
  const tp = useTranslations("ownerPromotions.problems");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const promotionId = listing.promotion.id;
  const [count, setCount] = useState("50");
  const [prefix, setPrefix] = useState("");
  const [problems, setProblems] = useState<Partial<Record<string, PromotionFieldProblem>>>({});
  const file = useMutation({
    mutationFn: () => promotionsApi.codes(promotionId),
    onSuccess: (blob) => download(blob, `promotion-codes-${promotionId.slice(0, 8)}.csv`),
    onError: (error) => notify("error", errorText(error)),
  });
  const more = useMutation({
    mutationFn: () =>
      promotionsApi.generate(promotionId, {
        count: /^\s*\d+\s*$/.test(count) ? Number(count) : Number.NaN,
        prefix,
      }),
    onSuccess: (saved) => {
      setProblems({});
      void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      notify("success", t("made", { count: saved.codes.generated }));
    },
    onError: (error) => {
      const found = fieldProblems<string, PromotionFieldProblem>(error, "PROMOTION_INVALID");
      if (found) setProblems(found);
      else notify("error", errorText(error));
    },
  });
  const problemText = (field: string) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem === "range"
      ? tp("range", CAMPAIGN_COUNT)
      : problem === "tooMany"
        ? tp("tooMany", { max: 5000 })
        : tp(problem);
  };
  const { generated, generatedUsed } = listing.codes;
  return (
    <div className="space-y-2 rounded-xl bg-surface-variant p-3">
      <p className="text-sm">{t("used", { used: generatedUsed, count: generated })}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outlined" disabled={file.isPending} onClick={() => file.mutate()}>
          {t("download")}
        </Button>
      </div>
      {!archived && (
        <details>
          <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">
            {t("more")}
          </summary>
          <form
            aria-label={t("more")}
            noValidate
            className="mt-2 grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-start"
            onSubmit={(event) => {
              event.preventDefault();
              more.mutate();
            }}
          >
            <TextField
              id={`${id}-count`}
              label={t("count")}
              numeric
              value={count}
              onChange={setCount}
              error={problemText("count")}
            />
            <TextField
              id={`${id}-prefix`}
              label={t("prefix")}
              hint={t("prefixHint")}
              maxLength={12}
              value={prefix}
              onChange={setPrefix}
              error={problemText("prefix")}
            />
            <Button type="submit" className="sm:mt-6" disabled={more.isPending}>
              {more.isPending ? t("making") : t("make")}
            </Button>
          </form>
        </details>
      )}
    </div>
  );
}
