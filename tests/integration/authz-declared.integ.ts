import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { Endpoint } from "@/contract/endpoint";
import { api } from "@/contract/index";
import { pathOf } from "../support/api-client";
import type { Access, Identity } from "../support/authz-access";
import { ACCESS, IDENTITIES, refusalCode } from "../support/authz-access";
import type { HttpAnswer } from "../support/http";
import { request } from "../support/http";
import { apiRoutes } from "../support/route-inventory";
import { eventsUntil } from "../support/sse-until";
import type { TestSession } from "../support/sessions";
import { DEMO, PLATFORM, serverForFile } from "../support/test-server";

// The authorization matrix's default rows (issue 33 item 4), generated: every declared endpoint
// (src/contract/index.ts) × every identity, expected as its declaration's `caller` says
// (tests/support/authz-access.ts). A call carries a probe: a body that is not JSON, so an allowed
// caller gets 400 INVALID_JSON from the wrapper before any handler runs (nothing changes), and a
// path's order that does not exist. The hand rows (authz-matrix.integ.ts) keep what this cannot
// know: whose order, whose upload, the other brand's host, what a refusal must not give away.

const t = serverForFile("authz-declared", {
  signIn: ["customer", "otherCustomer", "kemang", "menteng", "manager", "owner", "kopiOwner"],
  settings: {
    APP_SECRET: `authz-declared-${randomBytes(16).toString("hex")}`, // for operator tokens
    OTP_IP_PER_HOUR: "100000",
    OTP_VERIFY_IP_PER_HOUR: "100000",
    UPLOADS_PER_HOUR: "100000",
    GEO_IP_PER_HOUR: "100000",
  },
});

/** A path's `{name}` on a probe: what exists where it must (the brand), nothing else. */
const PROBE_PARAMS: Record<string, () => string> = {
  brandId: () => "demo",
  orderId: () => randomBytes(10).toString("hex"),
  id: () => t.as.customer.uid, // the `self` endpoints: the customer's own id
  branchId: () => "kemang",
  menuId: () => "main",
  number: () => "1",
  provider: () => "simulator",
  reference: () => "nosuchcharge",
  promotionId: () => randomBytes(10).toString("hex"),
};

/**
 * Endpoints anyone may call whose own answer to a probe is 403: Meta's handshake refuses a wrong
 * verify token so (issue 37), whoever asks.
 */
const OWN_403 = new Set<Endpoint>([api.whatsapp.handshake]);

/** The endpoints whose allowed call ends the caller's session: they get a sign-in of their own. */
const ENDS_SESSION = new Set<Endpoint>([api.auth.logout]);

const CREDENTIALS: Record<Identity, () => Promise<TestSession | "operator" | undefined>> = {
  anonymous: async () => undefined,
  customer: async () => t.as.customer,
  customerByCookie: async () => t.as.customer,
  otherCustomer: async () => t.as.otherCustomer,
  kemang: async () => t.as.kemang,
  menteng: async () => t.as.menteng,
  manager: async () => t.as.manager,
  owner: async () => t.as.owner,
  kopiOwner: async () => t.as.kopiOwner,
  operator: async () => "operator",
};

async function headersOf(who: Identity, fresh: boolean): Promise<Record<string, string>> {
  let session = await CREDENTIALS[who]();
  if (session === "operator") return { authorization: `Bearer ${await t.operatorToken()}` };
  if (!session) return {};
  if (fresh) session = await t.signIn(session.phoneNumber, session.host);
  return who === "customerByCookie"
    ? { cookie: session.cookie, origin: `http://${DEMO}` }
    : { authorization: `Bearer ${session.idToken}` };
}

/** One probe of `endpoint` as `who`. */
async function probe(endpoint: Endpoint, who: Identity): Promise<HttpAnswer> {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
      const value = PROBE_PARAMS[name!];
      if (!value) throw new Error(`${endpoint.path}: add a probe value for {${name}}`);
      return [name!, value()];
    }),
  );
  const path = pathOf(endpoint.path, params);
  const headers = await headersOf(who, ENDS_SESSION.has(endpoint));
  // The platform's own endpoints answer only on its host, where no shop's session counts.
  const host = endpoint.hosts === "platform" ? PLATFORM : DEMO;
  if (endpoint.answer === "events") return eventsUntil(t.baseUrl(), path, host, headers);
  // A DELETE without a body sends none: Node sends one without its length (not valid HTTP).
  if (endpoint.method === "GET" || (endpoint.method === "DELETE" && !endpoint.body))
    return request(endpoint.method, t.baseUrl(), path, host, { headers });
  return request(endpoint.method, t.baseUrl(), path, host, {
    headers: { "content-type": "application/json", ...headers },
    body: endpoint.body ? "{not json" : "{}",
  });
}

