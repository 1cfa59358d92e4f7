// Payment proofs (spec §5, decision 0013).
import { z } from "zod";
import { endpoint, returns } from "./endpoint";
import { routes } from "./routes";

/** What an image upload (multipart field `file`) may be refused with. */
export const IMAGE_UPLOAD_ERRORS = [
  "LENGTH_REQUIRED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "IMAGE_TOO_LARGE",
  "IMAGE_UNREADABLE",
] as const;

export const paymentProof = endpoint(routes.uploads.paymentProof, {
  summary:
    "A proof-of-payment image as multipart/form-data field `file` (≤ 2 MB, JPG, PNG or WebP); kept re-encoded as JPEG.",
  data: returns<{ id: string; src: string }>("Upload"),
  errors: [...IMAGE_UPLOAD_ERRORS, "RATE_LIMITED"],
});

export const upload = endpoint(routes.uploads.upload, {
  summary:
    "An uploaded image (JPEG), to the customer who uploaded it and the staff of the order's branch; `size=thumb` is ≤ 400 px.",
  query: z.object({
    size: z.enum(["full", "thumb"], { error: "must be thumb or full" }).default("full"),
  }),
  data: returns<Blob>("Image"),
  errors: ["INVALID_QUERY", "NOT_FOUND"],
});
