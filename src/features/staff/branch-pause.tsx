"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import type { BoardBranch, StaffBoard } from "@/contract";
import type { PauseLength } from "@/domain/hours";
import { PAUSES } from "@/domain/hours";
import { isLocale } from "@/domain/locale";
import { clockTime } from "@/domain/time";
import { useErrorText } from "@/features/api/error-text";
import { useBrand } from "@/ui/brand-context";
import { Button } from "@/ui/button";
import { useMinute } from "@/ui/use-minute";
import { notify } from "@/ui/toasts";
import { SoldOutList } from "./sold-out-list";
import { staffApi } from "./staff-api";

/** A branch's pause as the board shows it: its end while it lasts, and clock times in the staff's words. */
export function usePauseClock() {
  const locale = useLocale();
  const { timeZone } = useBrand();
  // A pause ends by itself: past its time the branch shows as taking orders without a reload.
  const now = useMinute();
  return {
    pausedUntil: (b: BoardBranch) =>
      b.pausedUntil && (now === null || Date.parse(b.pausedUntil) > now) ? b.pausedUntil : null,
    time: (iso: string) => clockTime(iso, timeZone, isLocale(locale) ? locale : "en"),
  };
}

/**
 * The board's branches (issue 18 item 7), in the branch sheet (branch-sheet.tsx): each taking
 * orders, or paused until a time, with one tap to pause it for a while ("busy") or to take orders
 * again. A paused branch takes orders for later, not for now.
 */
export function BranchPause({
  branches,
  boardKey,
}: {
  branches: BoardBranch[];
  boardKey: string[];
}) {
  const t = useTranslations("staff.pause");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { pausedUntil, time } = usePauseClock();
  const pause = useMutation({
    mutationFn: ({ id, length }: { id: string; length: PauseLength | null }) =>
      staffApi.pause(id, length),
    onSuccess: (branch) => {
      queryClient.setQueryData<StaffBoard>(
        boardKey,
        (board) =>
          board && {
            ...board,
            branches: board.branches.map((b) => (b.id === branch.id ? branch : b)),
          },
      );
      notify(
        "success",
        branch.pausedUntil
          ? t("paused", { branch: branch.name, time: time(branch.pausedUntil) })
          : t("resumed", { branch: branch.name }),
      );
    },
    onError: (error) => notify("error", errorText(error)),
  });
  return (
    <ul className="space-y-3">
      {branches.map((b) => {
        const until = pausedUntil(b);
        return (
          <li key={b.id} className="space-y-2 rounded-2xl border border-black/10 bg-white p-3">
            <p className="text-lg">
              <span className="font-bold">{b.name}</span>
              {" · "}
              <span className={until ? "font-semibold text-red-700" : ""}>
                {until ? t("pausedUntil", { time: time(until) }) : t("taking")}
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              {until ? (
                <Button
                  className="min-h-12"
                  disabled={pause.isPending}
                  onClick={() => pause.mutate({ id: b.id, length: null })}
                >
                  {t("resume")}
                </Button>
              ) : (
                PAUSES.map((length) => (
                  <Button
                    key={length}
                    variant="outlined"
                    className="min-h-12"
                    disabled={pause.isPending}
                    onClick={() => pause.mutate({ id: b.id, length })}
                  >
                    {t(`for.${length}`)}
                  </Button>
                ))
              )}
            </div>
            <SoldOutList branch={b} boardKey={boardKey} />
          </li>
        );
      })}
    </ul>
  );
}
