"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerBrand } from "@/contract";
import { Field, inputClass } from "@/ui/form";
import { BrandSection, SaveButton } from "./brand-field";
import { IMAGE_ACCEPT, useImageUpload } from "../image-upload";
import { useSaveBrand } from "../save-brand";

/**
 * The logo the top bar shows on the main colour, and its description for screen readers. A chosen
 * file is uploaded at once and shown; Save makes it the shop's.
 */
export function BrandLogo({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerBrand.logo");
  const id = useId();
  const { branding } = owner.document.storeConfigs;
  const [src, setSrc] = useState(branding.onBrandColorLogoVariantSrc);
  const [alt, setAlt] = useState(branding.logoAlt);
  const { upload: send, uploading, error: fileError } = useImageUpload("logo");
  const [altError, setAltError] = useState<string>();
  const { save, saving, problems } = useSaveBrand(owner);
  const shownFileError = fileError ?? problems.onBrandColorLogoVariantSrc;
  const shownAltError = altError ?? problems.logoAlt;

  async function upload(file: File) {
    const image = await send(file);
    if (image) setSrc(image.src);
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = alt.trim();
    setAltError(trimmed ? undefined : t("needsAlt"));
    if (!trimmed) return;
    save((d) => {
      d.storeConfigs.branding.onBrandColorLogoVariantSrc = src;
      d.storeConfigs.branding.logoAlt = trimmed;
    }, "$.storeConfigs.branding");
  };

  return (
    <BrandSection id={`${id}-title`} title={t("title")}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="flex h-16 items-center rounded-xl bg-primary px-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- a brand image as the top bar draws it */}
          <img src={src} alt={t("current")} className="h-8 w-auto max-w-full" />
        </div>
        <Field id={`${id}-file`} label={t("file")} hint={t("fileHint")} error={shownFileError}>
          {(control) => (
            <>
              {/* The browser's own file button speaks the browser's language: this one the owner's. */}
              <input
                {...control}
                type="file"
                accept={IMAGE_ACCEPT}
                disabled={uploading}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void upload(file);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-file`}
                className="mt-1 flex min-h-11 w-fit cursor-pointer items-center rounded-full border border-outline bg-white px-5 text-sm font-semibold text-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:opacity-50"
              >
                {t("choose")}
              </label>
            </>
          )}
        </Field>
        {uploading && <p role="status">{t("uploading")}</p>}
        <Field id={`${id}-alt`} label={t("alt")} hint={t("altHint")} error={shownAltError}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              value={alt}
              maxLength={120}
              onChange={(e) => setAlt(e.target.value)}
            />
          )}
        </Field>
        <SaveButton saving={saving} busy={uploading} label={t("save")} />
      </form>
    </BrandSection>
  );
}
