"use client";

import { use } from "react";
import type { ComponentType } from "react";

/**
 * A lazily loaded component that can be asked for again: each `attempt` gets its own import, so
 * a chunk that failed on a flaky network is fetched anew instead of failing from the cache.
 * Suspends while loading and throws (to an ErrorBoundary) when the import fails.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & { attempt: number }> {
  const loads = new Map<number, Promise<ComponentType<P>>>();
  return function RetryableLazy({ attempt, ...props }: P & { attempt: number }) {
    let loading = loads.get(attempt);
    if (!loading) loads.set(attempt, (loading = load().then((m) => m.default)));
    const Loaded = use(loading);
    return <Loaded {...(props as P)} />;
  };
}
