"use client";

import type { ReactElement } from "react";
import toast, { Toaster } from "react-hot-toast";

// Spec §4/§9: toasts last 5000 ms, at most 20 are kept (react-hot-toast's limit), and a dismissed
// one is removed after 1 s. One helper for the product's four kinds, with an optional heading.
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1000;

export function Toasts() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        removeDelay: TOAST_REMOVE_DELAY_MS,
        className: "text-sm",
      }}
    />
  );
}

export type NotifyKind = "success" | "error" | "warn" | "info";

function content(message: string, heading?: string): string | ReactElement {
  if (!heading) return message;
  return (
    <span>
      <strong className="block">{heading}</strong>
      {message}
    </span>
  );
}

export function notify(kind: NotifyKind, message: string, heading?: string): string {
  const body = content(message, heading);
  switch (kind) {
    case "success":
      return toast.success(body);
    case "error":
      return toast.error(body);
    case "warn":
      return toast(body, { icon: "⚠️" });
    case "info":
      return toast(body, { icon: "ℹ️" });
  }
}
