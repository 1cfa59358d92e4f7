"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerBrand } from "@/contract";
import { Button } from "@/ui/button";
import { BranchForm } from "./branch-form";
import { useSaveBrand } from "../save-brand";

/** Issue 19 item 2: the brand's branches; one opens its form, which saves the brand. */
export function Branches({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerBranches");
  const { branches } = owner.document;
  const [editing, setEditing] = useState<number | null>(null);
  const { save, saving, problems, clearProblems } = useSaveBrand(owner, () => setEditing(null));
  const branch = editing === null ? undefined : branches[editing];

  if (branch && editing !== null)
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
      <p className="text-neutral-700">{t("intro")}</p>
      <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
        {branches.map((b, i) => (
          <li key={b.id} className="flex items-center gap-3 px-4 py-3">
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{b.name}</span>
              <span className="block text-sm text-neutral-700">
                {b.address.address}, {b.address.city}
              </span>
            </span>
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
          </li>
        ))}
      </ul>
    </div>
  );
}
