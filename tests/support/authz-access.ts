import type { Caller } from "@/contract/endpoint";

// Who may call what, from each declaration's `caller` (src/contract/endpoint.ts): the one table
// the authorization matrix's default rows are generated from (tests/integration/authz-declared.
// integ.ts) and its hand rows' usual cells are read from (authz-matrix.integ.ts). A new caller
// kind is one row here; TypeScript asks for it (`Record<Caller, …>`) until it is written. A kind
// that loads the path's resource before the handler (say, "the order's customer or its branch's
// staff") is a row like `customer`'s with 403 for staff of the other branch, once the probe's
// `{orderId}` (authz-declared.integ.ts PROBE_PARAMS) names a real order of `customer` at Kemang.

/**
 * The identities of the generated matrix, all calling on demo's host. `customer` is the person of a
 * path's `{id}` (the `self` endpoints'); `kopiOwner` holds a session of another brand (kopi).
 */
export const IDENTITIES = [
  "anonymous",
  "customer",
  "customerByCookie",
  "otherCustomer",
  "kemang",
  "menteng",
  "manager",
  "owner",
  "kopiOwner",
  "operator",
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** Past the caller check, or the status of its refusal. */
export type Access = "allow" | 401 | 403;

const row = (...cells: Access[]): Record<Identity, Access> => {
  if (cells.length !== IDENTITIES.length) throw new Error(`${cells.length} cells, not 10`);
  return Object.fromEntries(IDENTITIES.map((id, i) => [id, cells[i]!])) as Record<Identity, Access>;
};
const A = "allow";

// prettier-ignore
export const ACCESS: Record<Caller, Record<Identity, Access>> = {
  //             anonymous customer byCookie other kemang menteng manager owner kopiOwner operator
  anyone:   row( A,        A,       A,       A,    A,     A,      A,      A,    A,        A),
  customer: row( 401,      A,       A,       A,    A,     A,      A,      A,    401,      401),
  self:     row( 401,      A,       A,       403,  403,   403,    403,    403,  401,      401),
  staff:    row( 401,      403,     403,     403,  A,     A,      A,      A,    401,      401),
  manager:  row( 401,      403,     403,     403,  403,   403,    A,      A,    401,      401),
  owner:    row( 401,      403,     403,     403,  403,   403,    403,    A,    401,      401),
  operator: row( 401,      401,     401,     401,  401,   401,    401,    401,  401,      A),
  // Probed on the platform's host, where no shop's session counts (issue 35).
  "platform operator": row(401, 401, 401, 401, 401, 401, 401, 401, 401, 401),
};

/** The reasonCode of the caller check's refusal with `status`. */
export function refusalCode(caller: Caller, status: 401 | 403): string {
  if (status === 403) return "FORBIDDEN";
  return caller === "operator" ? "OPERATOR_UNAUTHORIZED" : "UNAUTHENTICATED";
}
