import { AppError, errorResponse } from "@/server/errors";
import { requireCustomer } from "@/server/auth/http";
import { ok, requireBrand } from "@/server/http";
import { MAX_UPLOAD_BYTES, savePaymentProof } from "@/server/uploads/uploads";

const MULTIPART_OVERHEAD = 64 * 1024;

/** POST multipart `file`: a proof-of-payment image (spec §5: ≤ 2 MB, jpg/jpeg/png/webp). */
export async function POST(request: Request): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { user } = await requireCustomer(request, brand, { write: true });
    const length = request.headers.get("content-length");
    if (length === null) throw new AppError("LENGTH_REQUIRED", 411, "Content-Length is required.");
    if (Number(length) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD)
      throw new AppError("PAYLOAD_TOO_LARGE", 413, "The image is larger than 2 MB.");
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get("file");
    } catch {
      throw new AppError(
        "INVALID_REQUEST",
        400,
        "Send the image as multipart/form-data in a field named file.",
      );
    }
    if (!(file instanceof Blob))
      throw new AppError("INVALID_REQUEST", 400, "file: an image is required");
    return ok(await savePaymentProof(brand, user.uid, new Uint8Array(await file.arrayBuffer())));
  } catch (error) {
    return errorResponse(error);
  }
}
