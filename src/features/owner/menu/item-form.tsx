"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import type { BrandDocument } from "@/domain/brand-config";
import { formatMoney } from "@/domain/money";
import type { PriceJump } from "@/domain/money-input";
import { itemPriceJumps, moneyInputText, parseMoneyInput } from "@/domain/money-input";
import type { GroupProblems } from "@/domain/option-groups-edit";
import { checkGroups, draftsOf } from "@/domain/option-groups-edit";
import { MoneyInput, useMoneyProblem } from "@/ui/money-input";
import { fieldErrors } from "../field-errors";
import { FormActions } from "../form-actions";
import { IMAGE_ACCEPT, useImageUpload } from "../image-upload";
import { OptionGroupsEditor } from "./option-groups-editor";
import { PriceCheck } from "../price-check";

type Item = BrandDocument["menus"][number]["sections"][number]["items"][number];
export type ItemFields = Pick<
  Item,
  "name" | "description" | "price" | "leadTimeHours" | "hidden" | "images" | "optionGroups"
>;
/** A branch of the item's menu, and whether it sells the item. */
export interface SoldAt {
  id: string;
  name: string;
  sold: boolean;
}
/** A brand's item may show up to this many photos (the brand file's rule). */
const MAX_PHOTOS = 8;
export type FieldErrors = Partial<Record<Exclude<keyof ItemFields, "optionGroups">, string>>;

