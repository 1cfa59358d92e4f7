// What an endpoint declaration says (issue 15): method, path, who may call it, what it reads,
// what it answers and which error codes it may answer. The server runs every route through one
// wrapper built on these (src/server/route.ts); the OpenAPI document is generated from them
// (src/contract/openapi.ts). Pure: zod and types only.
//
// A declaration is its route (method, path, caller, answer kind: src/contract/routes.ts), all the
// browser's client reads at run time, plus what only the server and the document use: schemas,
// error codes, Cache-Control. The browser imports the routes, and the declarations only as types,
// so a page that calls an endpoint does not ship its schemas (decision 0020).
import type { z } from "zod";
import type { ErrorCode } from "@/domain/errors";

/**
 * Who may call an endpoint; the server's wrapper checks it before the handler runs.
 * - `anyone`: no sign-in.
 * - `customer`: signed in on the host's brand (cookie or bearer idToken); a cookie-authenticated
 *   write must also come from the shop's own pages (Origin).
 * - `self`: a customer whose uid is the path's `{id}` (403 for another).
 * - `staff`: a staff member of the host's brand (401 signed out, 403 otherwise).
 * - `owner`: the host's brand's owner (401 signed out, 403 for anyone else; issue 19).
 * - `manager`: an owner or a manager of the host's brand (401 signed out, 403 for anyone else); the
 *   handler checks the branch is theirs (issue 19 item 8).
 * - `operator`: an operator token (the command-line tools); no brand is resolved from the host.
 */
export type Caller =
  | "anyone"
  | "customer"
  | "self"
  | "staff"
  | "owner"
  | "manager"
  | "operator"
  /** Signed in on the platform's host with a number of PLATFORM_OPERATORS (issue 35). */
  | "platform operator";

/**
 * Which hosts answer an endpoint (issue 35): a shop's (the default), the platform's own
 * (PLATFORM_URL: sign-up, its console), or both (sign-in). On the platform's host the endpoint's
 * brand is the platform (src/server/brands/resolve.ts platformBrand).
 */
export type Hosts =
  | "shop"
  | "platform"
  | "both"
  /**
   * Every host, and no brand is looked up: a question about hosts themselves, asked from wherever
   * (the TLS proxy's "may I get a certificate for this name?", issue 35 item 7). Caller `anyone`;
   * its handler gets no `brand`.
   */
  | "any";

/**
 * Who may reach the order a path names (`{orderId}`, in the host's brand), loaded and checked by
 * the wrapper before the handler runs, which receives it (issue 33 item 2):
 * - `customer`: the caller's own order; anyone else's is the same 404 ORDER_NOT_FOUND as a missing one.
 * - `customer or branch staff`: its customer, or the staff of its branch; another customer gets
 *   404, staff of another branch 403 FORBIDDEN (src/server/access.ts orderAccess).
 * - `branch staff`: an order of one of the caller's branches; 404 if none, 403 for another branch.
 */
export type OrderAccess = "customer" | "customer or branch staff" | "branch staff";

/**
 * How a successful answer is sent: `data` is the envelope `{isErr: false, data}`; `json` is the
 * value as is (spec §3's Route response); `events` a Server-Sent Events stream; `image` bytes;
 * `csv` a CSV file to download (src/server/route.ts csvFile), an error still the JSON envelope;
 * `file` a JSON file to download (src/server/route.ts jsonFile), an error the envelope too;
 * `sheet` a spreadsheet to download, CSV or XLSX as asked (src/server/owner/menu-sheet.ts).
 */
export type AnswerKind = "data" | "json" | "events" | "image" | "csv" | "file" | "sheet";

/** The type of a successful answer's data, named for the OpenAPI document. */
export interface Returns<T> {
  readonly name: string;
  /** Never set: carries T for the client's types. */
  readonly type?: T;
}
export const returns = <T>(name: string): Returns<T> => ({ name });

/** DELETE: ending a thing the caller made (an order's courier booking, issue 38). */
export type Method = "GET" | "POST" | "DELETE";

/** What the client needs to call an endpoint (src/contract/routes.ts); its declaration adds the rest. */
export interface Route<
  M extends Method = Method,
  P extends ApiPath = ApiPath,
  C extends Caller = Caller,
  A extends AnswerKind = AnswerKind,
> {
  method: M;
  /** OpenAPI style: `/api/orders/{brandId}/{orderId}`. */
  path: P;
  caller: C;
  answer: A;
}

/** What a declaration adds to its route, for the server and the OpenAPI document. */
export interface Details<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  D = unknown,
> {
  summary: string;
  /** A JSON body (Content-Type: application/json), checked before the handler runs. */
  body?: B;
  /** The error code for a wrong field of the body (else INVALID_REQUEST). */
  bodyCodes?: Readonly<Record<string, ErrorCode>>;
  /** Over this many bytes the body is refused with 413 (default 16 KiB). */
  maxBodyBytes?: number;
  /** The query string, checked before the handler runs; a wrong field is INVALID_QUERY. */
  query?: Q;
  /**
   * The path's `{brandId}` must name the host's brand; checked before the caller, so the answer is
   * this code whoever asks.
   */
  brandInPath?: ErrorCode;
  /** The resource the path names, loaded and authorized before the handler runs. */
  loads?: { order: OrderAccess };
  data: Returns<D>;
  /** Cache-Control of a successful answer (default: none). */
  cache?: string;
  /** The error codes this endpoint itself may answer, beyond those of every request. */
  errors: readonly ErrorCode[];
  /** Left out of the published document (exists only in benchmarks). */
  internal?: boolean;
  /** The hosts that answer it (default: a shop's). */
  hosts?: Hosts;
}

export interface Endpoint<
  C extends Caller = Caller,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  D = unknown,
  P extends ApiPath = ApiPath,
>
  extends Route<Method, P, C>, Details<B, Q, D> {}

/** Declares the endpoint of `route`, keeping its literal types for the wrapper and the client. */
export function endpoint<
  R extends Route,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  D = unknown,
  L extends { order: OrderAccess } | undefined = undefined,
>(
  route: R,
  details: Details<B, Q, D> & { loads?: L },
): R & Endpoint<R["caller"], B, Q, D, R["path"]> & { loads?: L } {
  return { ...route, ...details };
}

export type ApiPath = `/api/${string}`;

/** The `{name}` segments of a path: `PathParams<"/api/me/{id}/orders">` is `{ id: string }`. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name]: string } & PathParams<Rest>
  : unknown;

/** The input a schema gives the handler (undefined where there is none). */
export type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The error codes any request may get, whatever the endpoint. */
export const COMMON_ERRORS = [
  "BRAND_NOT_FOUND",
  "INVALID_REQUEST",
  "SERVICE_UNAVAILABLE",
  "server_error",
] as const satisfies readonly ErrorCode[];

/** Cache-Control of public, read-only brand data: shareable by browsers and CDNs for a minute. */
export const PUBLIC_READ = "public, max-age=60, stale-while-revalidate=300";
/** Cache-Control of anything about one signed-in person. */
export const PRIVATE = "private, no-store";
