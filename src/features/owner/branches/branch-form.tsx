"use client";

import { fieldErrors, inputClass, TextField } from "@/ui/form";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { BrandDocument } from "@/domain/brand-config";
import { branchFileSchema, jsonPath } from "@/domain/brand-config";
import { ORDER_MODES } from "@/domain/order-mode";
import { branchOrderModes, offersMode, storedOrderModes } from "@/domain/branch-offer";
import type { PlaceSuggestion } from "@/domain/geo";
import { Button } from "@/ui/button";
import { checkNumber, PhoneNumberInput } from "@/ui/phone-number-input";
import { FormActions } from "../form-actions";
import { BranchHoursFields } from "./branch-hours";
import { BranchPrinterFields } from "./branch-printer";
import { ownerApi } from "../owner-api";
import type { FieldProblems } from "../save-brand";

type Branch = BrandDocument["branches"][number];
type Words = ReturnType<typeof useTranslations<"ownerBranches">>;

/**
 * What a problem at `key` (a path under the branch: "address.city", "openingHours.mon[0]",
 * "closures[1].reason") asks of the owner. The browser's own check and the server's answer are
 * both said this way, from the brand file's one schema.
 */
export function wordsFor(key: string, t: Words): string {
  if (key === "name") return t("needsName");
  if (key === "phoneNumber") return t("invalidPhone");
  if (key === "address.city") return t("needsCity");
  if (key === "address.postalCode") return t("needsPostalCode");
  if (key === "address.lat" || key === "address.lng") return t("needsPin");
  if (key.startsWith("address")) return t("needsStreet");
  if (key === "orderModes") return t("needsOrderMode");
  if (key === "openingHours") return t("needsOpenDay");
  if (key.startsWith("openingHours")) return t("needsTime");
  if (/^closures\[\d+\]\.reason/.test(key)) return t("needsReason");
  return t("needsDates");
}

/** The field a problem's key belongs to: "openingHours.mon[0].close" → "openingHours.mon[0]". */
export const fieldOf = (key: string) =>
  /^(?:orderModes|openingHours\.[a-z]{3}\[\d+\]|closures\[\d+\](?:\.reason)?|openingHours|[a-zA-Z.]+)/.exec(
    key,
  )?.[0] ?? key;

/**
 * A branch: name, phone, address found with the customers' place search, the order modes it
 * takes, hours, closed days; for a new branch (`menus` given), the menu it sells.
 */