const input =
  "mt-1 block w-full rounded-xl border border-outline px-3 py-2 text-base aria-[invalid=true]:border-red-700";

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
}: {
  item: ItemFields;
  currency: string;
  errors: FieldErrors;
  /** The server's problems with the item's option groups, by field. */
  optionProblems: GroupProblems;
  /** The branches of the item's menu: ticked where it is sold (shown when there are several). */
  branches: SoldAt[];
  saving: boolean;
  /** The item, and the ids of the branches to sell it. */
  onSave: (fields: ItemFields, soldAt: ReadonlySet<string>) => void;
  onCancel: () => void;
  /** More for an item already on the menu (copy, delete), beside Cancel. */
  actions?: React.ReactNode;
}) {
  const t = useTranslations("owner.menu");
  const words = useTranslations("ownerItems.soldAt");
  const confirm = useTranslations("ownerMoney.confirm");
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

  // After a refused Save, the first field to fix gets the focus (an option may be far below).
  useEffect(() => {
    if (tried) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [tried]);

  /** Checks the fields and saves them; prices moved tenfold only once `confirmed` names them. */
  const check = (confirmed: readonly PriceJump[]) => {
    const reading = parseMoneyInput(price, currency);
    const found: FieldErrors = {};
    if (!name.trim()) found.name = t("needsName");
    if (reading.kind === "empty" || (reading.kind === "refused" && reading.problem === "negative"))
      found.price = t("needsPrice");
    else if (reading.kind === "refused") found.price = moneyProblem(reading.problem, currency);
    const hours = Number(leadTime);
    if (!/^\d{1,4}$/.test(leadTime.trim())) found.leadTimeHours = t("needsLeadTime");
    const options = checkGroups(groups, currency);
    setLocal(found);
    setGroupLocal(options.problems);
    setTried((n) => n + 1);
    setJumps([]);
    if (Object.keys(found).length > 0 || Object.keys(options.problems).length > 0) return;
    const fields: ItemFields = {
      name: name.trim(),
      description: description.trim(),
      price: reading.kind === "amount" ? reading.amount : 0,
      leadTimeHours: hours,
      images,
      // Left out when shown: a shown item's document reads as it did before hiding existed.
      hidden: shown ? undefined : true,
      optionGroups: options.groups,
    };
    const moved = item.name ? itemPriceJumps(item, fields) : [];
    if (moved.length > 0 && JSON.stringify(moved) !== JSON.stringify(confirmed)) setJumps(moved);
    else onSave(fields, soldAt);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    check([]);
  };
  const jumpLine = ({ what, from, to }: PriceJump) => {
    const amounts = { from: formatMoney(from, currency), to: formatMoney(to, currency) };
    return what.kind === "price"
      ? confirm("price", amounts)
      : confirm("option", { ...amounts, name: what.name });
  };

  const { described, error } = fieldErrors<keyof FieldErrors>(id, problems);
  const field = (key: keyof FieldErrors) => ({ id: `${id}-${key}`, ...described(key) });

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4 p-5">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          {t("name")}
        </label>
        <input
          {...field("name")}
          className={input}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
        {error("name")}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="text-sm font-semibold">
          {t("description")}
        </label>
        <textarea
          {...field("description")}
          className={input}
          rows={3}
          value={description}
          maxLength={2000}
          onChange={(e) => setDescription(e.target.value)}
        />
        {error("description")}
      </div>
      <fieldset aria-describedby={`${id}-photos-hint`}>
        <legend className="text-sm font-semibold">{t("photos")}</legend>
        <p id={`${id}-photos-hint`} className="text-sm text-neutral-700">
          {t("photosHint")}
        </p>
        {images.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {images.map((image, i) => (
              <li key={image.src} className="relative">
                {/* eslint-disable-next-line @next/next/no-img-element -- a stored variant, as the menu shows it */}
                <img
                  src={image.src}
                  alt={t("photo", { n: i + 1 })}
                  className="size-20 rounded-xl object-cover"
                />
                <button
                  type="button"
                  className="absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full bg-white text-lg text-primary shadow"
                  aria-label={t("removePhoto", { n: i + 1 })}
                  onClick={() => setImages((list) => list.filter((_, k) => k !== i))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {images.length < MAX_PHOTOS && (
          <>
            <input
              id={`${id}-photo`}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={photo.uploading}
              aria-invalid={Boolean(photo.error)}
              aria-describedby={photo.error ? `${id}-photo-error` : undefined}
              className="peer sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file)
                  void photo.upload(file).then((image) => {
                    if (image) setImages((list) => [...list, image]);
                  });
              }}
            />
            <label
              htmlFor={`${id}-photo`}
              className="mt-2 flex min-h-11 w-fit cursor-pointer items-center rounded-full border border-outline bg-white px-5 text-sm font-semibold text-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:opacity-50"
            >
              {photo.uploading ? t("uploading") : t("addPhoto")}
            </label>
          </>
        )}
        {photo.error && (
          <p id={`${id}-photo-error`} className="mt-1 text-sm text-red-700">
            {photo.error}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-price`} className="text-sm font-semibold">
          {t("price", { currency })}
        </label>
        <MoneyInput
          id={`${id}-price`}
          className={input}
          currency={currency}
          value={price}
          invalid={Boolean(problems.price)}
          describedBy={problems.price ? `${id}-price-error` : undefined}
          onChange={(value) => {
            setPrice(value);
            // Its reading is said under it now: a refusal of what was typed before would be stale.
            if (problems.price) setLocal((found) => ({ ...found, price: undefined }));
          }}
        />
        {error("price")}
      </div>
      <div>
        <label htmlFor={`${id}-leadTimeHours`} className="text-sm font-semibold">
          {t("leadTime")}
        </label>
        <input
          {...field("leadTimeHours")}
          className={input}
          inputMode="numeric"
          value={leadTime}
          onChange={(e) => setLeadTime(e.target.value)}
        />
        <p className="mt-1 text-sm text-neutral-700">{t("leadTimeHint")}</p>
        {error("leadTimeHours")}
      </div>
      <OptionGroupsEditor
        id={id}
        drafts={groups}
        problems={{ ...optionProblems, ...groupLocal }}
        currency={currency}
        onChange={setGroups}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-primary"
          checked={shown}
          onChange={(e) => setShown(e.target.checked)}
        />
        <span>
          <span className="block font-semibold">{t("shown")}</span>
          <span className="block text-sm text-neutral-700">{t("shownHint")}</span>
        </span>
      </label>
      {branches.length > 1 && (
        <fieldset aria-describedby={`${id}-sold-hint`}>
          <legend className="text-sm font-semibold">{words("title")}</legend>
          <p id={`${id}-sold-hint`} className="text-sm text-neutral-700">
            {words("hint")}
          </p>
          {branches.map((branch) => (
            <label key={branch.id} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={soldAt.has(branch.id)}
                onChange={(e) =>
                  setSoldAt((now) => {
                    const next = new Set(now);
                    if (e.target.checked) next.add(branch.id);
                    else next.delete(branch.id);
                    return next;
                  })
                }
              />
              <span>{branch.name}</span>
            </label>
          ))}
        </fieldset>
      )}
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
