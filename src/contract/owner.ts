// The owner console (issue 19, docs/owner.md): the brand's document, saved as revisions.
import { z } from "zod";
import type { BrandDocument } from "@/domain/brand-config";
import type { BrandChange, RevisionEntry } from "@/domain/brand-revisions";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** The brand as the console edits it: its document and the revision it is. */
export interface OwnerBrand {
  /** The revision's number: sent back with a save as `base`. */
  revision: number;
  document: BrandDocument;
}

export interface SavedRevision {
  /** The document was the current one already: nothing was written. */
  unchanged: boolean;
  revision: number;
  summary: BrandChange[];
}

export interface RevisionDetail extends RevisionEntry {
  document: BrandDocument;
}

const revisionNumber = z.number().int().min(0).max(2_147_483_647);

export const brand = endpoint(routes.owner.brand, {
  summary: "The brand's current document (docs/brand-config.md, images under /media) and revision.",
  data: returns<OwnerBrand>("OwnerBrand"),
  cache: PRIVATE,
  errors: [],
});

export const saveBrand = endpoint(routes.owner.saveBrand, {
  summary:
    "Save the brand's document as a new revision ({base, document}): checked as a brand file is; `base` is the revision it was made from.",
  body: z.strictObject({ base: revisionNumber, document: z.unknown() }),
  maxBodyBytes: 8 * 1024 * 1024,
  data: returns<SavedRevision>("SavedRevision"),
  errors: ["BRAND_INVALID", "REVISION_STALE", "IMAGE_NOT_FOUND"],
});

export const history = endpoint(routes.owner.history, {
  summary: "The brand's revisions, newest first (20 at a time; `before` pages on).",
  query: z.strictObject({ before: z.coerce.number().int().min(1).optional() }),
  data: returns<{ revisions: RevisionEntry[] }>("RevisionHistory"),
  cache: PRIVATE,
  errors: [],
});

export const revision = endpoint(routes.owner.revision, {
  summary: "One revision with its whole document.",
  data: returns<RevisionDetail>("RevisionDetail"),
  cache: PRIVATE,
  errors: ["REVISION_NOT_FOUND"],
});

export const restore = endpoint(routes.owner.restore, {
  summary:
    "Bring an earlier revision back as a new one ({base}: the revision the owner was looking at).",
  body: z.strictObject({ base: revisionNumber }),
  data: returns<SavedRevision>("SavedRevision"),
  errors: ["REVISION_NOT_FOUND", "REVISION_STALE", "BRAND_INVALID"],
});
