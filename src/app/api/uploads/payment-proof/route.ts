import { api } from "@/contract";
import { AppError } from "@/server/errors";
import { route } from "@/server/route";
import { MAX_UPLOAD_BYTES, savePaymentProof } from "@/server/uploads/uploads";

const MULTIPART_OVERHEAD = 64 * 1024;

/** A multipart body, read here: the wrapper reads JSON bodies only. */
export const POST = route(api.uploads.paymentProof, async ({ brand, signedIn, request }) => {
  const length = request.headers.get("content-length");
  if (length === null) throw new AppError("LENGTH_REQUIRED");
  if (Number(length) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD)
    throw new AppError("PAYLOAD_TOO_LARGE", "The image is larger than 2 MB.");
  const form = await request.formData().catch(() => {
    throw new AppError(
      "INVALID_REQUEST",
      "Send the image as multipart/form-data in a field named file.",
    );
  });
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new AppError("INVALID_REQUEST", "file: an image is required");
  return savePaymentProof(brand, signedIn.user.uid, new Uint8Array(await file.arrayBuffer()));
});
