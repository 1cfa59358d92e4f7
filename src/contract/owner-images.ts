// Images the owner console uploads (issue 19): a logo now, a menu item's photo next.
import { z } from "zod";
import type { ItemImage } from "@/domain/item-image";
import { endpoint, returns } from "./endpoint";
import { routes } from "./routes";
import { IMAGE_UPLOAD_ERRORS } from "./uploads";

export const OWNER_IMAGE_KINDS = ["logo", "item"] as const;
export type OwnerImageKind = (typeof OWNER_IMAGE_KINDS)[number];

export const images = endpoint(routes.owner.images, {
  summary:
    "Store an image for the brand (multipart/form-data field `file`, ≤ 2 MB, JPG, PNG or WebP, checked by its content). `kind=logo` (the default) keeps it as a PNG of at most 1024 px and answers {src, width, height}; `kind=item` makes a menu photo's AVIF and WebP variants and answers the stored item image {src, width, height, widths}. A saved document may then name `src`.",
  query: z.strictObject({
    kind: z.enum(OWNER_IMAGE_KINDS, { error: "must be logo or item" }).default("logo"),
  }),
  data: returns<ItemImage>("OwnerImage"),
  errors: [...IMAGE_UPLOAD_ERRORS, "RATE_LIMITED"],
});
