"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import type { ItemFields, ItemProblems } from "@/domain/item-edit";
import type { NoticeLimit } from "@/domain/order-ahead";
import { tooMuchNotice } from "@/domain/order-ahead";
import { checkItemDraft } from "@/domain/item-edit";
import type { PriceJump } from "@/domain/money-input";
import { itemPriceJumps, moneyInputText } from "@/domain/money-input";
import type { GroupProblems } from "@/domain/option-groups-edit";
import { draftsOf, groupProblemAt } from "@/domain/option-groups-edit";
import { MoneyField, Switch, TextField, useFocusOnProblem } from "@/ui/form";
import { useMoneyProblem } from "@/ui/money-input";
import { FormActions } from "../form-actions";
import { useImageUpload } from "../image-upload";
import type { SoldAt } from "./item-fields";
import { ItemPhotos, SoldAtField } from "./item-fields";
import { useNoticeWords } from "../order-ahead/notice-words";
import { OptionGroupsEditor } from "./option-groups-editor";
import { PriceCheck, useItemJumpLine } from "../price-check";

export type { ItemFields };
export type { SoldAt };
export type FieldErrors = Partial<Record<Exclude<keyof ItemFields, "optionGroups">, string>>;

/** The server's problems with a saved item (by path under it), by the item form's fields. */
export function itemProblems(problems: Record<string, string>) {
  const errors: FieldErrors = {};
  for (const key of ["name", "description", "price", "leadTimeHours"] as const)
    if (problems[key]) errors[key] = problems[key];
  const optionProblems: GroupProblems = {};
  for (const key of Object.keys(problems)) {
    const found = groupProblemAt(key);
    if (found) optionProblems[found[0]] ??= found[1];
  }
  return { errors, optionProblems };
}

/**
 * An item's name, description, price, the notice it needs, whether customers see it, its options
 * and the branches that sell it. Checked here for what a person can fix at once (a name, a price
 * of 0 or more, options' names and counts); the server checks the whole brand again and its
 * answers land on the same fields (`errors`, `optionProblems`). Prices are read as the owner types
 * them (money-input.ts), and a price moved more than tenfold is asked about before it is sent.
 */
export function ItemForm({
  item,
  currency,
  errors,
  optionProblems,
  branches,
  saving,
  onSave,
  onCancel,
  actions,
  noticeLimit,
}: {
  item: ItemFields;
  currency: string;
  errors: FieldErrors;
  /** The server's problems with the item's option groups, by field. */
  optionProblems: GroupProblems;
  /** The branches of the item's menu: ticked where it is sold (shown when there are several). */
  branches: readonly SoldAt[];
  saving: boolean;
  /** The item, and the ids of the branches to sell it. */
  onSave: (fields: ItemFields, soldAt: ReadonlySet<string>) => void;
  onCancel: () => void;
  /** More for an item already on the menu (copy, delete), beside Cancel. */
  actions?: React.ReactNode;
  /** The days ahead of the branches ticked (domain/order-ahead.ts): no more notice than they allow. */
  noticeLimit?: (soldAt: ReadonlySet<string>) => NoticeLimit;
}) {
  const t = useTranslations("owner.menu");
  const notice = useNoticeWords();
  const jumpLine = useItemJumpLine(currency);
  const moneyProblem = useMoneyProblem();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(item.name);
  const [description, setDescription] = useState(item.description);
  const [price, setPrice] = useState(item.name ? moneyInputText(item.price) : "");
  const [leadTime, setLeadTime] = useState(String(item.leadTimeHours));
  const [shown, setShown] = useState(!item.hidden);
  const [images, setImages] = useState(item.images);
  const photo = useImageUpload("item");
  const [groups, setGroups] = useState(() => draftsOf(item.optionGroups));
  const [soldAt, setSoldAt] = useState(
    () => new Set(branches.filter((b) => b.sold).map((b) => b.id)),
  );
  const [local, setLocal] = useState<FieldErrors>({});
  const [groupLocal, setGroupLocal] = useState<GroupProblems>({});
  const [tried, setTried] = useState(0);
  const [jumps, setJumps] = useState<PriceJump[]>([]);
  const problems = { ...errors, ...local };

  useFocusOnProblem(form, tried);

  /** Checks the fields and saves them; prices moved tenfold only once `confirmed` names them. */
  const check = (confirmed: readonly PriceJump[]) => {
    const draft = { name, description, price, leadTime, shown, images, groups };
    const result = checkItemDraft(draft, currency);
    const found: FieldErrors = {};
    if (!result.ok)
      for (const [field, problem] of Object.entries(result.problems))
        found[field as keyof ItemProblems] =
          problem === "needsName" || problem === "needsPrice" || problem === "needsLeadTime"
            ? t(problem)
            : moneyProblem(problem, currency);
    const limit = result.ok && noticeLimit?.(soldAt);
    if (result.ok && limit && tooMuchNotice(result.fields.leadTimeHours, limit.daysAhead))
      found.leadTimeHours = notice.itemNotice(result.fields.leadTimeHours, limit);
    setLocal(found);
    setGroupLocal(result.ok ? {} : result.groupProblems);
    setTried((n) => n + 1);
    setJumps([]);
    if (!result.ok || found.leadTimeHours) return;
    const moved = item.name ? itemPriceJumps(item, result.fields) : [];
    if (moved.length > 0 && JSON.stringify(moved) !== JSON.stringify(confirmed)) setJumps(moved);
    else onSave(result.fields, soldAt);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    check([]);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
      {/* On a wide screen the item beside its options: a cake with three groups fits. */}
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-8">
        <div className="space-y-4">
          <TextField
            label={t("name")}
            error={problems.name}
            value={name}
            maxLength={120}
            onChange={setName}
          />
          <TextField
            label={t("description")}
            error={problems.description}
            rows={3}
            value={description}
            maxLength={2000}
            onChange={setDescription}
          />
          <ItemPhotos images={images} onChange={setImages} photo={photo} />
          <MoneyField
            label={t("price", { currency })}
            error={problems.price}
            currency={currency}
            value={price}
            onChange={(value) => {
              setPrice(value);
              // Its reading is said under it now: a refusal of what was typed before would be stale.
              if (problems.price) setLocal((found) => ({ ...found, price: undefined }));
            }}
          />
          <TextField
            label={t("leadTime")}
            hint={t("leadTimeHint")}
            error={problems.leadTimeHours}
            numeric
            value={leadTime}
            onChange={setLeadTime}
          />
          <Switch label={t("shown")} hint={t("shownHint")} checked={shown} onChange={setShown} />
          {branches.length > 1 && (
            <SoldAtField branches={branches} soldAt={soldAt} onChange={setSoldAt} />
          )}
        </div>
        <div>
          <OptionGroupsEditor
            id={id}
            drafts={groups}
            problems={{ ...optionProblems, ...groupLocal }}
            currency={currency}
            onChange={setGroups}
          />
        </div>
      </div>
      {jumps.length > 0 ? (
        <PriceCheck
          lines={jumps.map(jumpLine)}
          saving={saving}
          onSave={() => check(jumps)}
          onBack={() => setJumps([])}
        />
      ) : (
        <FormActions saving={saving} busy={photo.uploading} onCancel={onCancel}>
          {actions}
        </FormActions>
      )}
    </form>
  );
}
