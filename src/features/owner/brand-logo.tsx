"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerBrand } from "@/contract";
import { routes } from "@/contract/routes";
import { attempt, call } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { BrandSection, describedBy, Field, fieldInput, SaveButton } from "./brand-field";
import { useSaveBrand } from "./save-brand";

/** What the server takes (src/server/owner/images.ts); a larger file is refused before it is sent. */
const MAX_BYTES = 2_097_152;
const ACCEPT = "image/png,image/jpeg,image/webp";
const NOT_AN_IMAGE = ["UNSUPPORTED_MEDIA_TYPE", "IMAGE_UNREADABLE"];
const TOO_LARGE = ["PAYLOAD_TOO_LARGE", "IMAGE_TOO_LARGE"];

/**
 * The logo the top bar shows on the main colour, and its description for screen readers. A chosen
 * file is uploaded at once and shown; Save makes it the shop's.
 */
export function BrandLogo({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerBrand.logo");
  const errorText = useErrorText();
  const id = useId();
  const { branding } = owner.document.storeConfigs;
  const [src, setSrc] = useState(branding.onBrandColorLogoVariantSrc);
  const [alt, setAlt] = useState(branding.logoAlt);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [altError, setAltError] = useState<string>();
  const { save, saving, problems } = useSaveBrand(owner);
  const shownFileError = fileError ?? problems.onBrandColorLogoVariantSrc;
  const shownAltError = altError ?? problems.logoAlt;

  async function upload(file: File) {
    setFileError(undefined);
    if (file.size > MAX_BYTES) return setFileError(t("tooLarge"));
    setUploading(true);
    const form = new FormData();
    form.append("file", file);
    const done = await attempt(call(routes.owner.images, { query: { kind: "logo" }, form }));
    setUploading(false);
    if (done.ok) return setSrc(done.data.src);
    const code = done.error.reasonCode;
    setFileError(
      NOT_AN_IMAGE.includes(code)
        ? t("notAnImage")
        : TOO_LARGE.includes(code)
          ? t("tooLarge")
          : errorText(done.error),
    );
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
          {/* The browser's own file button speaks the browser's language: this one the owner's. */}
          <input
            {...describedBy(`${id}-file`, true, shownFileError)}
            type="file"
            accept={ACCEPT}
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
        </Field>
        {uploading && <p role="status">{t("uploading")}</p>}
        <Field id={`${id}-alt`} label={t("alt")} hint={t("altHint")} error={shownAltError}>
          <input
            {...describedBy(`${id}-alt`, true, shownAltError)}
            className={fieldInput}
            value={alt}
            maxLength={120}
            onChange={(e) => setAlt(e.target.value)}
          />
        </Field>
        <SaveButton saving={saving} busy={uploading} label={t("save")} />
      </form>
    </BrandSection>
  );
}
