"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { RevisionEntry } from "@/domain/brand-revisions";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { notify } from "@/ui/toasts";
import { useChangeText } from "../change-text";
import { OWNER_BRAND_KEY, OWNER_HISTORY_KEY, ownerApi } from "../owner-api";

/** How many of a revision's changes the list shows; the rest are counted. */
const SHOWN_CHANGES = 5;

/** The brand's revisions, newest first, each but the current one restorable. */
export function History({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("owner");
  const locale = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { currency, timeZone } = owner.document.brand;
  const changeText = useChangeText(currency);
  const [asking, setAsking] = useState<RevisionEntry | null>(null);
  const history = useQuery({ queryKey: OWNER_HISTORY_KEY, queryFn: ownerApi.history });
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });

  const restore = useMutation({
    mutationFn: (entry: RevisionEntry) => ownerApi.restore(entry.number, owner.revision),
    onSuccess: (_, entry) => {
      notify("success", t("history.restored", { number: entry.number }));
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: OWNER_BRAND_KEY });
      void queryClient.invalidateQueries({ queryKey: OWNER_HISTORY_KEY });
    },
    onError: (error) => {
      setAsking(null);
      notify("error", errorText(error));
      void queryClient.invalidateQueries({ queryKey: OWNER_BRAND_KEY });
      void queryClient.invalidateQueries({ queryKey: OWNER_HISTORY_KEY });
    },
  });

  if (history.isPending) return null;
  if (history.isError) return <p role="alert">{errorText(history.error)}</p>;
  const revisions = history.data.revisions;
  if (revisions.length === 0) return <p>{t("history.empty")}</p>;
  return (
    <>
      <ol className="space-y-3">
        {revisions.map((entry) => {
          const changes = entry.summary.filter((c) => c.area !== "more");
          const hidden = changes.length - SHOWN_CHANGES;
          return (
            <li key={entry.number} className="rounded-2xl border border-neutral-200 p-4">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold">{t("revision", { number: entry.number })}</h2>
                  <p className="text-sm text-neutral-700">
                    {t(`history.by.${entry.source}`, {
                      author: entry.authorName,
                      when: when.format(new Date(entry.createdAt)),
                    })}
                  </p>
                </div>
                {entry.number === owner.revision ? (
                  <span className="rounded-full bg-surface-variant px-3 py-1 text-sm font-semibold">
                    {t("history.current")}
                  </span>
                ) : (
                  <Button variant="outlined" onClick={() => setAsking(entry)}>
                    {t("history.restore")}
                    <span className="sr-only"> {t("revision", { number: entry.number })}</span>
                  </Button>
                )}
              </div>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {entry.restoredFrom !== null && (
                  <li>{t("history.restoredFrom", { number: entry.restoredFrom })}</li>
                )}
                {entry.summary.length === 0 && entry.restoredFrom === null && (
                  <li>{t("history.noChanges")}</li>
                )}
                {changes.slice(0, SHOWN_CHANGES).map((change, i) => (
                  <li key={i}>{changeText(change)}</li>
                ))}
                {hidden > 0 && <li>{changeText({ area: "more", count: hidden })}</li>}
              </ul>
            </li>
          );
        })}
      </ol>
      <Dialog
        open={Boolean(asking)}
        onClose={() => setAsking(null)}
        title={asking ? t("history.restoreTitle", { number: asking.number }) : ""}
      >
        {asking && (
          <div className="space-y-4 p-5">
            <p>{t("history.restoreBody", { number: asking.number })}</p>
            <div className="flex justify-end gap-2">
              <Button variant="text" onClick={() => setAsking(null)}>
                {t("menu.cancel")}
              </Button>
              <Button disabled={restore.isPending} onClick={() => restore.mutate(asking)}>
                {t("history.restore")}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
