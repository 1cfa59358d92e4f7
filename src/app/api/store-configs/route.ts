import { errorResponse } from "@/server/errors";
import { ok, PUBLIC_READ_CACHE, requireStorefront } from "@/server/http";

/** The host's brand storeConfigs (spec §3), read-only for other clients. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { storeConfigs } = await requireStorefront(request);
    return ok(storeConfigs, { headers: PUBLIC_READ_CACHE });
  } catch (error) {
    return errorResponse(error);
  }
}