const reasonOf = (res: HttpAnswer) => {
  try {
    return res.json<{ error?: { reasonCode?: string } }>().error?.reasonCode;
  } catch {
    return undefined;
  }
};

const ENDPOINTS = Object.entries(api).flatMap(([area, endpoints]) =>
  Object.entries(endpoints).map(([name, endpoint]) => ({
    name: `${area}.${name}`,
    endpoint: endpoint as Endpoint,
  })),
);
const seen = new Map<string, string>();

describe("the authorization matrix, generated from the declarations", () => {
  for (const { name, endpoint } of ENDPOINTS) {
    describe(`${name}: ${endpoint.method} ${endpoint.path} (${endpoint.caller})`, () => {
      for (const who of IDENTITIES) {
        // On the platform's host no shop's session is anyone: a signed-in caller is refused 401.
        const expected: Access =
          endpoint.hosts === "platform" && endpoint.caller !== "anyone"
            ? 401
            : ACCESS[endpoint.caller][who];
        it(`${who}: ${expected === "allow" ? "allowed" : `refused ${expected}`}`, async () => {
          const res = await probe(endpoint, who);
          seen.set(`${name} ${who}`, `${res.status}`);
          const answer = { status: res.status, reasonCode: reasonOf(res) };
          if (expected !== "allow") {
            expect(answer, res.body.slice(0, 300)).toEqual({
              status: expected,
              reasonCode: refusalCode(endpoint.caller, expected),
            });
            return;
          }
          if (endpoint.body) {
            // The wrapper read the body: the caller check is behind it.
            expect(answer, res.body.slice(0, 300)).toEqual({
              status: 400,
              reasonCode: "INVALID_JSON",
            });
            return;
          }
          // No body to stop at: the handler ran; its answer is anything but the caller check's.
          expect(res.status, res.body.slice(0, 300)).toBeLessThan(500);
          if (OWN_403.has(endpoint))
            expect(answer).toEqual({ status: 403, reasonCode: "FORBIDDEN" });
          else expect(answer, res.body.slice(0, 300)).not.toMatchObject({ status: 403 });
          if (res.status === 401)
            expect(["UNAUTHENTICATED", "OPERATOR_UNAUTHORIZED"]).not.toContain(answer.reasonCode);
        });
      }
    });
  }

  afterAll(() => {
    const cells = ENDPOINTS.length * IDENTITIES.length;
    console.log(
      `Generated authorization matrix: ${ENDPOINTS.length} endpoints × ${IDENTITIES.length} ` +
        `identities = ${cells} cells (${seen.size} run).`,
    );
  });
});

/** Route exports that are not declared endpoints, each with the hand row that covers it. */
const UNDECLARED = new Map([
  ["GET /api/[...path]", "authz-matrix.integ.ts: no such endpoint"],
  ["POST /api/[...path]", "authz-matrix.integ.ts: no such endpoint"],
  ["PUT /api/[...path]", "authz-matrix.integ.ts: no such endpoint"],
  ["PATCH /api/[...path]", "authz-matrix.integ.ts: no such endpoint"],
  ["DELETE /api/[...path]", "authz-matrix.integ.ts: no such endpoint"],
  ["GET /api/delivery/price", "authz-matrix.integ.ts: spec §5, any other method"],
  ["PUT /api/delivery/price", "authz-matrix.integ.ts: spec §5, any other method"],
  ["PATCH /api/delivery/price", "authz-matrix.integ.ts: spec §5, any other method"],
  ["DELETE /api/delivery/price", "authz-matrix.integ.ts: spec §5, any other method"],
]);

describe("completeness", () => {
  it("generates a row for every route × method under src/app/api", () => {
    const declared = new Set(ENDPOINTS.map(({ endpoint: e }) => `${e.method} ${e.path}`));
    const exported = apiRoutes().map((r) => `${r.method} ${r.route.replace(/\[(\w+)\]/g, "{$1}")}`);
    expect(exported.length).toBeGreaterThan(20);
    expect(
      exported.filter((r) => !declared.has(r) && !UNDECLARED.has(r.replace(/\{(\w+)\}/g, "[$1]"))),
      "routes that are not in the contract: declare them in src/contract",
    ).toEqual([]);
  });
});
