"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { OwnerBrand } from "@/contract";
import { Choices } from "@/ui/choices";
import { Field, inputClass, TextField, useFocusOnProblem } from "@/ui/form";
import { Button } from "@/ui/button";
import { useSaveBrand } from "../save-brand";
import { useNoticeWords } from "./notice-words";
import type { AheadDraft, AheadProblem, PageDraft, PageProblems } from "./order-ahead-draft";
import { applyPageDraft, pageDraftOf, SLOT_LENGTHS } from "./order-ahead-draft";

/**
 * The Order ahead page (issue 35 item 4, docs/owner.md "Order ahead"): the brand's days ahead,
 * slot length and orders per slot, and per branch "same as the brand" or its own. One Save makes
 * the next revision; days ahead too few for an item's notice are refused naming the item.
 */
export function OrderAheadSettings({ owner }: { owner: OwnerBrand }) {
  // A new revision opens the form afresh, with what was saved.
  return <OrderAheadForm key={owner.revision} owner={owner} />;
}

function OrderAheadForm({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerOrderAhead");
  const to = useTranslations("owner");
  const { document } = owner;
  const form = useRef<HTMLFormElement>(null);
  const [page, setPage] = useState<PageDraft>(() => pageDraftOf(document));
  const [local, setLocal] = useState<PageProblems>({});
  const [tried, setTried] = useState(0);
  const { save, saving, problems: server } = useSaveBrand(owner);
  useFocusOnProblem(form, tried);

  const notice = useNoticeWords();
  const say = (problem: AheadProblem) =>
    problem.kind === "notice"
      ? notice.tooFewDays(problem.daysAhead, problem.items)
      : t(`problems.${problem.kind}`);
  const errorAt = (path: string) => {
    const found = local[path];
    return found ? say(found) : server[path];
  };
  // A refusal the fields do not show (an item's notice the server found): said above Save.
  const elsewhere = Object.keys(server).some(
    (path) => !/^(brand|branches\[\d+\])\.orderAhead\./.test(path),
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = applyPageDraft(document, page);
    setLocal(result.ok ? {} : result.problems);
    setTried((n) => n + 1);
    if (!result.ok) return;
    save((draft) => {
      draft.brand.orderAhead = result.document.brand.orderAhead;
      draft.branches = result.document.branches;
    }, "$");
  };
  const brandAhead = document.brand.orderAhead;
  const sameHint = t("sameHint", {
    days: brandAhead.daysAhead === 0 ? t("todayOnly") : notice.reach(brandAhead.daysAhead),
    minutes: t("minuteSlots", { count: brandAhead.slotMinutes }),
    capacity:
      brandAhead.slotCapacity === undefined
        ? t("noLimit")
        : t("perSlot", { count: brandAhead.slotCapacity }),
  });

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-6">
      <p className="text-neutral-700">{t("intro")}</p>
      <section
        aria-labelledby="order-ahead-brand"
        className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5"
      >
        <div>
          <h2 id="order-ahead-brand" className="text-lg font-bold">
            {t("brandTitle")}
          </h2>
          <p className="text-sm text-neutral-700">{t("brandHint")}</p>
        </div>
        <AheadFields
          draft={page.brand}
          errorAt={(field) => errorAt(`brand.orderAhead.${field}`)}
          onChange={(brand) => setPage((p) => ({ ...p, brand }))}
        />
      </section>
      <section
        aria-labelledby="order-ahead-branches"
        className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5"
      >
        <div>
          <h2 id="order-ahead-branches" className="text-lg font-bold">
            {t("branchesTitle")}
          </h2>
          <p className="text-sm text-neutral-700">{t("branchesHint")}</p>
        </div>
        {document.branches.map((branch, i) => {
          const own = page.branches[branch.id] ?? null;
          const setOwn = (value: AheadDraft | null) =>
            setPage((p) => ({ ...p, branches: { ...p.branches, [branch.id]: value } }));
          return (
            <div
              key={branch.id}
              className="space-y-3 border-t border-neutral-200 pt-4 first-of-type:border-0"
            >
              <Choices
                legend={branch.name}
                look="cards"
                value={own ? "own" : "same"}
                onChange={(v) => setOwn(v === "own" ? { ...page.brand } : null)}
                choices={[
                  { value: "same", label: t("same"), hint: sameHint },
                  { value: "own", label: t("own"), hint: t("ownHint") },
                ]}
              />
              {own && (
                <fieldset className="space-y-4 rounded-xl bg-surface-variant p-3">
                  <legend className="sr-only">{t("branchFields", { branch: branch.name })}</legend>
                  <AheadFields
                    draft={own}
                    errorAt={(field) => errorAt(`branches[${i}].orderAhead.${field}`)}
                    onChange={setOwn}
                  />
                </fieldset>
              )}
            </div>
          );
        })}
      </section>
      {elsewhere && (
        <p role="alert" className="text-sm text-red-700">
          {to("menu.invalid")}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? to("menu.saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}

/** Days ahead, slot length and orders per slot, as typed. */
function AheadFields({
  draft,
  errorAt,
  onChange,
}: {
  draft: AheadDraft;
  errorAt: (field: keyof AheadDraft) => string | undefined;
  onChange: (draft: AheadDraft) => void;
}) {
  const t = useTranslations("ownerOrderAhead");
  const lengths = SLOT_LENGTHS.map(String);
  if (!lengths.includes(draft.slotMinutes)) lengths.push(draft.slotMinutes);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label={t("daysAhead")}
        hint={t("daysAheadHint")}
        error={errorAt("daysAhead")}
        numeric
        maxLength={2}
        value={draft.daysAhead}
        onChange={(daysAhead) => onChange({ ...draft, daysAhead })}
      />
      <Field label={t("slotMinutes")} hint={t("slotMinutesHint")} error={errorAt("slotMinutes")}>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={draft.slotMinutes}
            onChange={(e) => onChange({ ...draft, slotMinutes: e.target.value })}
          >
            {lengths.map((m) => (
              <option key={m} value={m}>
                {t("minutes", { count: Number(m) })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={t("slotCapacity")}
        hint={t("slotCapacityHint")}
        error={errorAt("slotCapacity")}
        numeric
        maxLength={5}
        value={draft.slotCapacity}
        onChange={(slotCapacity) => onChange({ ...draft, slotCapacity })}
      />
    </div>
  );
}
