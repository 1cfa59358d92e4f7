// The log rules of issue 8, checked over a whole server log (docs/RELIABILITY.md "Logs"): every
// line is a JSON object; every request has its access line with a request id, and lines written
// for a request carry that id; no phone number in full, no sign-in code, no token, no cookie.

export interface LogSecrets {
  /** Phone numbers used in the run (E.164). */
  phones: string[];
  /** Sign-in codes actually sent in the run (from the SMS outbox). */
  codes: string[];
}

const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/;
const COOKIE = /kedai_[a-z_]+=(?!\[redacted\])[^;\s"]+/;
// Not after a hyphen: a request id (a UUID) may end in 12 digits that start with 62.
const FULL_PHONE = /(?<![\w*-])\+?62\d{8,13}(?![\w*])/;
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** Every broken rule, one message per line and rule (empty when the log is clean). */
export function auditLog(log: string, secrets: LogSecrets): string[] {
  const problems: string[] = [];
  const lines = log.split("\n").filter((l) => l.trim() !== "");
  const requestIds = new Set<string>();
  const parsed: { n: number; entry: Record<string, unknown> }[] = [];
  lines.forEach((line, i) => {
    const n = i + 1;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      problems.push(`line ${n} is not JSON: ${line.slice(0, 120)}`);
      return;
    }
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) {
      problems.push(`line ${n} is not a JSON object`);
      return;
    }
    parsed.push({ n, entry: entry as Record<string, unknown> });
    if (JWT.test(line)) problems.push(`line ${n} holds a token`);
    if (COOKIE.test(line)) problems.push(`line ${n} holds a cookie value`);
    if (FULL_PHONE.test(line)) problems.push(`line ${n} holds a whole phone number`);
    for (const phone of secrets.phones)
      if (line.includes(phone.replace(/^\+/, "")))
        problems.push(`line ${n} holds the phone number ${phone}`);
    for (const code of secrets.codes)
      if (new RegExp(`(?<!\\d)${code}(?!\\d)`).test(line))
        problems.push(`line ${n} holds the sign-in code ${code}`);
  });
  for (const { n, entry } of parsed) {
    if (entry.msg !== "request") continue;
    if (typeof entry.reqId !== "string" || !REQUEST_ID.test(entry.reqId))
      problems.push(`line ${n}: a request without a request id`);
    else requestIds.add(entry.reqId);
  }
  for (const { n, entry } of parsed) {
    if (entry.reqId !== undefined && !requestIds.has(String(entry.reqId)))
      problems.push(`line ${n}: request id ${String(entry.reqId)} has no access line`);
  }
  if (requestIds.size === 0) problems.push("the log has no access lines at all");
  return problems;
}
