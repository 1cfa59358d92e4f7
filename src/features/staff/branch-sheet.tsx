"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { BoardBranch } from "@/contract";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { BranchPause, usePauseClock } from "./branch-pause";

/**
 * The branch controls a tap away (issue 36 item 7): a button in the board's top bar opening a
 * sheet at the screen's edge with pausing and sold-out marks, and beside it what holds now
 * ("Paused until 14:00", "3 sold out"), so the orders keep the screen.
 */
export function BranchSheet({
  branches,
  boardKey,
}: {
  branches: BoardBranch[];
  boardKey: string[];
}) {
  const t = useTranslations("staff");
  const [open, setOpen] = useState(false);
  if (branches.length === 0) return null;
  return (
    <>
      <BranchBadges branches={branches} />
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="min-h-12 text-base"
      >
        {t(branches.length > 1 ? "board.branches" : "board.branch")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("pause.title")} size="side">
        <BranchPause branches={branches} boardKey={boardKey} />
      </Dialog>
    </>
  );
}

/** What the branches' controls hold now: a pause, and how many items are marked sold out. */
function BranchBadges({ branches }: { branches: BoardBranch[] }) {
  const t = useTranslations("staff.board");
  const { pausedUntil, time } = usePauseClock();
  const paused = branches.flatMap((b) => {
    const until = pausedUntil(b);
    return until ? [{ name: b.name, until }] : [];
  });
  const soldOut = branches.reduce((sum, b) => sum + b.soldOut.length, 0);
  const first = paused[0];
  const pause = !first
    ? null
    : paused.length > 1
      ? t("pausedCount", { count: paused.length })
      : branches.length > 1
        ? t("branchPausedUntil", { branch: first.name, time: time(first.until) })
        : t("pausedUntil", { time: time(first.until) });
  return (
    <>
      {pause && (
        <p className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800 sm:text-base">
          {pause}
        </p>
      )}
      {soldOut > 0 && (
        <p className="rounded-full bg-neutral-200 px-3 py-1 text-sm font-semibold text-neutral-800 sm:text-base">
          {t("soldOutCount", { count: soldOut })}
        </p>
      )}
    </>
  );
}
