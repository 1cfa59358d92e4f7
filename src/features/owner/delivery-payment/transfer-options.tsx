"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import type { ErrorAt } from "./delivery-methods";
import type { TransferOptionDraft } from "./delivery-draft";
import { newKey, paths } from "./delivery-draft";
import { FieldError } from "@/ui/form";
import { NamedCard, RemoveButton, RowInput } from "./delivery-fields";
import { IMAGE_ACCEPT, useImageUpload } from "../image-upload";

/** A logo the owner may give a transfer account: one the brand already has, or one uploaded. */
export interface Logo {
  src: string;
  label: string;
  /** The brand's logo is drawn for its own colour (onBrandColorLogoVariantSrc). */
  onBrand?: boolean;
}

/** One transfer account: the name customers see, its logo and its lines (bank, account…). */
export function TransferOptionCard({
  option,
  logos,
  errorAt,
  labelError,
  update,
  onRemove,
}: {
  option: TransferOptionDraft;
  logos: Logo[];
  errorAt: ErrorAt;
  labelError: (lineKey: string) => string | undefined;
  update: (change: (option: TransferOptionDraft) => void) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("ownerDelivery.transfer");
  const id = useId();
  const at = paths.option(option.id);
  // Issue 32 item 11: the bank's own logo, uploaded here (only the shop's logo could be chosen,
  // and it is drawn for the shop's colour: a blank square on the checkout's white).
  const { upload, uploading, error: uploadError } = useImageUpload("logo");
  const logoError = uploadError ?? errorAt(`${at}.logoSrc`);
  return (
    <NamedCard
      name={option.name}
      untitled={t("untitled")}
      nameLabel={t("name")}
      nameError={errorAt(`${at}.humanReadableName`)}
      onName={(name) => update((o) => void (o.name = name))}
    >
      <div>
        <Choices
          legend={t("logo")}
          hint={t("logoHint")}
          error={logoError}
          look="cards"
          layout="wrap"
          value={option.logoSrc || null}
          onChange={(src) => update((o) => void (o.logoSrc = src))}
          choices={logos.map((logo) => ({
            value: logo.src,
            label: (
              <span className="flex items-center gap-2 text-sm font-normal">
                {/* eslint-disable-next-line @next/next/no-img-element -- a brand's small logo, as the checkout shows it */}
                <img
                  src={logo.src}
                  alt=""
                  className={`h-8 w-14 rounded object-contain ${logo.onBrand ? "bg-primary p-1" : ""}`}
                />
                {logo.label}
              </span>
            ),
          }))}
        />
        <input
          id={`${id}-logo-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={uploading}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            const image = file && (await upload(file));
            if (image) update((o) => void (o.logoSrc = image.src));
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-logo-file`}
          className="mt-2 flex min-h-11 w-fit cursor-pointer items-center rounded-full border border-outline bg-white px-5 text-sm font-semibold text-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:opacity-50"
        >
          {uploading ? t("logoUploading") : t("logoUpload")}
        </label>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">{t("lines")}</legend>
        <p className="text-sm text-neutral-700">{t("linesHint")}</p>
        <ol className="mt-2 space-y-3">
          {option.instructions.map((line, i) => {
            const labelErr = labelError(line.key);
            const valueErr = labelErr
              ? undefined
              : errorAt(paths.instruction(option.id, line.label));
            return (
              <li key={line.key}>
                {/* On a phone the value has a line of its own: account numbers and bank names are long. */}
                <div className="grid grid-cols-[minmax(0,1fr)_2.75rem] items-center gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_2.75rem]">
                  <RowInput
                    className="font-semibold"
                    label={t("labelRow", { row: i + 1 })}
                    value={line.label}
                    maxLength={60}
                    describedBy={labelErr ? `${id}-${line.key}-label` : undefined}
                    onChange={(v) => update((o) => void (o.instructions[i]!.label = v))}
                  />
                  <RowInput
                    className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto"
                    label={t("valueRow", { row: i + 1 })}
                    value={line.value}
                    maxLength={200}
                    describedBy={valueErr ? `${id}-${line.key}-value` : undefined}
                    onChange={(v) => update((o) => void (o.instructions[i]!.value = v))}
                  />
                  <RemoveButton
                    className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto"
                    label={t("removeLine", { row: i + 1 })}
                    onClick={() => update((o) => void o.instructions.splice(i, 1))}
                  />
                </div>
                <FieldError id={`${id}-${line.key}-label`} error={labelErr} />
                <FieldError id={`${id}-${line.key}-value`} error={valueErr} />
              </li>
            );
          })}
        </ol>
        <Button
          variant="outlined"
          className="mt-2"
          onClick={() =>
            update((o) => void o.instructions.push({ key: newKey(), label: "", value: "" }))
          }
        >
          {t("addLine")}
        </Button>
      </fieldset>
      <Button variant="text" className="text-red-800" onClick={onRemove}>
        {t("remove")}
        <span className="sr-only">: {option.name}</span>
      </Button>
    </NamedCard>
  );
}
