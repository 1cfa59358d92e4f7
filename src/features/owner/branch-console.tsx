"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy, useState } from "react";
import type { ManagedBranch, ManagedBranches } from "@/contract";
import { branchFileSchema, jsonPath } from "@/domain/brand-config";
import { sellsItem, withItemSold } from "@/domain/branch-offer";
import { formatMoney } from "@/domain/money";
import { useErrorText } from "@/features/api/error-text";
import { fieldOf, wordsFor } from "./branches/branch-form";
import { BranchHoursFields } from "./branches/branch-hours";
import { FormActions } from "./form-actions";
import { MANAGED_BRANCHES_KEY, ownerApi } from "./owner-api";
import type { FieldProblems } from "./save-brand";
import { useSaveBranch } from "./save-brand";
import { StaleNotice } from "./stale-notice";
import { ConsoleTabs } from "./console-tabs";

// A manager's console (issue 19 item 8, docs/owner.md "Managers"): for each branch they run, the
// items it sells and its hours. Saved as revisions of the brand, like the owner's changes.

// The branches' numbers (issue 36 item 6): its own code, with its charts, loads when shown.
const NumbersPage = lazy(() => import("./numbers/numbers").then((m) => ({ default: m.Numbers })));

const PAGES = { menu: Availability, hours: Hours, numbers: NumbersPage } satisfies Record<
  string,
  (props: Page) => React.ReactNode
>;
interface Page {
  managed: ManagedBranches;
  branch: ManagedBranch;
}

export function BranchConsole() {
  const t = useTranslations("ownerManage");
  const errorText = useErrorText();
  const managed = useQuery({ queryKey: MANAGED_BRANCHES_KEY, queryFn: ownerApi.managedBranches });
  const [chosen, setChosen] = useState(0);
  const branches = managed.data?.branches ?? [];
  const branch = branches[Math.min(chosen, branches.length - 1)];

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">
        {branches.length === 1 ? t("titleOne", { branch: branches[0]!.name }) : t("title")}
      </h1>
      {managed.isError && <p role="alert">{errorText(managed.error)}</p>}
      {managed.data && <StaleNotice currency={managed.data.currency} />}
      {branches.length > 1 && (
        <label className="mb-4 block text-sm font-semibold">
          {t("branch")}
          <select
            className="mt-1 block w-full rounded-xl border border-outline px-3 py-2 text-base"
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {branches.map((b, i) => (
              <option key={b.id} value={i}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {managed.data && !branch && <p>{t("noBranches")}</p>}
      {managed.data && branch && (
        <ConsoleTabs
          pages={PAGES}
          label={t("tabsLabel")}
          tabName={(name) => t(`tabs.${name}`)}
          props={{ managed: managed.data, branch }}
          key={branch.id}
        />
      )}
    </>
  );
}

/**
 * The items of the branch's menu, each ticked when the branch sells it. A tick saves at once: the
 * branch's storefront shows the item again, or no longer; the other branches keep theirs.
 */
function Availability({ managed, branch }: Page) {
  const t = useTranslations("ownerManage");
  const { save, saving, pending } = useSaveBranch(managed, branch.id);
  // A tick shows at once; the page has the saved brand before the save ends.
  const hiding = pending ?? branch;
  const menu = managed.menus.find((m) => m.id === branch.menuId);
  const change = { openingHours: branch.openingHours, closures: branch.closures };
  return (
    <div className="space-y-6">
      <p className="text-neutral-700">{t("menuIntro", { branch: branch.name })}</p>
      {menu?.sections.map((section) => (
        <section key={section.id} aria-labelledby={`avail-${section.id}`}>
          <h2 id={`avail-${section.id}`} className="mb-2 text-lg font-bold">
            {section.name}
          </h2>
          <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
            {section.items.map((item) => (
              <li key={item.uid}>
                <label className="flex min-h-14 items-center gap-3 px-4 py-2">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={!item.hidden && sellsItem(hiding, item.uid)}
                    disabled={saving || item.hidden}
                    aria-describedby={item.hidden ? `avail-${item.uid}-hidden` : undefined}
                    onChange={(e) =>
                      save({
                        ...change,
                        hiddenItems: withItemSold(branch.hiddenItems, item.uid, e.target.checked),
                      })
                    }
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{item.name}</span>
                    <span className="text-sm text-neutral-700">
                      {formatMoney(item.price, managed.currency)}
                    </span>
                    {item.hidden && (
                      <span
                        id={`avail-${item.uid}-hidden`}
                        className="block text-sm text-neutral-700"
                      >
                        {t("hiddenByOwner")}
                      </span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const hoursSchema = branchFileSchema.pick({ openingHours: true, closures: true });

/** The branch's opening hours and closed days, checked by the brand file's rules before sending. */
function Hours({ managed, branch }: Page) {
  const t = useTranslations("ownerManage");
  const tBranches = useTranslations("ownerBranches");
  const [draft, setDraft] = useState({
    openingHours: branch.openingHours,
    closures: branch.closures,
  });
  const { save, saving, problems } = useSaveBranch(managed, branch.id);
  const [local, setLocal] = useState<FieldProblems>({});
  const shown: Record<string, string> = {};
  for (const key of Object.keys({ ...problems, ...local }))
    shown[fieldOf(key)] ??= wordsFor(key, tBranches);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = hoursSchema.safeParse(draft);
    const found: FieldProblems = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[jsonPath(issue.path).slice(2)] = "";
    setLocal(found);
    if (parsed.success) save({ ...parsed.data, hiddenItems: branch.hiddenItems });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-neutral-700">{t("hoursIntro", { branch: branch.name })}</p>
      <BranchHoursFields
        value={draft}
        saved={branch.openingHours}
        shown={shown}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
      <FormActions
        saving={saving}
        sticky
        cancelLabel={t("undo")}
        onCancel={() => {
          setLocal({});
          setDraft({ openingHours: branch.openingHours, closures: branch.closures });
        }}
      />
    </form>
  );
}
