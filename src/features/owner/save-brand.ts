"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { create } from "zustand";
import type { ManagedBranches, OwnerBrand, SavedRevision } from "@/contract";
import type { OwnerShop } from "@/contract/owner-shop";
import type { BrandDocument } from "@/domain/brand-config";
import type { BrandChange } from "@/domain/brand-revisions";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { notify } from "@/ui/toasts";
import type { BranchChange } from "./owner-api";
import { MANAGED_BRANCHES_KEY, OWNER_BRAND_KEY, OWNER_HISTORY_KEY, ownerApi } from "./owner-api";
import { OWNER_SHOP_KEY } from "./setup/shop-api";

// Every page of the console saves the same way (issue 19 item 7): a change of the brand's
// document, sent whole with the revision it was made from. A stale save shows who changed what
// above every page (StaleNotice); the server's BRAND_INVALID problems land on the page's fields.

/** The newer revision a refused save names (409 REVISION_STALE). */
export interface Stale {
  authorName: string;
  summary: BrandChange[];
}

export const useStale = create<{ stale: Stale | null; set: (stale: Stale | null) => void }>(
  (set) => ({ stale: null, set: (stale) => set({ stale }) }),
);

/** Field errors by path under the edited part ("price", "branchIds[0]"), in the owner's language. */
export type FieldProblems = Record<string, string>;

/**
 * The problems of a refused save (400 BRAND_INVALID) under the JSON path `at` ("$.staff[2]"),
 * keyed by the rest of their path, each said as `message` (the server's words are English, for
 * tools and logs).
 */
export function problemsAt(problems: unknown, at: string, message: string): FieldProblems {
  const out: FieldProblems = {};
  for (const p of Array.isArray(problems) ? (problems as { path?: unknown }[]) : []) {
    if (typeof p.path !== "string") continue;
    if (p.path === at) out[""] = message;
    else if (p.path.startsWith(`${at}.`)) out[p.path.slice(at.length + 1)] = message;
    else if (p.path.startsWith(`${at}[`)) out[p.path.slice(at.length)] = message;
  }
  return out;
}

export function useReloadOwner() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [OWNER_BRAND_KEY, OWNER_HISTORY_KEY, MANAGED_BRANCHES_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * Who sees a save at once: what customers see is said so; the team's own settings (People) are
 * not (issue 32 item 11: adding a person said "Customers see it now").
 */
type Seen = "customers" | "team";
const SAVED_WORDS = { customers: "menu.saved", team: "menu.savedForTeam" } as const;
/** What customers will see of a shop not open yet (issue 35): not "now", but once it opens. */
const SAVED_BEFORE_OPENING = "menu.savedBeforeOpening";

/**
 * A console save (`send`), answered the console's way: a toast and a reload when saved; a stale
 * save named above the page (StaleNotice); the problems under the JSON path `at` of the value
 * sent on its fields (`problems`), any other refusal a toast.
 */
export function useConsoleSave<V>(
  send: (value: V) => Promise<SavedRevision>,
  at: (value: V) => string,
  onSaved?: (saved: SavedRevision) => void,
  seen: Seen = "customers",
) {
  const t = useTranslations("owner");
  const errorText = useErrorText();
  const reload = useReloadOwner();
  const queryClient = useQueryClient();
  // The shop's state as the console last read it (setup/shop-api.ts): open unless it said not.
  const notOpen = () =>
    queryClient
      .getQueriesData<OwnerShop>({ queryKey: OWNER_SHOP_KEY })
      .some(([, shop]) => shop !== undefined && shop.state !== "open");
  const setStale = useStale((s) => s.set);
  const [problems, setProblems] = useState<FieldProblems>({});
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setProblems({}),
    onSuccess: async (saved) => {
      const words = seen === "customers" && notOpen() ? SAVED_BEFORE_OPENING : SAVED_WORDS[seen];
      notify("success", saved.unchanged ? t("menu.unchanged") : t(words));
      // Saving until the page has the saved brand: nothing shows the old one in between.
      await reload();
      onSaved?.(saved);
    },
    onError: (error, value) => {
      const failed = apiError(error);
      if (failed.reasonCode === "REVISION_STALE") {
        setStale(failed.details.revision as Stale);
        return;
      }
      const found = problemsAt(failed.details.problems, at(value), t("menu.invalid"));
      setProblems(found);
      if (Object.keys(found).length === 0) notify("error", errorText(error));
    },
  });
  return {
    send: mutation.mutate,
    saving: mutation.isPending,
    /** What is being saved, while it is. */
    pending: mutation.isPending ? mutation.variables : undefined,
    problems,
    clearProblems: () => setProblems({}),
  };
}

/**
 * Saves a change of the brand as its next revision. `save(change, at)` applies `change` to a copy
 * of the document; problems under `at` become `problems`, any other refusal a toast.
 */
export function useSaveBrand(
  owner: OwnerBrand,
  onSaved?: (saved: SavedRevision) => void,
  seen: Seen = "customers",
) {
  const { send, ...rest } = useConsoleSave(
    ({ change }: { change: (draft: BrandDocument) => void; at: string }) => {
      const next = structuredClone(owner.document);
      change(next);
      return ownerApi.save(owner.revision, next);
    },
    ({ at }) => at,
    onSaved,
    seen,
  );
  return {
    save: (change: (draft: BrandDocument) => void, at: string) => send({ change, at }),
    ...rest,
  };
}

/**
 * Saves a branch's hours, closed days and unsold items (a manager's pages, issue 19 item 8) as
 * the brand's next revision; problems come by field of the change ("openingHours.mon[0]").
 */
export function useSaveBranch(
  managed: ManagedBranches,
  branchId: string,
  onSaved?: (saved: SavedRevision) => void,
) {
  const { send, ...rest } = useConsoleSave(
    (change: BranchChange) => ownerApi.saveBranch(branchId, { base: managed.revision, ...change }),
    () => "$",
    onSaved,
  );
  return { save: send, ...rest };
}
