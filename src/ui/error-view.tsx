"use client";

import { useEffect } from "react";
import type { ReactNode } from "react";
import { Button } from "./button";

/** The words of the error page: common.json's, in the page's language. */
export interface ErrorWords {
  somethingWentWrongTitle: string;
  pageFailed: string;
  back: string;
  reload: string;
}

/**
 * The error page itself, given its words: global-error.tsx, which replaces the root layout and so
 * has no next-intl provider, passes them straight from the catalog (and its chunk goes without
 * next-intl); ./error-page translates them.
 */
export function ErrorView({
  error,
  topBar,
  words,
}: {
  error: Error;
  topBar?: ReactNode;
  words: ErrorWords;
}) {
  useEffect(() => console.warn("the page failed:", error), [error]);
  return (
    <>
      {topBar}
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <div role="alert" className="space-y-2">
          <h1 className="text-xl font-bold">{words.somethingWentWrongTitle}</h1>
          <p className="text-neutral-700">{words.pageFailed}</p>
        </div>
        <div className="flex gap-3">
          <Button
            variant="outlined"
            onClick={() =>
              window.history.length > 1
                ? window.history.back()
                : window.location.replace(window.location.origin)
            }
          >
            {words.back}
          </Button>
          <Button onClick={() => window.location.reload()}>{words.reload}</Button>
        </div>
      </main>
    </>
  );
}
