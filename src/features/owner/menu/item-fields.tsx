"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { ItemImage } from "@/domain/item-image";
import { Checklist, FieldError, FieldHint } from "@/ui/form";
import type { useImageUpload } from "../image-upload";
import { IMAGE_ACCEPT } from "../image-upload";

/** A brand's item may show up to this many photos (the brand file's rule). */
const MAX_PHOTOS = 8;

/** A branch of the item's menu, and whether it sells the item. */
export interface SoldAt {
  id: string;
  name: string;
  sold: boolean;
}

/** The item's photos: each with its remove button, and Add photo while there is room. */
export function ItemPhotos({
  images,
  onChange,
  photo,
}: {
  images: ItemImage[];
  onChange: (change: (images: ItemImage[]) => ItemImage[]) => void;
  photo: ReturnType<typeof useImageUpload>;
}) {
  const t = useTranslations("owner.menu");
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-photos-hint`}>
      <legend className="text-sm font-semibold">{t("photos")}</legend>
      <FieldHint id={`${id}-photos-hint`} hint={t("photosHint")} />
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
                onClick={() => onChange((list) => list.filter((_, k) => k !== i))}
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
                  if (image) onChange((list) => [...list, image]);
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
      <FieldError id={`${id}-photo-error`} error={photo.error} />
    </fieldset>
  );
}

/** The branches of the item's menu that sell it, ticked. */
export function SoldAtField({
  branches,
  soldAt,
  onChange,
}: {
  branches: readonly SoldAt[];
  soldAt: ReadonlySet<string>;
  onChange: (soldAt: Set<string>) => void;
}) {
  const words = useTranslations("ownerItems.soldAt");
  return (
    <Checklist
      legend={words("title")}
      hint={words("hint")}
      items={branches.map((b) => ({ id: b.id, label: b.name }))}
      checked={soldAt}
      onChange={onChange}
    />
  );
}
