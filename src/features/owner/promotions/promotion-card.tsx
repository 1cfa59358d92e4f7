"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { OwnerPromotion, OwnerPromotions } from "@/contract/owner-promotions";
import { formatMoney } from "@/domain/money";
import type { PromotionStatus } from "@/domain/promotion-sentence";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { ConfirmButton } from "@/ui/confirm-button";
import { notify } from "@/ui/toasts";
import { CampaignCodes } from "./campaign-codes";
import { PROMOTIONS_KEY, promotionsApi } from "./promotions-api";
import { useSentence } from "./use-sentence";

const STATUS_LOOK: Record<PromotionStatus, string> = {
  ON: "bg-green-100 text-green-900",
  SCHEDULED: "bg-blue-100 text-blue-900",
  PAUSED: "bg-amber-100 text-amber-900",
  ENDED: "bg-neutral-200 text-neutral-800",
  USED_UP: "bg-neutral-200 text-neutral-800",
  ARCHIVED: "bg-neutral-200 text-neutral-800",
};

/**
 * A promotion in the list: its name and status, its rules in one sentence, its numbers for the
 * period, and what the owner can do with it (change, pause or resume, archive once asked; a
 * campaign's codes). An archived one (`onEdit` null) is shown for its numbers only.
 */
export function PromotionCard({
  listing,
  view,
  onEdit,
}: {
  listing: OwnerPromotion;
  view: OwnerPromotions;
  onEdit: (() => void) | null;
}) {
  const t = useTranslations("ownerPromotions");
  const sentence = useSentence(view);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { promotion, numbers, status, codes } = listing;
  const id = promotion.id;
  const done = (words: string) => () => {
    void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
    notify("success", words);
  };
  const onError = (error: unknown) => notify("error", errorText(error));
  const pause = useMutation({
    mutationFn: () => promotionsApi.pause(id),
    onSuccess: done(t("paused")),
    onError,
  });
  const resume = useMutation({
    mutationFn: () => promotionsApi.resume(id),
    onSuccess: done(t("resumed")),
    onError,
  });
  const archive = useMutation({
    mutationFn: () => promotionsApi.archive(id),
    onSuccess: done(t("archivedDone")),
    onError,
  });
  const money = (n: number) => formatMoney(n, view.currency);
  const headingId = `promotion-${id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl border border-neutral-300 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="min-w-0 text-lg font-bold break-words">
          {promotion.name}
        </h4>
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${STATUS_LOOK[status]}`}>
          {t(`status.${status}`)}
        </span>
      </div>
      <p>{sentence(promotion, codes)}</p>
      <p className="text-sm text-neutral-700">
        {t("numbers", {
          uses: numbers.uses,
          discount: money(numbers.discount),
          sales: money(numbers.sales),
        })}
        {promotion.caps.total !== null &&
          ` ${t("usesOfCap", { uses: listing.uses, cap: promotion.caps.total })}`}
      </p>
      {codes.generated > 0 && <CampaignCodes listing={listing} archived={onEdit === null} />}
      {onEdit && (
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Button variant="outlined" onClick={onEdit}>
            {t("edit")}
          </Button>
          {promotion.active ? (
            <Button variant="text" disabled={pause.isPending} onClick={() => pause.mutate()}>
              {t("pause")}
            </Button>
          ) : (
            <Button variant="text" disabled={resume.isPending} onClick={() => resume.mutate()}>
              {t("resume")}
            </Button>
          )}
          <ConfirmButton
            words={{
              button: t("archive.button"),
              title: t("archive.title", { name: promotion.name }),
              body: t("archive.body"),
              cancel: t("archive.cancel"),
              confirm: t("archive.confirm"),
            }}
            onConfirm={() => archive.mutateAsync()}
          />
        </div>
      )}
    </article>
  );
}
