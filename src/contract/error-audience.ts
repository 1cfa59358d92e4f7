// Which error codes only the consoles meet (issue 35): the storefront's pages leave their words out
// (src/i18n/catalogs.ts pageMessages), as they leave out the consoles' other words; the owner's
// and the platform's pages give every message. Read from the declarations, so a code a customer's
// or the staff board's endpoint may answer is always kept.
import type { ErrorCode } from "@/domain/errors";
import type { Endpoint } from "./endpoint";
import { ENDPOINTS } from "./index";
import { errorsOf } from "./openapi";

/** Answered to an owner, a manager, kedai's operators or a command-line tool only. */
const forConsoles = (e: Endpoint) =>
  e.hosts === "platform" ||
  ["owner", "manager", "operator", "platform operator"].includes(e.caller);

/** The codes only endpoints `for` answer. */
function onlyFor(only: (e: Endpoint) => boolean): ReadonlySet<ErrorCode> {
  const kept = new Set<ErrorCode>();
  const theirs = new Set<ErrorCode>();
  for (const e of ENDPOINTS) for (const code of errorsOf(e)) (only(e) ? theirs : kept).add(code);
  return new Set([...theirs].filter((code) => !kept.has(code)));
}

export const CONSOLE_ONLY_ERRORS = onlyFor(forConsoles);

/**
 * Answered to staff (the board, the till, a courier's booking) or a console only: a customer's
 * page leaves their words out too; a staff page gives them back (src/i18n/catalogs.ts
 * staffPageMessages is given CONSOLE_ONLY_ERRORS alone).
 */
export const NOT_FOR_CUSTOMERS_ERRORS = onlyFor((e) => forConsoles(e) || e.caller === "staff");
