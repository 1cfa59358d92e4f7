import type { z } from "zod";
import { api as contract } from "@/contract/index";
import type { PathParams, Returns } from "@/contract/endpoint";
import type { HttpAnswer } from "./http";
import { request } from "./http";
import { eventsUntil } from "./sse-until";

// A test's client of the API, typed from the declarations in src/contract (issue 33 item 4):
// `api.orders.order({ params: { brandId, orderId }, as: customer })` builds the declared path
// from its typed params, types the body and query from the declaration's zod schemas and the
// answer's data from its `returns<…>`. Node does not resolve *.localhost: every call goes to
// 127.0.0.1 with the brand's Host header. A test that means to send what no declaration allows (a
// malformed path, a body of the wrong shape) says so with `rawBody`, or calls `raw`.

type Contract = typeof contract;
type Declaration = { [A in keyof Contract]: Contract[A][keyof Contract[A]] }[keyof Contract];

/** Who calls: a signed-in person (by bearer idToken, or by session cookie with the shop's Origin). */
export interface Credentials {
  idToken: string;
  cookie: string;
}

export type BodyOf<E> = E extends { body?: infer B }
  ? B extends z.ZodType
    ? z.input<B>
    : never
  : never;
type QueryOf<E> = E extends { query?: infer Q }
  ? Q extends z.ZodType
    ? { [K in keyof z.input<Q>]?: string | number }
    : never
  : never;
/** The data of a successful answer, as the declaration names it. */
export type DataOf<E> = E extends { data: Returns<infer D> } ? D : never;

type ParamsArg<P extends string> = keyof PathParams<P> extends never
  ? { params?: undefined }
  : { params: PathParams<P> };

/** One call: its path's params, its body and query as declared, who calls, and extra headers. */
export type CallOf<E extends { path: string }> = ParamsArg<E["path"]> & {
  body?: BodyOf<E>;
  /** Sent as is (JSON-encoded unless a string): what the declaration would refuse. */
  rawBody?: unknown;
  query?: QueryOf<E>;
  as?: Credentials;
  /** Send `as`'s session cookie (with the host's Origin) instead of its bearer idToken. */
  cookie?: boolean;
  headers?: Record<string, string>;
};

/** An answer with its envelope read: `data` is the declared data of a 2xx, `reasonCode` an error's. */
export interface Answer<D> extends HttpAnswer {
  /** The answer's data; throws (showing the answer) unless it is a successful envelope. */
  data(): D;
  /** The error's reasonCode; undefined unless the answer is the error envelope. */
  reasonCode(): string | undefined;
}

/** The call's argument: required where the path has params. */
type Args<E extends { path: string }> = keyof PathParams<E["path"]> extends never
  ? [call?: CallOf<E>]
  : [call: CallOf<E>];

export interface Endpoint<E extends { path: string }> {
  (...call: Args<E>): Promise<Answer<DataOf<E>>>;
  /** The path the call would go to (for stream readers and raw calls). */
  path(...call: Args<E>): string;
  /** An event stream read until `until` accepts its events (tests/support/sse-until.ts). */
  events(
    call: CallOf<E>,
    until?: Parameters<typeof eventsUntil>[4],
    settleMs?: number,
  ): Promise<HttpAnswer>;
  declaration: E;
}

type EndpointOf<T> = T extends { path: string } ? Endpoint<T> : never;

export type Client = {
  [A in keyof Contract]: { [N in keyof Contract[A]]: EndpointOf<Contract[A][N]> };
} & {
  host: string;
  /** The escape hatch: any method, any path, any bytes, with this client's host. */
  raw: (
    method: string,
    path: string,
    init?: { headers?: Record<string, string>; body?: string | Buffer },
  ) => Promise<HttpAnswer>;
};

/** `/api/orders/{brandId}/{orderId}` with `{brandId: "demo", orderId}` filled in, each encoded. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

function withAnswer<D>(res: HttpAnswer): Answer<D> {
  const envelope = () => {
    try {
      return res.json<{ isErr?: boolean; data?: D; error?: { reasonCode?: string } }>();
    } catch {
      return undefined;
    }
  };
  return Object.assign(res, {
    data: () => {
      const body = envelope();
      if (res.status >= 300 || !body || body.isErr !== false)
        throw new Error(`expected data, got ${res.status}: ${res.body.slice(0, 400)}`);
      return body.data as D;
    },
    reasonCode: () => envelope()?.error?.reasonCode,
  });
}

/** The headers that say who calls, for a call on `host`. */
export function credentialHeaders(
  host: string,
  as: Credentials | undefined,
  cookie = false,
): Record<string, string> {
  if (!as) return {};
  return cookie
    ? { cookie: as.cookie, origin: `http://${host}` }
    : { authorization: `Bearer ${as.idToken}` };
}

function endpointOf<E extends Declaration>(baseUrl: () => string, host: string, declaration: E) {
  const path = (call: CallOf<E> = {} as CallOf<E>) => {
    const query = Object.entries(call.query ?? {}).filter(([, v]) => v !== undefined);
    const search = new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString();
    return (
      pathOf(declaration.path, call.params as Record<string, string> | undefined) +
      (search ? `?${search}` : "")
    );
  };
  const headersOf = (call: CallOf<E>) => ({
    ...credentialHeaders(host, call.as, call.cookie),
    ...call.headers,
  });
  const send = async (call: CallOf<E> = {} as CallOf<E>) => {
    const value = "rawBody" in call ? call.rawBody : call.body;
    const hasBody = declaration.method !== "GET" && ("rawBody" in call || "body" in call);
    const body = !hasBody ? undefined : typeof value === "string" ? value : JSON.stringify(value);
    const headers = { ...(hasBody && { "content-type": "application/json" }), ...headersOf(call) };
    return withAnswer<DataOf<E>>(
      await request(declaration.method, baseUrl(), path(call), host, { headers, body }),
    );
  };
  return Object.assign(send, {
    path,
    declaration,
    events: (
      call: CallOf<E> = {} as CallOf<E>,
      until?: (e: Record<string, string>[]) => boolean,
      settleMs?: number,
    ) => eventsUntil(baseUrl(), path(call), host, headersOf(call), until, settleMs),
  }) as Endpoint<E>;
}

/** A client of the server at `baseUrl()` (read at each call: servers start in beforeAll) on `host`. */
export function apiClient(baseUrl: () => string, host = "demo.localhost"): Client {
  const areas = Object.fromEntries(
    Object.entries(contract).map(([area, endpoints]) => [
      area,
      Object.fromEntries(
        Object.entries(endpoints).map(([name, e]) => [
          name,
          endpointOf(baseUrl, host, e as Declaration),
        ]),
      ),
    ]),
  );
  return {
    ...areas,
    host,
    raw: (method, path, init) => request(method, baseUrl(), path, host, init),
  } as Client;
}
