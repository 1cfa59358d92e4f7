import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import type {
  ApiPath,
  Caller,
  Endpoint,
  Input,
  OrderAccess,
  PathParams,
} from "@/contract/endpoint";
import type { StaffRole } from "@/domain/auth";
import type { SignedIn } from "./auth/sessions";
import { requireCustomer, requireSelf } from "./auth/http";
import type { BrandRef } from "./brands/resolve";
import { isPlatformHost, platformBrand } from "./brands/resolve";
import { managersOnly, managesBranches, ownersOnly, runsBrand } from "./access";
import { AppError, errorResponse } from "./errors";
import { env } from "./env";
import { readJson, requireBrand } from "./http";
import { requireOperator } from "./operator";
import type { OrderRow } from "./orders/rows";
import { loadResource } from "./resources";
import { requireStaff } from "./staff/staff";

/** What the caller check gives the handler, by who may call. */
type Who<C extends Caller> = C extends "operator"
  ? object
  : C extends "anyone"
    ? { brand: BrandRef }
    : C extends "staff" | "owner" | "manager"
      ? { brand: BrandRef; signedIn: SignedIn; role: StaffRole }
      : { brand: BrandRef; signedIn: SignedIn };

export type RouteContext<C extends Caller, B, Q, P extends string = ApiPath> = Who<C> & {
  request: Request;
  /** The path's `{name}` segments. */
  params: PathParams<P>;
  body: Input<B>;
  query: Input<Q>;
};

/** What the wrapper loaded and checked for the handler, as the declaration's `loads` says. */
export type Loaded<L> = L extends { order: OrderAccess } ? { order: OrderRow } : object;

/** Next passes no params (undefined) to a route without dynamic segments. */
type NextContext = { params: Promise<Record<string, string | string[] | undefined> | undefined> };

/**
 * One route (issue 15): resolves the brand from the Host (except for operator calls), checks the
 * caller as the declaration says, reads and checks the query and the JSON body with its schemas,
 * runs the handler, and answers its data as the declaration says: the envelope with the declared
 * Cache-Control, or the value as is. A handler that needs a particular answer (a stream, an image,
 * a cookie) returns a Response, which gets the declared Cache-Control unless it has its own. Every error, thrown anywhere, becomes its answer in
 * src/server/errors.ts from the one error table.
 */
export function route<
  C extends Caller,
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  D,
  P extends ApiPath,
  L extends { order: OrderAccess } | undefined = undefined,
>(
  endpoint: Endpoint<C, B, Q, D, P> & { loads?: L },
  handler: (context: RouteContext<C, B, Q, P> & Loaded<L>) => Promise<D | Response>,
): (request: Request, context: NextContext) => Promise<Response> {
  return async (request, { params }) => {
    try {
      const path = Object.fromEntries(
        Object.entries((await params) ?? {}).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join("/") : (v ?? ""),
        ]),
      );
      const who = await identify(endpoint as Endpoint, request, path);
      const query = endpoint.query ? parseQuery(request, endpoint.query) : undefined;
      const body = endpoint.body
        ? await readJson(request, endpoint.body, endpoint.bodyCodes, endpoint.maxBodyBytes)
        : undefined;
      const loaded = await loadResource(endpoint as Endpoint, who, path);
      const result = await handler({
        ...who,
        ...loaded,
        request,
        params: path,
        body,
        query,
      } as RouteContext<C, B, Q, P> & Loaded<L>);
      const headers = endpoint.cache ? { "Cache-Control": endpoint.cache } : undefined;
      if (result instanceof Response) {
        if (headers && !result.headers.has("Cache-Control"))
          result.headers.set("Cache-Control", headers["Cache-Control"]);
        return result;
      }
      return endpoint.answer === "json"
        ? NextResponse.json(result, { headers })
        : NextResponse.json({ isErr: false, data: result }, { headers });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

async function identify(
  endpoint: Endpoint,
  request: Request,
  params: Record<string, string>,
): Promise<object> {
  if (endpoint.caller === "operator") {
    await requireOperator(request);
    return {};
  }
  // A question about hosts themselves (GET /api/domains/allowed): no brand, nobody signed in.
  if (endpoint.hosts === "any") return {};
  const brand = await brandOf(endpoint, request);
  if (endpoint.brandInPath && params.brandId !== brand.id) throw new AppError(endpoint.brandInPath);
  const write = endpoint.method !== "GET";
  switch (endpoint.caller) {
    case "anyone":
      return { brand };
    case "customer":
      return { brand, signedIn: await requireCustomer(request, brand, { write }) };
    case "self":
      return { brand, signedIn: await requireSelf(request, brand, params.id ?? "", { write }) };
    case "staff":
    case "owner":
    case "manager": {
      const { role, ...signedIn } = await requireStaff(request, brand, { write });
      if (endpoint.caller === "owner" && !runsBrand(role)) throw ownersOnly();
      if (endpoint.caller === "manager" && !managesBranches(role)) throw managersOnly();
      return { brand, signedIn, role };
    }
    case "platform operator": {
      const signedIn = await requireCustomer(request, brand, { write });
      if (!env().platformOperators.has(signedIn.user.phoneNumber))
        throw new AppError("PLATFORM_OPERATORS_ONLY");
      return { brand, signedIn };
    }
  }
}

/** The host's brand, or on the platform's host the platform, where the endpoint answers there. */
async function brandOf(endpoint: Endpoint, request: Request): Promise<BrandRef> {
  const hosts = endpoint.hosts ?? "shop";
  if (!isPlatformHost(request.headers.get("host"))) {
    if (hosts === "platform") throw new AppError("NOT_FOUND");
    return requireBrand(request);
  }
  if (hosts === "shop") throw new AppError("BRAND_NOT_FOUND");
  return platformBrand();
}

/** The query string checked by `schema`: 400 INVALID_QUERY naming the first wrong field. */
function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  // A name given twice counts by its first value, as URLSearchParams.get reads it.
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) query[name] ??= value;
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = typeof issue.path[0] === "string" ? `${issue.path[0]}: ` : "";
  throw new AppError("INVALID_QUERY", `${field}${issue.message}`);
}

/**
 * The answer of a `csv` endpoint: `text` (its byte order mark included) as a file to download,
 * named `fileName` (letters, digits, dots and dashes: no quoting needed).
 */
export function csvFile(fileName: string, text: string): Response {
  if (!/^[\w.-]+$/.test(fileName)) throw new Error(`Not a plain file name: ${fileName}`);
  return new Response(text, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * The answer of a `file` endpoint: `value` as a JSON file to download, named `fileName` (letters,
 * digits, dots and dashes: no quoting needed).
 */
export function jsonFile(fileName: string, value: unknown): Response {
  if (!/^[\w.-]+$/.test(fileName)) throw new Error(`Not a plain file name: ${fileName}`);
  return new Response(JSON.stringify(value, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
