import "server-only";
import { sql } from "drizzle-orm";
import type { PrintKind } from "@/domain/receipt";
import type { Db } from "../db/client";
import { rowsOf } from "../db/client";
import type { PrintFailure, PrintState } from "@/domain/printer";
import { PRINT_FAILURES } from "@/domain/printer";

/**
 * The jobs of this kind print a ticket or a receipt (src/server/flows/print-order.ts). Written out
 * in the query below, as jobs_print_idx's predicate is, so the planner can match the two.
 */
export const PRINT_JOB_KIND = "print";
/** How far back the board is told how its printing went: a shift. */
const SHOWN_HOURS = 12;

const failureOf = (error: string | null): PrintState["failure"] => {
  if (error === null) return null;
  const reason = error.slice(0, error.indexOf(":"));
  return (PRINT_FAILURES as readonly string[]).includes(reason)
    ? (reason as PrintFailure)
    : "other";
};

/** The latest printout of each order of `branchIds` asked for in the last hours. */
export async function printStates(
  db: Db,
  brandId: string,
  branchIds: readonly string[],
): Promise<PrintState[]> {
  if (branchIds.length === 0) return [];
  const rows = await rowsOf<{
    order_id: string;
    kind: PrintKind;
    attempts: number;
    done: boolean;
    failed: boolean;
    last_error: string | null;
    created_at: string | Date;
  }>(
    db.execute(sql`
      select distinct on (payload->>'orderId') payload->>'orderId' as order_id,
        payload->>'kind' as kind, attempts, done_at is not null as done,
        failed_at is not null as failed, last_error, created_at
      from jobs
      where brand_id = ${brandId} and kind = 'print'
        and created_at > now() - make_interval(hours => ${SHOWN_HOURS})
        and payload->>'branchId' in (${sql.join(
          branchIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by payload->>'orderId', created_at desc, id desc
      limit 1000`),
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    kind: r.kind,
    state: r.done
      ? "printed"
      : r.failed
        ? "failed"
        : r.last_error
          ? "retrying"
          : r.attempts > 0
            ? "printing"
            : "queued",
    failure: r.done ? null : failureOf(r.last_error),
    at: new Date(r.created_at).toISOString(),
  }));
}
