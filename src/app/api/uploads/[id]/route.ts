import { AppError, errorResponse } from "@/server/errors";
import { requireCustomer } from "@/server/auth/http";
import { requireBrand } from "@/server/http";
import { staffRole } from "@/server/staff/staff";
import { readUpload } from "@/server/uploads/uploads";

type Params = { params: Promise<{ id: string }> };

/**
 * An uploaded image, to the customer who uploaded it and the staff of the order's branch.
 * `?size=thumb`: its thumbnail (≤ 400 px, for the staff board's card); the full copy otherwise.
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { user } = await requireCustomer(request, brand, { write: false });
    const { id } = await params;
    const size = new URL(request.url).searchParams.get("size") ?? "full";
    if (size !== "full" && size !== "thumb")
      throw new AppError("INVALID_QUERY", 400, "size: must be thumb or full");
    const staffBranches = async () => (await staffRole(brand, user.phoneNumber))?.branchIds ?? [];
    const file = /^[A-Za-z0-9]{24}$/.test(id)
      ? await readUpload(brand.id, id, user.uid, staffBranches, size)
      : null;
    if (!file) throw new AppError("NOT_FOUND", 404, "No such file.");
    return new Response(file.body as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": file.contentType,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, max-age=3600",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
