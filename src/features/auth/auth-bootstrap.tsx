"use client";

import { useEffect } from "react";
import { useAuth } from "./auth-store";

/** Resolves the initial auth state once per page load (spec §4: the provider's listener). */
export function AuthBootstrap() {
  const resolve = useAuth((s) => s.resolve);
  useEffect(() => {
    void resolve();
  }, [resolve]);
  return null;
}
