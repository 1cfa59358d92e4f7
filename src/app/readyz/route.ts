import { getDb } from "@/server/db/client";
import { pendingMigrations } from "@/server/db/migrate";
import { isDatabaseUnavailable } from "@/server/db/unavailable";
import { edgeState } from "@/edge/edge-state.mjs";
import { logger } from "@/server/logger";

// Readiness for a load balancer or an orchestrator (docs/DEPLOYMENT.md): 200 only when the
// database answers and every committed migration is applied; 503 otherwise, with the reason.
// /healthz is liveness and touches nothing.
export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };
const notReady = (reason: string) =>
  Response.json({ status: "unavailable", reason }, { status: 503, headers: NO_STORE });

export async function GET(): Promise<Response> {
  if (edgeState().shuttingDown) return notReady("shutting down");
  try {
    const pending = await pendingMigrations(await getDb());
    if (pending > 0) return notReady(`${pending} migration(s) not applied`);
    return Response.json({ status: "ready" }, { headers: NO_STORE });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) logger().error({ err: error }, "readiness check failed");
    return notReady("database unreachable");
  }
}
