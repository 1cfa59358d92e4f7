"use client";

import { Component } from "react";
import type { ReactNode } from "react";

/**
 * Keeps a failing part (a lazy chunk that did not arrive on a flaky network, say) from taking
 * the page down with it: the part's place shows `fallback` instead.
 */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; onError?: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("a part of the page failed:", error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
