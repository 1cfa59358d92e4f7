"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerBrand } from "@/contract";
import { Button } from "@/ui/button";
import { BranchForm } from "./branch-form";
import { blankBranch, branchApi } from "./branch-api";
import { CloseBranchDialog, RemoveBranchDialog } from "./branch-dialogs";
import { useConsoleSave, useSaveBrand } from "../save-brand";

type Branch = OwnerBrand["document"]["branches"][number];

/**
 * Issue 19 item 2: the brand's branches; one opens its form, which saves the brand. Issue 35
 * item 3: add one, close one until reopened, reopen it, remove one.
 */
export function Branches({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerBranches");
  const tc = useTranslations("ownerBranchChanges");
  const { branches } = owner.document;
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [closing, setClosing] = useState<Branch | null>(null);
  const [removing, setRemoving] = useState<Branch | null>(null);
  const { save, saving, problems, clearProblems } = useSaveBrand(owner, () => setEditing(null));
  const added = useConsoleSave(
    ({ id: _, ...branch }: Branch) => branchApi.add(owner.revision, branch),
    () => "$.branch",
    () => setEditing(null),
  );
  const reopen = useConsoleSave(
    (b: Branch) => branchApi.reopen(owner.revision, b.id),
    () => "$",
  );
  const branch = typeof editing === "number" ? branches[editing] : undefined;

  if (editing === "new")
    return (
      <section aria-labelledby="branch-title" className="space-y-4">
        <Button variant="text" onClick={() => setEditing(null)}>
          <span aria-hidden="true">←</span> {t("back")}
        </Button>
        <h2 id="branch-title" className="text-xl font-bold">
          {tc("addTitle")}
        </h2>
        <p className="text-neutral-700">{tc("addIntro")}</p>
        <BranchForm
          key={owner.revision}
          branch={blankBranch(owner)}
          menus={owner.document.menus}
          problems={added.problems}
          saving={added.saving}
          onCancel={() => setEditing(null)}
          onSave={(next) => added.send(next)}
        />
      </section>
    );

  if (branch && typeof editing === "number")
    return (
      <section aria-labelledby="branch-title" className="space-y-4">
        <Button variant="text" onClick={() => setEditing(null)}>
          <span aria-hidden="true">←</span> {t("back")}
        </Button>
        <h2 id="branch-title" className="text-xl font-bold">
          {t("editTitle", { branch: branch.name })}
        </h2>
        <BranchForm
          key={owner.revision}
          branch={branch}
          problems={problems}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSave={(next) =>
            save((doc) => void (doc.branches[editing] = next), `$.branches[${editing}]`)
          }
        />
      </section>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-neutral-700">{t("intro")}</p>
        <Button
          onClick={() => {
            added.clearProblems();
            setEditing("new");
          }}
        >
          {tc("add")}
        </Button>
      </div>
      <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
        {branches.map((b, i) => (
          <li key={b.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
            <span className="min-w-0 flex-1 basis-48">
              <span className="block font-medium">{b.name}</span>
              <span className="block text-sm text-neutral-700">
                {b.address.address}, {b.address.city}
              </span>
              {b.closedUntilReopened && (
                <span className="mt-1 inline-block rounded-full bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800">
                  {b.closedUntilReopened.reason
                    ? tc("closedBadgeReason", { reason: b.closedUntilReopened.reason })
                    : tc("closedBadge")}
                </span>
              )}
            </span>
            <span className="flex flex-wrap gap-2">
              <Button
                variant="outlined"
                onClick={() => {
                  clearProblems();
                  setEditing(i);
                }}
              >
                {t("edit")}
                <span className="sr-only"> {b.name}</span>
              </Button>
              {b.closedUntilReopened ? (
                <Button
                  variant="outlined"
                  disabled={reopen.saving}
                  aria-label={tc("reopenSr", { branch: b.name })}
                  onClick={() => reopen.send(b)}
                >
                  {tc("reopen")}
                </Button>
              ) : (
                <Button variant="outlined" onClick={() => setClosing(b)}>
                  {tc("close")}
                  <span className="sr-only"> {b.name}</span>
                </Button>
              )}
              <Button variant="text" onClick={() => setRemoving(b)}>
                {tc("remove")}
                <span className="sr-only"> {b.name}</span>
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <CloseBranchDialog
        key={closing?.id ?? "none"}
        owner={owner}
        branch={closing}
        onClose={() => setClosing(null)}
      />
      <RemoveBranchDialog owner={owner} branch={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
