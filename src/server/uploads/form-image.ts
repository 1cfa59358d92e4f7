import "server-only";
import { AppError } from "../errors";

/** Room for a multipart body's boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The bytes of the image in a multipart/form-data body's field `file`, read here (the route
 * wrapper reads JSON bodies only). A body that says it is larger than `maxBytes` (plus the
 * multipart's own bytes) is refused before it is read; the service checks the file's own size.
 */
export async function formImage(request: Request, maxBytes: number): Promise<Uint8Array> {
  const length = request.headers.get("content-length");
  if (length === null) throw new AppError("LENGTH_REQUIRED");
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", `The image is larger than ${maxBytes / 1_048_576} MB.`);
  if (Number(length) > maxBytes + MULTIPART_OVERHEAD) throw tooLarge();
  const form = await request.formData().catch(() => {
    throw new AppError(
      "INVALID_REQUEST",
      "Send the image as multipart/form-data in a field named file.",
    );
  });
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new AppError("INVALID_REQUEST", "file: an image is required");
  return new Uint8Array(await file.arrayBuffer());
}
