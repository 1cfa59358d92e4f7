// Is this error "the database cannot be reached right now" (answer 503 and let the client retry),
// rather than a bug (500)? Drizzle wraps the driver's error, so the whole `cause` chain is read.

/** Node socket errors of a connection that failed or broke. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03
 * (shut down, crash, cannot connect now), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || /^57P0[1-3]$/.test(code) || code === "53300";
}

/** node-postgres's own messages for a pool that cannot get a connection or a query cut off. */
const DRIVER_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

/** The error and every `cause` under it (Drizzle wraps the driver's error), each once. */
export function* causeChain(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === "object" && !seen.has(e); e = (e as Error).cause) {
    seen.add(e);
    yield e;
  }
}

/**
 * The row broke the named unique index (SQLSTATE 23505) or foreign key (23503), node-postgres and
 * PGlite alike.
 */
export function violates(error: unknown, name: string): boolean {
  for (const e of causeChain(error)) {
    const { code, constraint, message } = e as Record<string, unknown>;
    if (
      (code === "23505" || code === "23503") &&
      (constraint === name || (typeof message === "string" && message.includes(`"${name}"`)))
    )
      return true;
  }
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (SOCKET_CODES.has(code) || isUnavailableSqlState(code)))
      return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && DRIVER_MESSAGES.some((m) => message.includes(m)))
      return true;
  }
  return false;
}
