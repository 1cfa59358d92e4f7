"use client";

import type { PathParams, Returns, Route } from "@/contract/endpoint";
import type { DeclarationOf } from "@/contract/routes";
import type { z } from "zod";
import { useAuth } from "@/features/auth/auth-store";

/**
 * The browser's one API client (issue 15), built on the routes of src/contract/routes.ts: it fills
 * the path, the query and the JSON body, signs the call in as the route says, and answers the
 * data or throws one ApiError carrying the server's `reasonCode` and message. The types of the
 * body, the query and the data come from the route's declaration; its schemas stay on the server
 * (decision 0020).
 *
 * Signing in: a customer call carries the idToken, renewed from the session before it runs out,
 * and a 401 is retried once with a fresh one, so a page left open for hours still places the
 * order (issue 14). When the session itself is gone, the renewal marks it ended and the app sends
 * the customer to sign in (AuthBootstrap), the basket kept. Staff calls ride on the session cookie
 * (a kitchen tablet stays open all day; the cookie slides), and the browser's Origin header passes
 * the server's CSRF check.
 */

/** A failed call: the server's code (`NETWORK_ERROR` when it was not reached) and message. */
export class ApiError extends Error {
  constructor(
    readonly reasonCode: string,
    message: string,
    /** The HTTP status, 0 when the server was not reached. */
    readonly status: number,
    /** Seconds to wait before asking again (429, 503). */
    readonly retryAfter?: number,
    /** The error's other fields (`problems`, `revision`, …), as the endpoint documents them. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** What the error of a failed call is, whatever was thrown. */
export function apiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError("NETWORK_ERROR", error instanceof Error ? error.message : String(error), 0);
}

/**
 * The problems a refusal `code` names field by field (its `details.problems`, as a form shows them
 * under each field), or null when the call failed otherwise.
 */
export function fieldProblems<F extends string, P extends string>(
  error: unknown,
  code: string,
): Partial<Record<F, P>> | null {
  const failed = apiError(error);
  const found = Array.isArray(failed.details.problems)
    ? (failed.details.problems as { field: F; problem: P }[])
    : [];
  if (failed.reasonCode !== code || found.length === 0) return null;
  return Object.fromEntries(found.map((p) => [p.field, p.problem])) as Partial<Record<F, P>>;
}

type DataOf<R extends Route> = DeclarationOf<R> extends { data: Returns<infer D> } ? D : never;

/** `{ body: … }` where the declaration has a body schema, else nothing (the same for a query). */
type Part<K extends string, S> = [Exclude<S, undefined>] extends [never]
  ? { [P in K]?: undefined }
  : { [P in K]: z.input<Extract<S, z.ZodType>> };

/** What a call of route `R` sends; each part only where its declaration has it. */
export type CallInput<R extends Route> = (R["path"] extends `${string}{${string}`
  ? { params: PathParams<R["path"]> }
  : { params?: undefined }) &
  Part<"body", DeclarationOf<R>["body"]> &
  Part<"query", DeclarationOf<R>["query"]> & {
    /** A multipart body, for an upload. */
    form?: FormData;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Ask the server again even when the browser keeps a fresh copy (a cached public read). */
    fresh?: boolean;
  };

/** The URL of `route` with its path filled in and its query. */
export function urlOf(route: Route, input: { params?: object; query?: object } = {}): string {
  const params = (input.params ?? {}) as Record<string, string>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  const query = Object.entries(input.query ?? {}).filter(([, v]) => v !== undefined);
  return query.length
    ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}`
    : path;
}

function send(url: string, init: RequestInit, idToken: string | null) {
  const headers = new Headers(init.headers);
  if (idToken) headers.set("Authorization", `Bearer ${idToken}`);
  // The default, said out loud: the session cookie and the cookie that lets this device use its
  // sign-in code (docs/auth.md) go with every call to our own origin.
  return fetch(url, { ...init, headers, credentials: "same-origin" });
}

/** A customer call with a live idToken: renewed when due, and once more on a 401. */
async function signedIn(url: string, init: RequestInit): Promise<Response> {
  const auth = useAuth.getState();
  const current =
    auth.idToken && Date.now() < auth.idTokenRenewAt ? auth.idToken : await auth.renew();
  const response = await send(url, init, current);
  if (response.status !== 401) return response;
  const fresh = await useAuth.getState().renew();
  return fresh && fresh !== current ? send(url, init, fresh) : response;
}

export async function call<R extends Route>(route: R, input: CallInput<R>): Promise<DataOf<R>> {
  const url = urlOf(route, input as { params?: object; query?: object });
  const headers: Record<string, string> = { ...input.headers };
  let body: BodyInit | undefined;
  if (input.form) body = input.form;
  else if (route.method !== "GET") {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(input.body ?? {});
  }
  const init: RequestInit = { method: route.method, headers, body, signal: input.signal };
  if (input.fresh) init.cache = "no-cache";
  let response: Response;
  try {
    response =
      route.caller === "customer" || route.caller === "self"
        ? await signedIn(url, init)
        : await send(url, init, null);
  } catch (error) {
    throw apiError(error);
  }
  // A file (a CSV export, a copy of one's data) comes as its bytes; a refusal is the JSON envelope as ever.
  if (
    (route.answer === "csv" || route.answer === "file" || route.answer === "sheet") &&
    response.ok
  )
    return (await response.blob()) as DataOf<R>;
  const answer = (await response.json().catch(() => null)) as {
    isErr?: boolean;
    data?: unknown;
    error?: { reasonCode?: string; message?: string; retryAfter?: number };
  } | null;
  if (!response.ok || !answer || answer.isErr) {
    const retryAfter =
      answer?.error?.retryAfter ?? (Number(response.headers.get("Retry-After")) || undefined);
    throw new ApiError(
      answer?.error?.reasonCode ?? "server_error",
      answer?.error?.message ?? (response.statusText || "server_error"),
      response.status,
      retryAfter,
      answer?.error ?? {},
    );
  }
  return (route.answer === "json" ? answer : answer.data) as DataOf<R>;
}

/** A call's outcome as a value, for code that branches on failure rather than catching. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export async function attempt<T>(pending: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, data: await pending };
  } catch (error) {
    return { ok: false, error: apiError(error) };
  }
}
