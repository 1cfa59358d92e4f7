"use client";

import type { ReactNode } from "react";
import { Suspense } from "react";
import { Dialog } from "@/ui/dialog";
import { Pulse } from "@/ui/pulse";

// What New order and Correct share on the board (issue 36 item 4): a button a finger finds, and a
// dialog the size of the tablet whose form loads when it opens. Light: the board's page carries it.

/** A tablet's tap target: 56 px, large type. */
export const BIG_BUTTON =
  "inline-flex min-h-14 items-center justify-center rounded-2xl px-5 text-lg font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50";

/** A full-screen dialog over the board; its form (loaded lazily) pulses until it has come. */
export function FormDialog({
  open,
  onClose,
  title,
  loading,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  loading: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="page">
      <Suspense fallback={<Pulse label={loading} />}>{children}</Suspense>
    </Dialog>
  );
}
