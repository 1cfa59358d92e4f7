"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { segmentNotes } from "@/domain/segment-coverage";
import { Button } from "@/ui/button";
import { MoneyInput } from "@/ui/money-input";
import type { MethodDraft } from "./delivery-draft";
import { paths, segmentDraft, segmentsOf } from "./delivery-draft";
import { FieldError, inputClass, MoneyField, Switch } from "@/ui/form";
import { NamedCard, RemoveButton, RowInput } from "./delivery-fields";
import { PricePreview } from "./price-preview";

/** The most rows the brand schema takes in one method (shippingBlockSchema). */
const MAX_SEGMENTS = 50;

export type ErrorAt = (path: string) => string | undefined;

/** One delivery method: its name, on/off, minimum order, prices by distance and a preview. */
export function MethodCard({
  method,
  index,
  currency,
  errorAt,
  update,
  onRemove,
}: {
  method: MethodDraft;
  index: number;
  currency: string;
  errorAt: ErrorAt;
  update: (change: (method: MethodDraft) => void) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("ownerDelivery.methods");
  const at = paths.method(index);
  return (
    <NamedCard
      name={method.name}
      untitled={t("untitled")}
      nameLabel={t("name")}
      nameError={errorAt(`${at}.humanReadableName`)}
      onName={(name) => update((m) => void (m.name = name))}
    >
      <Switch
        label={t("active")}
        hint={t("activeHint")}
        checked={method.isActive}
        onChange={(on) => update((m) => void (m.isActive = on))}
      />
      <MoneyField
        label={t("minimumOrder", { currency })}
        hint={t("minimumOrderHint")}
        currency={currency}
        value={method.minimumOrder}
        error={errorAt(`${at}.minimumOrder`)}
        onChange={(v) => update((m) => void (m.minimumOrder = v))}
      />
      <Segments
        method={method}
        index={index}
        currency={currency}
        errorAt={errorAt}
        update={update}
      />
      <PricePreview segments={segmentsOf(method, currency)} currency={currency} />
      <Button variant="text" className="text-red-800" onClick={onRemove}>
        {t("remove")}
        <span className="sr-only">: {method.name}</span>
      </Button>
    </NamedCard>
  );
}

function Segments({
  method,
  index,
  currency,
  errorAt,
  update,
}: {
  method: MethodDraft;
  index: number;
  currency: string;
  errorAt: ErrorAt;
  update: (change: (method: MethodDraft) => void) => void;
}) {
  const t = useTranslations("ownerDelivery.methods");
  const id = useId();
  const segments = segmentsOf(method, currency);
  const readable = segments.every((s) =>
    [s.from, s.to, s.price].every((n) => n === undefined || Number.isFinite(n)),
  );
  const km = (meters: number) => meters / 1000;
  const listError = errorAt(paths.segments(index));
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="font-semibold">{t("segments")}</legend>
      <p id={`${id}-hint`} className="text-sm text-neutral-700">
        {t("segmentsHint")}
      </p>
      <div
        aria-hidden
        className="mt-2 grid grid-cols-[1fr_1fr_1.4fr_2.75rem] items-end gap-2 text-sm leading-tight font-semibold"
      >
        <span>{t("from")}</span>
        <span>{t("to")}</span>
        <span>{t("price", { currency })}</span>
      </div>
      <ol className="space-y-2">
        {method.segments.map((segment, s) => {
          const at = paths.segment(index, s);
          const rowError = errorAt(at);
          const errors = {
            from: errorAt(`${at}.from`),
            to: errorAt(`${at}.to`),
            price: errorAt(`${at}.price`),
          };
          const describedBy = (key: "from" | "to" | "price") =>
            [
              errors[key] ? `${id}-${s}-${key}` : "",
              rowError && key !== "price" ? `${id}-${s}-row` : "",
            ]
              .join(" ")
              .trim() || undefined;
          const field = (key: "from" | "to", label: string) => (
            <RowInput
              label={label}
              numeric
              value={segment[key]}
              invalid={Boolean(errors[key] ?? rowError)}
              describedBy={describedBy(key)}
              onChange={(v) => update((m) => void (m.segments[s]![key] = v))}
            />
          );
          return (
            <li key={segment.key}>
              <div className="grid grid-cols-[1fr_1fr_1.4fr_2.75rem] items-start gap-2">
                {field("from", t("fromRow", { row: s + 1 }))}
                {field("to", t("toRow", { row: s + 1 }))}
                <div className="min-w-0">
                  <MoneyInput
                    label={t("priceRow", { row: s + 1, currency })}
                    className={inputClass}
                    currency={currency}
                    value={segment.price}
                    invalid={Boolean(errors.price)}
                    describedBy={describedBy("price")}
                    onChange={(v) => update((m) => void (m.segments[s]!.price = v))}
                  />
                </div>
                <RemoveButton
                  label={t("removeRow", { row: s + 1 })}
                  onClick={() => update((m) => void m.segments.splice(s, 1))}
                />
              </div>
              <FieldError id={`${id}-${s}-row`} error={rowError} />
              {(["from", "to", "price"] as const).map((key) => (
                <FieldError key={key} id={`${id}-${s}-${key}`} error={errors[key]} />
              ))}
            </li>
          );
        })}
      </ol>
      <FieldError id={`${id}-list`} error={listError} />
      {method.segments.length < MAX_SEGMENTS && (
        <Button
          variant="outlined"
          className="mt-2"
          onClick={() => update((m) => void m.segments.push(segmentDraft()))}
        >
          {t("addRow")}
        </Button>
      )}
      {readable && (
        <ul className="mt-2 space-y-1 text-sm text-amber-900">
          {segmentNotes(segments).map((note, i) => (
            <li key={i}>
              {note.kind === "gap"
                ? t("gap", { from: km(note.from), to: km(note.to) })
                : note.kind === "unbounded"
                  ? t("unbounded", { row: note.index + 1 })
                  : t(note.to === null ? "overlapOpen" : "overlap", {
                      row: note.index + 1,
                      earlier: note.earlier + 1,
                      from: km(note.from),
                      to: km(note.to ?? 0),
                    })}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