export function BranchForm({
  branch,
  menus,
  problems,
  saving,
  onSave,
  onCancel,
}: {
  branch: Branch;
  /** A new branch's choice of menu (issue 35 item 3): the brand's menus. */
  menus?: readonly { id: string; name: string }[];
  /** The server's problems under this branch (keys as above). */
  problems: FieldProblems;
  saving: boolean;
  onSave: (branch: Branch) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("ownerBranches");
  const tc = useTranslations("ownerBranchChanges");
  const id = useId();
  const [draft, setDraft] = useState<Branch>(branch);
  const [local, setLocal] = useState<FieldProblems>({});
  // A picked place is still being located: Save waits, or the branch would be saved without the
  // address and pin the owner just chose (CI caught a Save made in that moment).
  const [locating, setLocating] = useState(false);
  const shown: Record<string, string> = {};
  for (const key of Object.keys({ ...problems, ...local }))
    shown[fieldOf(key)] ??= wordsFor(key, t);
  const set = (patch: Partial<Branch>) => setDraft((d) => ({ ...d, ...patch }));
  const setAddress = (patch: Partial<Branch["address"]>) =>
    setDraft((d) => ({ ...d, address: { ...d.address, ...patch } }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (locating) return;
    const check = await checkNumber(draft.phoneNumber);
    const next = { ...draft, phoneNumber: check?.ok ? check.e164 : draft.phoneNumber };
    const parsed = branchFileSchema.safeParse(next);
    const found: FieldProblems = {};
    if (check && !check.ok) found.phoneNumber = "";
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[jsonPath(issue.path).slice(2)] = "";
    setLocal(found);
    if (Object.keys(found).length === 0) onSave(next);
  };

  const { described, error } = fieldErrors<string>(id, shown);
  const text = (field: "name" | "address" | "city" | "postalCode", label: string) => {
    const key = field === "name" ? "name" : `address.${field}`;
    const value = field === "name" ? draft.name : draft.address[field];
    return (
      <TextField
        id={`${id}-${key}`}
        label={label}
        value={value}
        error={shown[key]}
        numeric={field === "postalCode"}
        onChange={(v) => (field === "name" ? set({ name: v }) : setAddress({ [field]: v }))}
      />
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {text("name", t("name"))}
      <div>
        <label htmlFor={`${id}-phoneNumber`} className="text-sm font-semibold">
          {t("phone")}
        </label>
        <div className="mt-1">
          <PhoneNumberInput
            id={`${id}-phoneNumber`}
            value={draft.phoneNumber}
            onChange={(phoneNumber) => set({ phoneNumber })}
            placeholder={t("phonePlaceholder")}
            autoComplete="off"
            errorId={shown.phoneNumber ? `${id}-phoneNumber-error` : undefined}
          />
        </div>
        {error("phoneNumber")}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold">{t("address")}</legend>
        <PlaceSearch
          onLocating={setLocating}
          onPick={(place) =>
            setAddress({
              address: place.address,
              city: place.city === "not found" ? draft.address.city : place.city,
              postalCode: /^\d{5}$/.test(place.postalCode)
                ? place.postalCode
                : draft.address.postalCode,
              lat: place.lat,
              lng: place.lng,
            })
          }
        />
        {text("address", t("street"))}
        <div className="grid grid-cols-2 gap-3">
          {text("city", t("city"))}
          {text("postalCode", t("postalCode"))}
        </div>
        <p className="text-sm text-neutral-700">
          {Number.isFinite(draft.address.lat) && Number.isFinite(draft.address.lng)
            ? t("located", {
                lat: draft.address.lat.toFixed(5),
                lng: draft.address.lng.toFixed(5),
              })
            : t("notLocated")}
        </p>
        {error(shown["address.lat"] ? "address.lat" : "address.lng")}
      </fieldset>

      {menus && (
        <div>
          <label htmlFor={`${id}-menuId`} className="text-sm font-semibold">
            {tc("menu")}
          </label>
          <select
            id={`${id}-menuId`}
            className={`mt-1 ${inputClass}`}
            value={draft.menuId}
            aria-describedby={`${id}-menuId-hint`}
            onChange={(e) => set({ menuId: e.target.value })}
          >
            {menus.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
          <p id={`${id}-menuId-hint`} className="mt-1 text-sm text-neutral-700">
            {tc("menuHint")}
          </p>
        </div>
      )}

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold">{t("orderModes")}</legend>
        <p className="text-sm text-neutral-700">{t("orderModesHint")}</p>
        {ORDER_MODES.map((mode) => (
          <label key={mode} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              {...described("orderModes")}
              checked={offersMode(draft, mode)}
              onChange={(e) => {
                const others = branchOrderModes(draft).filter((m) => m !== mode);
                const next = e.target.checked ? [...others, mode] : others;
                // None is kept as none, for the brand file's rule to refuse it on this field.
                set({ orderModes: next.length > 0 ? storedOrderModes(next) : [] });
              }}
            />
            {t(`mode.${mode}`)}
          </label>
        ))}
        {error("orderModes")}
      </fieldset>

      <BranchHoursFields value={draft} saved={branch.openingHours} shown={shown} onChange={set} />
      <BranchPrinterFields
        value={draft.printer}
        shown={shown}
        onChange={(printer) => set({ printer })}
      />

      <FormActions saving={saving} busy={locating} onCancel={onCancel} sticky />
    </form>
  );
}

/** The customers' place search (GET /api/geo/places, then geocode), for the branch's address. */
function PlaceSearch({
  onPick,
  onLocating,
}: {
  /** Whether a picked place is being located (its address and pin are on their way). */
  onLocating: (locating: boolean) => void;
  onPick: (place: {
    address: string;
    city: string;
    postalCode: string;
    lat: number;
    lng: number;
  }) => void;
}) {
  const t = useTranslations("ownerBranches");
  const id = useId();
  const [q, setQ] = useState("");
  const [session] = useState(() => crypto.randomUUID());
  const search = useMutation({ mutationFn: (text: string) => ownerApi.places(text, session) });
  const pick = useMutation({
    mutationFn: (s: PlaceSuggestion) => ownerApi.geocode(s.description),
    onMutate: () => onLocating(true),
    onSettled: () => onLocating(false),
    onSuccess: (place) => {
      onPick(place);
      search.reset();
    },
  });
  const failed = search.isError || pick.isError;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {t("search")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          className={`mt-1 ${inputClass} mt-0 flex-1`}
          value={q}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            if (q.trim().length >= 2) search.mutate(q.trim());
          }}
        />
        <Button
          variant="outlined"
          disabled={q.trim().length < 2 || search.isPending}
          onClick={() => search.mutate(q.trim())}
        >
          {search.isPending ? t("searching") : t("search")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700">
        {t("searchHint")}
      </p>
      <div aria-live="polite">
        {pick.isPending && <p className="mt-1 text-sm">{t("locating")}</p>}
        {failed && <p className="mt-1 text-sm text-red-700">{t("searchFailed")}</p>}
        {search.data?.length === 0 && <p className="mt-1 text-sm">{t("noMatches")}</p>}
      </div>
      {search.data && search.data.length > 0 && (
        <ul className="mt-2 divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
          {search.data.map((s) => (
            <li key={s.placeId}>
              <button
                type="button"
                className="block min-h-11 w-full px-4 py-2 text-left hover:bg-surface-variant"
                disabled={pick.isPending}
                onClick={() => pick.mutate(s)}
              >
                <span className="block font-medium">{s.mainText}</span>
                <span className="block text-sm text-neutral-700">{s.secondaryText}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
