"use client";

import type { ReactElement } from "react";
import toast, { Toaster } from "react-hot-toast";
import type { NotifyKind } from "./toasts";
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from "./toasts";

// react-hot-toast itself, loaded by ./toasts when the page is idle or a toast is due: no page
// needs it to draw its first screen.

export function LoadedToaster() {
  return (
    <Toaster
      position="top-center"
      // A page printed (the till's close, a ticket) carries no toast over it.
      containerClassName="print:hidden"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        removeDelay: TOAST_REMOVE_DELAY_MS,
        className: "text-sm",
      }}
    />
  );
}

function content(message: string, heading?: string): string | ReactElement {
  if (!heading) return message;
  return (
    <span>
      <strong className="block">{heading}</strong>
      {message}
    </span>
  );
}

export function show(kind: NotifyKind, message: string, heading?: string): void {
  const body = content(message, heading);
  switch (kind) {
    case "success":
      toast.success(body);
      return;
    case "error":
      toast.error(body);
      return;
    case "warn":
      toast(body, { icon: "⚠️" });
      return;
    case "info":
      toast(body, { icon: "ℹ️" });
  }
}
