// npm run order:status -- --brand <brandId> <orderId> <STATUS> [--reason "..."]
import { parseArgs } from "node:util";
import type { OrderStatus, StaffOrder } from "../src/domain/order";
import { ORDER_STATUSES } from "../src/domain/order";
import { findBrandById } from "../src/server/brands/resolve";
import { AppError } from "../src/server/errors";
import { runDueJobs } from "../src/server/jobs/jobs";
import { changeOrderStatus } from "../src/server/flows/change-status";
import { registerWork } from "../src/server/flows/work";
import { requireOrder } from "../src/server/orders/rows";
import { describe, openBackend, runCommand } from "./lib/backend";

const HELP = `Usage: npm run order:status -- --brand <brandId> <orderId> <STATUS> [--reason "text"] [--by "name"]

Moves an order to ACCEPTED, READY, COMPLETED or CANCELLED (a reason is required to cancel), with
the staff board's rules: PENDING → ACCEPTED → READY → COMPLETED (READY may be skipped), and an
open order → CANCELLED. The
change is recorded on the order's timeline (by "operator", or --by), the customer gets the
status message and sees the change live.

Where it writes:
  - DATABASE_URL set: PostgreSQL directly; running servers hear of the change at once.
  - Otherwise the embedded database in DATA_DIR (default ./.data). When a server is running on
    it, the command asks that server (http://127.0.0.1:<its PORT>, found in DATA_DIR/server.json)
    with a one-minute token signed with a key derived from APP_SECRET. When no server holds it,
    the command opens the database itself and sends the customer's message before it exits.

Exit codes: 0 changed, 1 refused (unknown order, a move the rules forbid) or no database, 2 usage.`;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        brand: { type: "string" },
        reason: { type: "string" },
        by: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    console.error(`order:status: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const [orderId, status] = positionals;
  if (!values.brand || !orderId || !status || positionals.length !== 2) {
    console.error(HELP);
    return 2;
  }
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
    console.error(`order:status: STATUS must be one of ${ORDER_STATUSES.join(", ")}`);
    return 2;
  }
  const by = values.by ?? "operator";
  const backend = await openBackend();
  try {
    let order: StaffOrder;
    if (backend.kind === "server") {
      const { body } = await backend.server.post(
        `/api/operator/orders/${encodeURIComponent(values.brand)}/${encodeURIComponent(orderId)}/status`,
        { status, reason: values.reason, by },
      );
      if (body.isErr) {
        console.error(`order:status: ${body.error.message} (${body.error.code})`);
        return 1;
      }
      order = body.data as StaffOrder;
    } else {
      const brand = await findBrandById(values.brand);
      if (!brand) {
        console.error(`order:status: there is no brand "${values.brand}"`);
        return 1;
      }
      order = await changeOrderStatus(
        brand,
        await requireOrder(backend.handle.db, brand.id, orderId),
        status as OrderStatus,
        { kind: "operator", name: by },
        values.reason,
      );
      registerWork();
      await runDueJobs(backend.handle.db); // the customer's message; a failure is retried later
    }
    console.log(`Order ${order.uid} is now ${order.status} (${describe(backend)}).`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`order:status: ${error.message} (${error.code})`);
      return 1;
    }
    throw error;
  } finally {
    if (backend.kind === "database") await backend.handle.close();
  }
}

runCommand("order:status", main);
