"use client";

import { useBranches } from "@/features/basket/storefront-data";
import type { Branch } from "@/domain/storefront";
import { OpenStatus } from "@/ui/open-status";

/** The menu's branch, open or closed now, and busy when its staff paused it (GET /api/branches). */
export function BranchStatus({ branch }: { branch: Branch }) {
  const { data } = useBranches();
  const pausedUntil = data?.find((b) => b.id === branch.id)?.openState.pausedUntil ?? null;
  return <OpenStatus hours={branch} pausedUntil={pausedUntil} className="text-sm font-semibold" />;
}
