"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerImageKind } from "@/contract/owner-images";
import { consoleRoutes } from "@/contract/routes-console";
import type { ItemImage } from "@/domain/item-image";
import { attempt, call } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";

/** What the server takes (src/server/owner/images.ts); a larger file is refused before it is sent. */
const MAX_BYTES = 2_097_152;
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";
const NOT_AN_IMAGE = ["UNSUPPORTED_MEDIA_TYPE", "IMAGE_UNREADABLE"];
const TOO_LARGE = ["PAYLOAD_TOO_LARGE", "IMAGE_TOO_LARGE"];

/**
 * Uploads an image the console then names in the brand (POST /api/owner/images): a logo, or a
 * menu item's photo (its variants made at once). A refusal is said in the owner's words.
 */
export function useImageUpload(kind: OwnerImageKind) {
  const t = useTranslations("ownerBrand.logo");
  const errorText = useErrorText();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  async function upload(file: File): Promise<ItemImage | null> {
    setError(undefined);
    if (file.size > MAX_BYTES) {
      setError(t("tooLarge"));
      return null;
    }
    setUploading(true);
    const form = new FormData();
    form.append("file", file);
    const done = await attempt(call(consoleRoutes.owner.images, { query: { kind }, form }));
    setUploading(false);
    if (done.ok) return done.data;
    const code = done.error.reasonCode;
    setError(
      NOT_AN_IMAGE.includes(code)
        ? t("notAnImage")
        : TOO_LARGE.includes(code)
          ? t("tooLarge")
          : errorText(done.error),
    );
    return null;
  }

  return { upload, uploading, error };
}
