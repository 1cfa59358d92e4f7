// After the soak: is every order answered 200 in the database exactly once, and did every one
// reach every staff board stream?
import pg from "pg";
import type { openSse } from "../../tests/support/sse";
import type { Ledger } from "./soak-mix";

export interface DatabaseCheck {
  answered: number;
  /** Answered orders found exactly once, under their own idempotency key, with one timeline event. */
  once: number;
  missing: number;
  /** Two rows for one idempotency key, or one uid answered to two requests. */
  duplicated: number;
  /** Found, but under another key or without exactly one timeline event. */
  mismatched: number;
  /** Orders in the database whose answer was never read: in flight when a run stopped. */
  inFlight: number;
  /** Orders in the database that no request accounts for. */
  unexplained: number;
}

export async function checkDatabase(
  databaseUrl: string,
  { placed, unanswered }: Ledger,
): Promise<DatabaseCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; key: string | null; events: number }>(
      `select o.id, o.idempotency_key as key,
              (select count(*)::int from order_events e
                where e.brand_id = o.brand_id and e.order_id = o.id) as events
         from orders o where o.brand_id = 'demo'`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const rowsOfKey = new Map<string, number>();
    for (const row of rows) if (row.key) rowsOfKey.set(row.key, (rowsOfKey.get(row.key) ?? 0) + 1);
    const answersOfUid = new Map<string, number>();
    for (const { uid } of placed) answersOfUid.set(uid, (answersOfUid.get(uid) ?? 0) + 1);
    const check = { answered: placed.length, once: 0, missing: 0, duplicated: 0, mismatched: 0 };
    for (const { uid, key } of placed) {
      const row = byId.get(uid);
      if (!row) check.missing++;
      else if (rowsOfKey.get(key) !== 1 || answersOfUid.get(uid) !== 1) check.duplicated++;
      else if (row.key !== key || row.events !== 1) check.mismatched++;
      else check.once++;
    }
    const others = rows.filter((row) => !answersOfUid.has(row.id));
    const inFlight = others.filter((row) => row.key && unanswered.has(row.key)).length;
    return { ...check, inFlight, unexplained: others.length - inFlight };
  } finally {
    await client.end();
  }
}

type Stream = Awaited<ReturnType<typeof openSse>>;

export interface StreamCheck {
  name: string;
  /** Placed orders seen on this stream. */
  seen: number;
  resyncs: number;
  ended: boolean;
}

function ordersOn(stream: Stream): Set<string> {
  return new Set(
    stream.events.filter((e) => e.event === "order").map((e) => e.json<{ uid: string }>().uid),
  );
}

/** Waits up to `timeoutMs` for every placed order to reach every stream, then counts. */
export async function checkStreams(
  streams: { name: string; stream: Stream }[],
  { placed }: Ledger,
  timeoutMs = 15_000,
): Promise<StreamCheck[]> {
  const deadline = Date.now() + timeoutMs;
  const count = () =>
    streams.map(({ name, stream }) => {
      const seen = ordersOn(stream);
      return {
        name,
        seen: placed.filter((p) => seen.has(p.uid)).length,
        resyncs: stream.events.filter((e) => e.event === "resync").length,
        ended: stream.ended(),
      };
    });
  let checks = count();
  while (checks.some((c) => c.seen < placed.length && !c.ended) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    checks = count();
  }
  return checks;
}
