import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TARGET_APP } from "@/domain/auth";
import { todayIn } from "@/domain/sales-days";
import { authClient } from "../support/auth-client";
import { authServerForFile } from "../support/auth-server";
import type { HttpAnswer } from "../support/http";
import { get, post, request } from "../support/http";
import type { IssuedAddress } from "../support/places";
import { geocoded } from "../support/places";
import { solidPng, uploadImage, uploadProof } from "../support/proof-images";
import type { Caller } from "@/contract/endpoint";
import type { Identity } from "../support/authz-access";
import { ACCESS } from "../support/authz-access";
import { apiRoutes } from "../support/route-inventory";
import type { TestSession } from "../support/sessions";
import { operatorToken, signIn } from "../support/sessions";
import { eventFields, eventsUntil } from "../support/sse-until";
import { textTable } from "../support/text-table";

// Issue 8: every API route × method × identity → the documented allow or deny, with nothing of
// anyone else in any answer. "Allow" is a 2xx or the documented business answer past the
// authorization (400 INVALID_REQUEST_METHOD, 400 BRAND_FILE_INVALID, 409 …); "deny" is the
// documented 401/403/404 (docs/API.md, docs/auth.md, docs/orders.md#staff).

const DEMO = "demo.localhost";
const KOPI = "kopi.localhost";
/** The platform's host (PLATFORM_URL's default outside production, issue 35). */
const PLATFORM = "kedai.localhost";
const SHOP_BODY = {
  name: "Matrix Shop",
  address: "matrix-shop",
  kind: "cake",
  language: "en",
  starter: true,
};
const PHONE = {
  a: "+6281100000061",
  b: "+6281100000062",
  newcomer: "+6281100000063", // signs in during the sign-in rows; owns nothing
  kopiNewcomer: "+6281100000064", // asks for codes on kopi only
  kemang: "+6281100000091", // Dapur Kemang (brands/demo.json)
  menteng: "+6281100000092", // Dapur Menteng
  kopi: "+6281100000093", // owner of the other brand, kopi (brands/kopi.json)
  neverAsked: "+6281100000065", // no code is ever asked for it
};
const APP_SECRET = `authz-matrix-${randomBytes(16).toString("hex")}`;
const ctx = authServerForFile("authz", {
  APP_SECRET,
  AUTH_TEST_PHONE_NUMBERS: Object.values(PHONE)
    .map((p) => `${p}:12345`)
    .join(","),
  OTP_IP_PER_HOUR: "100000",
  OTP_PHONE_PER_HOUR: "100000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
  OTP_VERIFY_PHONE_PER_HOUR: "100000",
  OTP_VERIFY_IP_PER_HOUR: "100000",
  UPLOADS_PER_HOUR: "100000",
  UPLOAD_BYTES_PER_HOUR: "1000000000",
  GEO_IP_PER_HOUR: "100000",
  // The payment simulator for demo only: on kopi's host its routes are not there (issue 31).
  PAYMENT_SIMULATOR_BRANDS: "demo",
  OTP_BRAND_SMS_PER_HOUR: "2",
});
const base = () => ctx.server.baseUrl;

// ---- identities --------------------------------------------------------------------------

const COLUMNS = [
  "anon",
  "a",
  "b",
  "kemang",
  "menteng",
  "kopi",
  "kopiCookie",
  "kopiOnDemo",
  "operator",
] as const;
type Col = (typeof COLUMNS)[number];
const TITLE: Record<Col, string> = {
  anon: "anon",
  a: "cust A",
  b: "cust B",
  kemang: "Kemang",
  menteng: "Menteng",
  kopi: "kopi tok",
  kopiCookie: "kopi ck",
  kopiOnDemo: "kopi@demo",
  operator: "operator",
};
const LEGEND = [
  "anon: no credentials; cust A / cust B: customers of demo (bearer);",
  "Kemang / Menteng: demo staff of one branch (bearer);",
  "kopi tok / kopi ck: kopi's owner with a kopi session, as bearer / as cookie (+ same-host Origin);",
  "kopi@demo: kopi's owner signed in on demo (a customer there); operator: an operator token.",
].join("\n");

type Signed = "a" | "b" | "kemang" | "menteng" | "kopi" | "kopiOnDemo";
const sessions = {} as Record<Signed, TestSession>;
const STAFF_BRANCHES: Partial<Record<Col, string[]>> = { kemang: ["kemang"], menteng: ["menteng"] };
/** The columns signed in on demo: they own what they ordered there. */
const ON_DEMO: readonly Col[] = ["a", "b", "kemang", "menteng", "kopiOnDemo"];

function sessionOf(col: Col): TestSession | undefined {
  if (col === "anon" || col === "operator") return undefined;
  return sessions[col === "kopiCookie" ? "kopi" : col];
}

/** A new sign-in of the column's number on the column's brand (for cells that end a session). */
async function freshSession(col: Col): Promise<TestSession | undefined> {
  const now = sessionOf(col);
  if (!now) return undefined;
  return now.host === KOPI
    ? signIn(base(), now.phoneNumber, KOPI, "kopi")
    : signIn(base(), now.phoneNumber);
}

async function credentials(
  col: Col,
  host: string,
  session = sessionOf(col),
): Promise<Record<string, string>> {
  if (col === "operator") return { authorization: `Bearer ${await operatorToken(APP_SECRET)}` };
  if (!session) return {};
  if (col === "kopiCookie") return { cookie: session.cookie, origin: `http://${host}` };
  return { authorization: `Bearer ${session.idToken}` };
}

// ---- what belongs to whom ----------------------------------------------------------------

/** Something that belongs to a customer (an order, an upload), with the strings that give it away. */
interface Owned {
  owner: string;
  ownerPhone: string;
  branchId?: string;
  markers: string[];
}
const owned: Owned[] = [];
const phoneMarkers = (phone: string) => [phone, phone.slice(3)]; // +62811…, and 0811… / 811…

/** The markers of one order: its id, address details, transfer note and proof. */
const markersOf = (orderId: string) => owned.find((o) => o.markers[0] === orderId)!.markers;

function allMarkers(): string[] {
  const people = Object.values(sessions).flatMap((s) => [s.uid, ...phoneMarkers(s.phoneNumber)]);
  return [...new Set([...people, ...owned.flatMap((o) => o.markers)])];
}

/** What a column may see in an allowed answer: itself, its own things, its branches' orders. */
function forbiddenFor(col: Col, host: string): string[] {
  if (col === "operator") return [];
  const me = sessionOf(col);
  const mine = new Set(me ? [me.uid, ...phoneMarkers(me.phoneNumber)] : []);
  const branches = host === DEMO ? (STAFF_BRANCHES[col] ?? []) : [];
  for (const o of owned) {
    const own = host === DEMO && ON_DEMO.includes(col) && o.owner === me?.uid;
    // Staff of the branch see the order with its customer (uid, phone number).
    if (own || (o.branchId && branches.includes(o.branchId)))
      [...o.markers, o.owner, ...phoneMarkers(o.ownerPhone)].forEach((m) => mine.add(m));
  }
  return allMarkers().filter((m) => !mine.has(m));
}

// ---- fixtures ----------------------------------------------------------------------------

const fx = {} as {
  proof: { id: string; src: string };
  loose: { id: string; src: string };
  spare: { id: string; src: string };
  aKemang: string;
  aMenteng: string;
  bOrder: string;
  cancelled: string;
  keyed: string;
  kopiOwnersOrder: string;
};
const A_ADDRESS = "Blok A-7 rahasia";
const A_NOTE = "catatan-A-4471";
const B_ADDRESS = "Rumah B-9 rahasia";
const KOPI_OWNERS_ADDRESS = "Alamat pemilik kopi 3";
const A_KEY = "a-idempotency-key-0001";
const ITEM = "black-forest-slice"; // on every demo branch's menu, ordered for NOW

/** POST /api/uploads/payment-proof of a small PNG with these credentials. */
async function uploadPng(headers: Record<string, string>, host = DEMO): Promise<HttpAnswer> {
  return uploadProof(base(), host, headers, await solidPng());
}

async function upload(session: TestSession) {
  const res = await uploadPng({ authorization: `Bearer ${session.idToken}` });
  expect(res.status, res.body).toBe(200);
  const proof = res.json<{ data: { id: string; src: string } }>().data;
  owned.push({ owner: session.uid, ownerPhone: session.phoneNumber, markers: [proof.id] });
  return proof;
}

/** An order body: pickup paid at the outlet unless told otherwise. */
const orderBody = (branchId: string, extra: Record<string, unknown> = {}) => ({
  orderMode: "PICKUP",
  selectedBranchId: branchId,
  deliveryOrPickupTime: "NOW",
  basket: { currency: "IDR", items: [{ itemId: ITEM, qty: 1 }] },
  payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
  ...extra,
});
const transfer = (proofImageSrc: string, noteFromClient = "") => ({
  method: "transfer",
  confirmation: { proofImageSrc, transferMethod: "BCA Transfer", noteFromClient },
});

interface OrderSpec {
  branchId: "kemang" | "menteng";
  address?: string;
  transfer?: { id: string; src: string };
  key?: string;
}

let issued: IssuedAddress | undefined;

async function placeOrder(session: TestSession, spec: OrderSpec): Promise<string> {
  if (spec.address) issued ??= await geocoded(base(), DEMO);
  const note = spec.transfer ? `${A_NOTE}-${randomBytes(3).toString("hex")}` : undefined;
  const body = orderBody(spec.branchId, {
    ...(spec.address && {
      orderMode: "DELIVERY",
      deliveryAddress: { ...issued, addressDetails: spec.address },
      deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    }),
    ...(spec.transfer && { payment: transfer(spec.transfer.src, note) }),
  });
  const res = await post(base(), "/api/orders/demo/customer", DEMO, body, {
    authorization: `Bearer ${session.idToken}`,
    "x-idempotency-key": spec.key ?? randomUUID(),
  });
  expect(res.status, res.body).toBe(200);
  const id = res.json<{ data: { uid: string } }>().data.uid;
  const markers = [id, spec.address, note, spec.transfer?.id].filter((m): m is string => !!m);
  owned.push({
    owner: session.uid,
    ownerPhone: session.phoneNumber,
    branchId: spec.branchId,
    markers,
  });
  return id;
}

/** A's new order for one cell, so no cell depends on another's changes. */
async function freshOrder(branchId: "kemang" | "menteng", byTransfer = false) {
  return placeOrder(sessions.a, {
    branchId,
    ...(byTransfer && { transfer: await upload(sessions.a) }),
  });
}

interface OrderSeen {
  status: string;
  paidAt: string | null;
  events: unknown[];
  globalCustomerId: string;
}
async function orderAsA(id: string): Promise<OrderSeen> {
  const res = await get(base(), `/api/orders/demo/${id}`, DEMO, {
    authorization: `Bearer ${sessions.a.idToken}`,
  });
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: OrderSeen }>().data;
}

beforeAll(async () => {
  for (const who of ["a", "b", "kemang", "menteng", "kopiOnDemo"] as const)
    sessions[who] = await signIn(base(), PHONE[who === "kopiOnDemo" ? "kopi" : who]);
  sessions.kopi = await signIn(base(), PHONE.kopi, KOPI, "kopi");
  fx.proof = await upload(sessions.a);
  fx.loose = await upload(sessions.a);
  fx.spare = await upload(sessions.a);
  fx.aKemang = await placeOrder(sessions.a, {
    branchId: "kemang",
    address: A_ADDRESS,
    transfer: fx.proof,
  });
  fx.aMenteng = await placeOrder(sessions.a, { branchId: "menteng" });
  fx.bOrder = await placeOrder(sessions.b, { branchId: "kemang", address: B_ADDRESS });
  fx.cancelled = await placeOrder(sessions.a, { branchId: "kemang" });
  fx.keyed = await placeOrder(sessions.a, { branchId: "kemang", key: A_KEY });
  // Kopi's owner is a customer of demo too: one uid across brands (docs/auth.md).
  fx.kopiOwnersOrder = await placeOrder(sessions.kopiOnDemo, {
    branchId: "kemang",
    address: KOPI_OWNERS_ADDRESS,
  });
  const cancel = await post(
    base(),
    `/api/staff/orders/${fx.cancelled}/status`,
    DEMO,
    { status: "CANCELLED", reason: "Sold out" },
    { authorization: `Bearer ${sessions.kemang.idToken}` },
  );
  expect(cancel.status, cancel.body).toBe(200);
});

// ---- the matrix --------------------------------------------------------------------------

interface Outcome {
  status: number;
  allow: boolean;
  /** The error's reasonCode; null: a plain-text answer. */
  code?: string | null;
}
const allow = (status = 200, code?: string): Outcome => ({ status, allow: true, code });
const deny = (status: number, code?: string | null): Outcome => ({ status, allow: false, code });
type Cell = number | Outcome;

/** One outcome per column, in COLUMNS order; a bare 2xx allows, a bare 401/403/404 denies. */
function cells(...outcomes: Cell[]): Record<Col, Cell> {
  if (outcomes.length !== COLUMNS.length) throw new Error(`${outcomes.length} cells, not 9`);
  return Object.fromEntries(COLUMNS.map((c, i) => [c, outcomes[i]!])) as Record<Col, Cell>;
}
const everyone = (cell: Cell) => cells(...COLUMNS.map(() => cell));
/** The identity of the generated matrix (tests/support/authz-access.ts) each column stands for. */
const IDENTITY: Record<Col, Identity> = {
  anon: "anonymous",
  a: "customer",
  b: "otherCustomer",
  kemang: "kemang",
  menteng: "menteng",
  kopi: "kopiOwner",
  kopiCookie: "kopiOwner",
  kopiOnDemo: "otherCustomer",
  operator: "operator",
};
/**
 * On demo's host, as the endpoint's declared caller says (the table the generated matrix runs,
 * authz-declared.integ.ts); an allowed cell answers `allowed`.
 */
function declared(caller: Exclude<Caller, "self">, allowed: Cell = 200): Record<Col, Cell> {
  return cells(
    ...COLUMNS.map((col) => {
      const access = ACCESS[caller][IDENTITY[col]];
      return access === "allow" ? allowed : access;
    }),
  );
}
/** On kopi's host: demo's sessions and the operator token mean nothing; kopi's owner gets `kopi`. */
const onKopi = (kopi: Cell) => cells(401, 401, 401, 401, 401, kopi, kopi, 401, 401);
/** Operator calls: the operator token only. */
const operatorOnly = (operator: Cell) => declared("operator", operator);

interface Call {
  res: HttpAnswer;
  /** Checks the cell's side effects: what an allowed call changed, and that a denied one did not. */
  after?: (allowed: boolean) => Promise<void>;
}

interface Row {
  method: string;
  route: string;
  what?: string;
  host?: string;
  expect: Record<Col, Cell>;
  /** Default reasonCodes of the denials. */
  codes?: Partial<Record<400 | 401 | 403 | 404, string | null>>;
  /** Public data: every identity gets exactly the anonymous answer. */
  sameForAll?: boolean;
  call(col: Col, host: string): Promise<Call>;
  /** The same call on a resource that does not exist: a denial must not tell the two apart. */
  missing?(col: Col, host: string): Promise<HttpAnswer>;
  check?(res: HttpAnswer, col: Col): void;
}

const DEFAULT_CODES = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "ORDER_NOT_FOUND" };
const missingOrderId = () => randomBytes(10).toString("hex");
const missingUploadId = () => randomBytes(12).toString("hex");

const getAs = (path: string) => async (col: Col, host: string) =>
  get(base(), path, host, await credentials(col, host));
const postAs = (path: string, body: unknown) => async (col: Col, host: string) =>
  post(base(), path, host, body, await credentials(col, host));
const streamAs = (path: string) => async (col: Col, host: string) =>
  eventsUntil(base(), path, host, await credentials(col, host));
/** Orders of a column's branches so far (fixtures and earlier cells). */
const ordersAt = (col: Col, host: string) =>
  host === DEMO ? owned.filter((o) => o.branchId && STAFF_BRANCHES[col]?.includes(o.branchId)) : [];
/**
 * The board's feed resumed after the first timeline event: every other order of the caller's
 * branches comes (after `ready`), so all of what the board would be sent is checked. It waits
 * 300 ms more for any order it should not get.
 */
const boardFeedAs = async (col: Col, host: string) => {
  const expected = Math.max(0, ordersAt(col, host).length - 1); // the first event's order stays out
  return eventsUntil(
    base(),
    "/api/staff/events",
    host,
    { ...(await credentials(col, host)), "last-event-id": "1" },
    (events) =>
      events.some((e) => e.event === "ready") &&
      events.filter((e) => e.event === "order").length >= expected,
    300,
  );
};
const plain =
  (send: (col: Col, host: string) => Promise<HttpAnswer>) => async (col: Col, host: string) => ({
    res: await send(col, host),
  });

const data = <T>(res: HttpAnswer) => {
  const body = res.json<{ isErr: boolean; data: T }>();
  expect(body.isErr).toBe(false);
  return body.data;
};
const uidOf = (col: Col) => sessionOf(col)?.uid;

function orderRead(what: string, order: () => string, expected: Record<Col, Cell>): Row {
  return {
    method: "GET",
    route: "/api/orders/[brandId]/[orderId]",
    what,
    expect: expected,
    call: plain((col, host) => getAs(`/api/orders/demo/${order()}`)(col, host)),
    missing: (col, host) => getAs(`/api/orders/demo/${missingOrderId()}`)(col, host),
    check: (res, col) => {
      const seen = data<{ uid: string; globalCustomerId: string }>(res);
      expect(seen.uid).toBe(order());
      expect(seen.globalCustomerId).toBe(uidOf(col));
      // The control of the leak check: the owner does see every marker of the order.
      for (const marker of markersOf(order())) expect(res.body).toContain(marker);
    },
  };
}

function orderStream(what: string, order: () => string, expected: Record<Col, Cell>): Row {
  return {
    method: "GET",
    route: "/api/orders/[brandId]/[orderId]/events",
    what,
    expect: expected,
    call: plain((col, host) => streamAs(`/api/orders/demo/${order()}/events`)(col, host)),
    missing: (col, host) => streamAs(`/api/orders/demo/${missingOrderId()}/events`)(col, host),
    check: (res) => {
      expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
      const event = eventFields(res.body);
      expect(event.event).toBe("order");
      expect((JSON.parse(event.data!) as { uid: string }).uid).toBe(order());
    },
  };
}

/** /api/me/{uid}/…: `whose` uid, asked on `host`; `shows` must be in the owner's answer. */
function meRow(
  path: "orders" | "recent-addresses",
  whose: "a" | "b" | "kopi",
  expected: Record<Col, Cell>,
  { host = DEMO, shows = [] as (() => string)[] } = {},
): Row {
  return {
    method: "GET",
    route: `/api/me/[id]/${path}`,
    what: `${whose === "kopi" ? "kopi's owner" : whose.toUpperCase()}'s id`,
    host,
    expect: expected,
    call: plain((col, h) => getAs(`/api/me/${sessions[whose].uid}/${path}`)(col, h)),
    missing: (col, h) => getAs(`/api/me/${randomUUID()}/${path}`)(col, h),
    check: (res, col) => {
      const list = data<{ globalCustomerId?: string }[]>(res);
      expect(Array.isArray(list)).toBe(true);
      if (path === "orders") for (const o of list) expect(o.globalCustomerId).toBe(uidOf(col));
      for (const marker of shows) expect(res.body).toContain(marker());
    },
  };
}

/**
 * The account's own calls (issue 32 item 8), /api/me/{uid}/…: `whose` uid, asked on `host`. The
 * writes change nothing anyone else reads (a name, an address nobody ordered to); deleting is
 * refused for every owner here, each having an open order (409, past the authorization).
 */
function accountRow(
  method: "GET" | "POST",
  path: "profile" | "recent-addresses/hide" | "export" | "delete" | "loyalty",
  whose: "a" | "b" | "kopi",
  expected: Record<Col, Cell>,
  { host = DEMO } = {},
): Row {
  const body = {
    profile: { name: "Nama Uji" },
    "recent-addresses/hide": { address: "Jalan Tak Pernah Dipesan 1" },
    delete: { confirm: true },
    export: undefined,
    loyalty: undefined,
  }[path];
  const send = (id: string) =>
    (method === "GET" ? getAs : (p: string) => postAs(p, body))(`/api/me/${id}/${path}`);
  return {
    method,
    route: `/api/me/[id]/${path}`,
    what: `${whose === "kopi" ? "kopi's owner" : whose.toUpperCase()}'s id`,
    host,
    expect: expected,
    call: plain((col, h) => send(sessions[whose].uid)(col, h)),
    missing: (col, h) => send(randomUUID())(col, h),
    check: (res, col) => {
      if (path === "export") {
        expect(res.headers["content-disposition"]).toMatch(
          /^attachment; filename="[a-z]+-my-data-/,
        );
        const file = res.json<{ customer: { id: string }; brand: { id: string } }>();
        expect(file.customer.id).toBe(uidOf(col));
        expect(file.brand.id).toBe(host === KOPI ? "kopi" : "demo");
      } else if (path === "profile") {
        expect(data<{ phoneNumber: string }>(res).phoneNumber).toBe(sessionOf(col)?.phoneNumber);
      } else if (path === "recent-addresses/hide") {
        expect(Array.isArray(data(res))).toBe(true);
      }
    },
  };
}
const refusedOpen = allow(409, "ACCOUNT_HAS_OPEN_ORDERS");

const branchName = { kemang: "Kemang", menteng: "Menteng" };

/** When a branch's pause ends, as the storefront is told (GET /api/branches). */
async function pausedUntil(branchId: string): Promise<string | null> {
  const res = await get(base(), "/api/branches", DEMO);
  const branches = data<{ id: string; openState: { pausedUntil: string | null } }[]>(res);
  return branches.find((b) => b.id === branchId)!.openState.pausedUntil;
}

/** A pause of a branch for 30 minutes: it happens for that branch's staff only, then is lifted. */
function pauseWrite(branchId: "kemang" | "menteng", expected: Record<Col, Cell>): Row {
  return {
    method: "POST",
    route: "/api/staff/branches/[branchId]/pause",
    what: `${branchName[branchId]} for 30 min`,
    expect: expected,
    call: async (col, host) => {
      const res = await postAs(`/api/staff/branches/${branchId}/pause`, { for: "30m" })(col, host);
      return {
        res,
        after: async (allowed) => {
          expect(Boolean(await pausedUntil(branchId))).toBe(allowed);
          if (!allowed) return;
          // Lifted again, so the rows after this one order at an open branch.
          const lifted = await postAs(`/api/staff/branches/${branchId}/pause`, { for: null })(
            col,
            host,
          );
          expect(lifted.status).toBe(200);
          expect(await pausedUntil(branchId)).toBeNull();
        },
      };
    },
    check: (res) => {
      const branch = data<{ id: string; pausedUntil: string | null }>(res);
      expect(branch.id).toBe(branchId);
      expect(Date.parse(branch.pausedUntil!) - Date.now()).toBeGreaterThan(29 * 60_000);
    },
  };
}

/** The items sold out at a branch, as the storefront is told (GET /api/branches). */
async function soldOutAt(branchId: string): Promise<string[]> {
  const res = await get(base(), "/api/branches", DEMO);
  return data<{ id: string; soldOut: { itemId: string }[] }[]>(res)
    .find((b) => b.id === branchId)!
    .soldOut.map((m) => m.itemId);
}

/** ITEM sold out today at a branch: for that branch's staff only, then back on sale. */
function soldOutWrite(branchId: "kemang" | "menteng", expected: Record<Col, Cell>): Row {
  const path = `/api/staff/branches/${branchId}/sold-out`;
  return {
    method: "POST",
    route: "/api/staff/branches/[branchId]/sold-out",
    what: `${ITEM} at ${branchName[branchId]}, today`,
    expect: expected,
    call: async (col, host) => {
      const res = await postAs(path, { itemId: ITEM, for: "today" })(col, host);
      return {
        res,
        after: async (allowed) => {
          expect((await soldOutAt(branchId)).includes(ITEM)).toBe(allowed);
          if (!allowed) return;
          // Back on sale, so the rows after this one can order it.
          const back = await postAs(path, { itemId: ITEM, for: null })(col, host);
          expect(back.status).toBe(200);
          expect(await soldOutAt(branchId)).toEqual([]);
        },
      };
    },
    check: (res) => expect(data<{ itemId: string }[]>(res).map((m) => m.itemId)).toEqual([ITEM]),
  };
}

/** A staff write on a fresh order of A: the change happens for those allowed, and only for them. */
function staffWrite(
  kind: "status" | "payment",
  branchId: "kemang" | "menteng",
  expected: Record<Col, Cell>,
  host = DEMO,
): Row {
  return {
    method: "POST",
    route: `/api/staff/orders/[orderId]/${kind}`,
    what: `a new ${kind === "payment" ? "transfer " : ""}order of A at ${branchName[branchId]}`,
    host,
    expect: expected,
    call: async (col, h) => {
      const id = await freshOrder(branchId, kind === "payment");
      const body = kind === "status" ? { status: "ACCEPTED" } : { paid: true };
      const res = await postAs(`/api/staff/orders/${id}/${kind}`, body)(col, h);
      return {
        res,
        after: async (allowed) => {
          const seen = await orderAsA(id);
          if (kind === "status") expect(seen.status).toBe(allowed ? "ACCEPTED" : "PENDING");
          else expect(Boolean(seen.paidAt)).toBe(allowed);
          expect(seen.events).toHaveLength(allowed ? 2 : 1);
        },
      };
    },
    missing: (col, h) =>
      postAs(
        `/api/staff/orders/${missingOrderId()}/${kind}`,
        kind === "status" ? { status: "ACCEPTED" } : { paid: true },
      )(col, h),
    check: (res) => {
      const order = data<{ status: string; paidAt: string | null; selectedBranch: { id: string } }>(
        res,
      );
      expect(order.selectedBranch.id).toBe(branchId);
      if (kind === "status") expect(order.status).toBe("ACCEPTED");
      else expect(order.paidAt).toBeTruthy();
    },
  };
}

/** The newcomer's phone, which asked demo for a code: it holds the code's cookie (docs/auth.md). */
const newcomerAsks = async () => {
  const device = authClient(base(), DEMO, "demo");
  expect((await device.createOtp(PHONE.newcomer)).status).toBe(200);
  return device;
};
const newcomerToken = async () => {
  const res = await (await newcomerAsks()).token(PHONE.newcomer, "12345");
  return res.json<{ data: { token: string } }>().data.token;
};

/** A sign-in token of kopi's (for a number that never asked demo for a code). */
const kopiSignInToken = async () => {
  const device = authClient(base(), KOPI, "kopi");
  expect((await device.createOtp(PHONE.kopiNewcomer)).status).toBe(200);
  const res = await device.token(PHONE.kopiNewcomer, "12345");
  return res.json<{ data: { token: string } }>().data.token;
};

/** The column's credentials plus a cookie of the sign-in API (a session cookie kept with it). */
async function withCookie(col: Col, host: string, cookie: string | undefined) {
  const headers = await credentials(col, host);
  if (cookie) headers.cookie = [headers.cookie, cookie].filter(Boolean).join("; ");
  return headers;
}

/**
 * Kopi's hourly budget of sign-in texts (OTP_BRAND_SMS_PER_HOUR, 2 here) spent once, on real
 * numbers that are nobody's in this file; a test number sends nothing and spends none of it.
 */
let kopiBudgetSpent: Promise<void> | undefined;
const spendKopiBudget = () =>
  (kopiBudgetSpent ??= (async () => {
    for (const phone of ["+6281377700001", "+6281377700002"]) {
      const sent = await authClient(base(), KOPI, "kopi").createOtp(phone);
      expect(sent.status, sent.body).toBe(200);
    }
  })());

const segments = [
  { from: 0, to: 3000, price: 10000 },
  { from: 3000, to: 7000, price: 18000 },
];

const sessionCheck = (host: string) => (res: HttpAnswer, col: Col) => {
  const me = data<{ uid: string; phoneNumber: string; staff?: { branchIds: string[] } } | null>(
    res,
  );
  const expected =
    host === DEMO
      ? ON_DEMO.includes(col) && sessionOf(col)
      : (col === "kopi" || col === "kopiCookie") && sessionOf(col);
  if (!expected) return expect(me).toBeNull();
  expect(me).toMatchObject({ uid: expected.uid, phoneNumber: expected.phoneNumber });
  const branches = host === KOPI ? ["sabang"] : STAFF_BRANCHES[col];
  if (branches) expect(me?.staff?.branchIds).toEqual(branches);
  else expect(me).not.toHaveProperty("staff");
};

const boardCheck = (host: string) => (res: HttpAnswer, col: Col) => {
  const board = data<{
    staff: { branchIds: string[] };
    orders: { selectedBranch: { id: string } }[];
  }>(res);
  const branches = host === KOPI ? ["sabang"] : STAFF_BRANCHES[col]!;
  expect(board.staff.branchIds).toEqual(branches);
  for (const o of board.orders) expect(branches).toContain(o.selectedBranch.id);
  // The control of the leak check: the board shows its branches' orders with their customers.
  for (const o of ordersAt(col, host))
    for (const marker of [...o.markers, o.owner, o.ownerPhone]) expect(res.body).toContain(marker);
};

/** The older open orders (issue 34 item 2): only of the caller's branches, paged. */
const olderCheck = (host: string) => (res: HttpAnswer, col: Col) => {
  const page = data<{ orders: { selectedBranch: { id: string } }[] }>(res);
  const branches = host === KOPI ? ["sabang"] : STAFF_BRANCHES[col]!;
  for (const o of page.orders) expect(branches).toContain(o.selectedBranch.id);
};

/** The production list (issue 36 item 1): of the caller's branches only. */
const productionCheck = (res: HttpAnswer, col: Col) => {
  const list = data<{ branches: { id: string }[]; lists: { branchId: string }[] }>(res);
  const branches = STAFF_BRANCHES[col]!;
  expect(list.branches.map((b) => b.id)).toEqual(branches);
  for (const l of list.lists) expect(branches).toContain(l.branchId);
};

const feedCheck = (host: string) => (res: HttpAnswer, col: Col) => {
  const branchIds = host === KOPI ? ["sabang"] : STAFF_BRANCHES[col]!;
  const events = res.body.split("\n\n").map(eventFields);
  expect(events.filter((e) => e.event === "ready")).toEqual([
    expect.objectContaining({ data: JSON.stringify({ branchIds }) }),
  ]);
  const orders = events.filter((e) => e.event !== "ready");
  for (const e of orders) {
    expect(e.event).toBe("order");
    expect(branchIds).toContain(JSON.parse(e.data!).selectedBranch.id);
  }
  const known = ordersAt(col, host).length;
  expect(orders.length).toBeGreaterThanOrEqual(Math.max(0, known - 1));
  expect(orders.length).toBeLessThanOrEqual(known);
};

const imageCheck = (res: HttpAnswer) => {
  expect(res.headers["content-type"]).toBe("image/jpeg"); // every kept proof is re-encoded (decision 0013)
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["content-security-policy"]).toContain("sandbox");
};

/** The owner console on demo: nobody here is demo's owner (its staff are refused, 403). */
const noOwnerOnDemo = declared("owner");
/** A branch's own pages on demo: nobody here is demo's owner or a manager. */
const noManagerOnDemo = declared("manager");

/** POST /api/owner/images of a small PNG (a logo) with a column's credentials. */
const uploadImageAs = async (col: Col, host: string) =>
  uploadImage(base(), "/api/owner/images", host, await credentials(col, host), await solidPng());

/** POST of a one-row menu sheet (issue 35 item 5) to `path` with a column's credentials. */
const MENU_CSV = Buffer.from("section,name,price\r\nSnacks,Pisang Goreng,15.000\r\n");
const sheetAs = (path: string) => async (col: Col, host: string) =>
  uploadImage(base(), path, host, await credentials(col, host), MENU_CSV, "menu.csv");

/** A close of `branchId`'s today whose expected cash is not the day's (no order paid 999,999). */
const tillClose = (branchId: string) => ({
  branchId,
  date: todayIn("Asia/Jakarta", new Date()),
  expected: 999_999,
  counted: 0,
});

/** A row of the owner console's endpoints. */
function ownerRow(
  method: "GET" | "POST",
  route: string,
  what: string,
  host: string,
  expected: Record<Col, Cell>,
  call: (col: Col, host: string) => Promise<HttpAnswer>,
  check?: (res: HttpAnswer) => void,
): Row {
  return { method, route, what, host, expect: expected, call: plain(call), check };
}

const ROWS: Row[] = [
  // Public: the same answer for everyone, and nothing of anyone in it.
  {
    method: "GET",
    route: "/api/store-configs",
    expect: declared("anyone"),
    sameForAll: true,
    call: plain(getAs("/api/store-configs")),
    check: (res) => expect(data<{ brandId: string }>(res).brandId).toBe("demo"),
  },
  {
    // The TLS proxy's question (issue 35 item 7): about hosts, the same for everyone.
    method: "GET",
    route: "/api/domains/allowed",
    expect: declared("anyone"),
    sameForAll: true,
    call: plain(getAs("/api/domains/allowed?domain=kopi.localhost")),
    check: (res) => expect(data<{ domain: string }>(res).domain).toBe("kopi.localhost"),
  },
  {
    method: "GET",
    route: "/api/openapi.json",
    expect: declared("anyone"),
    sameForAll: true,
    call: plain(getAs("/api/openapi.json")),
    check: (res) =>
      expect(res.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty(
        "/api/orders/{brandId}/customer",
      ),
  },
  {
    // Issue 39: the automatic promotions a menu shows, to anyone.
    method: "GET",
    route: "/api/promotions",
    expect: declared("anyone"),
    sameForAll: true,
    call: plain(getAs("/api/promotions")),
    check: (res) =>
      expect(Array.isArray(data<{ promotions: unknown[] }>(res).promotions)).toBe(true),
  },
  {
    // Issue 39: an order priced without placing it, for a signed-in customer; nothing written.
    method: "POST",
    route: "/api/promotions/preview",
    what: "pickup at Kemang",
    expect: declared("customer"),
    call: plain(postAs("/api/promotions/preview", orderBody("kemang"))),
    check: (res) => expect(data<{ total: number }>(res).total).toBeGreaterThan(0),
  },
  {
    method: "GET",
    route: "/api/branches",
    expect: declared("anyone"),
    sameForAll: true,
    call: plain(getAs("/api/branches")),
    check: (res) => expect(data<{ id: string }[]>(res).map((b) => b.id)).toContain("kemang"),
  },
  {
    method: "GET",
    route: "/api/storefront/events",
    expect: declared("anyone"),
    call: plain(streamAs("/api/storefront/events")),
    check: (res) => {
      expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(eventFields(res.body).event).toBe("ready");
    },
  },
  {
    // Public too; not compared across callers: a slot may pass between two of the calls.
    method: "GET",
    route: "/api/branches/[branchId]/slots",
    expect: declared("anyone"),
    call: plain(getAs("/api/branches/kemang/slots")),
    check: (res) => {
      const { slots } = data<{ slots: { at: string; full: boolean }[] }>(res);
      expect(slots.length).toBeGreaterThan(0);
      expect(slots[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+07:00$/);
    },
  },
  {
    method: "GET",
    route: "/api/geo/directions",
    expect: declared("anyone"),
    sameForAll: true,
    call: plain(getAs("/api/geo/directions?origin=106.8330,-6.1975&destination=106.8216,-6.1951")),
  },
  {
    method: "GET",
    route: "/api/geo/geocode",
    expect: declared("anyone"),
    sameForAll: true,
    call: plain(getAs(`/api/geo/geocode?q=${encodeURIComponent("Grand Indonesia")}`)),
  },
  {
    method: "GET",
    route: "/api/geo/places",
    expect: declared("anyone"),
    sameForAll: true,
    call: plain(getAs("/api/geo/places?q=grand%20indo&session=s1")),
  },
  {
    method: "POST",
    route: "/api/delivery/price",
    expect: declared("anyone"),
    sameForAll: true,
    call: plain(
      postAs("/api/delivery/price", {
        data: { distanceInMeters: 4200, merchantLevelConfigs: { segments } },
      }),
    ),
    check: (res) => expect(data(res)).toEqual({ price: 18000 }),
  },
  {
    method: "POST",
    route: "/api/couriers/quotes",
    what: "an address the server did not issue (issue 38: anyone may ask, for a signed one)",
    expect: everyone(allow(400, "DELIVERY_ADDRESS_UNVERIFIED")),
    sameForAll: true,
    call: plain(
      postAs("/api/couriers/quotes", {
        branchId: "menteng",
        address: {
          name: "Grand Indonesia",
          country: "ID",
          postalCode: "10310",
          city: "Jakarta Pusat",
          address: "Jl. M.H. Thamrin No. 1",
          lat: -6.1951,
          lng: 106.8216,
        },
        items: [],
      }),
    ),
  },
  ...(["GET", "PUT", "PATCH", "DELETE"] as const).map((method): Row => ({
    method,
    route: "/api/delivery/price",
    what: "spec §5: any other method",
    expect: everyone(allow(400, "INVALID_REQUEST_METHOD")),
    sameForAll: true,
    call: plain(async (col, host) =>
      request(method, base(), "/api/delivery/price", host, {
        headers: await credentials(col, host),
      }),
    ),
  })),
  // Sign-in: open to everyone; whoever calls, the answer is about the number signing in.
  {
    method: "POST",
    route: "/api/auth/create-otp",
    what: "for another number",
    expect: declared("anyone"),
    call: plain(
      postAs("/api/auth/create-otp", {
        phoneNumber: PHONE.newcomer,
        targetApp: TARGET_APP,
        brandId: "demo",
      }),
    ),
    // Until when the code holds, and where it went (SMS or WhatsApp, issue 37) with the wait
    // before "send by SMS instead": nothing of whether the number has an account.
    check: (res) => {
      const answer = data<{ channel: string }>(res);
      expect(Object.keys(answer)).toEqual(["expiresAt", "channel", "resendInSeconds"]);
      expect(["sms", "whatsapp"]).toContain(answer.channel);
    },
  },
  {
    // Issue 31 item 6: past the brand's hourly budget of texts nobody gets one, whoever asks.
    method: "POST",
    route: "/api/auth/create-otp",
    what: "a real number, past the brand's budget of texts",
    host: KOPI,
    expect: everyone(deny(429, "SMS_BUDGET_EXHAUSTED")),
    call: async (col, host) => {
      await spendKopiBudget();
      const sent = ctx.gateway.received.length;
      const res = await postAs("/api/auth/create-otp", {
        phoneNumber: "+6281377700003",
        targetApp: TARGET_APP,
        brandId: "kopi",
      })(col, host);
      return { res, after: async () => expect(ctx.gateway.received.length).toBe(sent) };
    },
  },
  {
    method: "POST",
    route: "/api/auth/get-custom-token-by-otp",
    what: "another number's code, with the cookie of the device that asked",
    expect: declared("anyone"),
    call: async (col, host) => {
      const device = await newcomerAsks();
      const body = { phoneNumber: PHONE.newcomer, otp: "12345", targetApp: TARGET_APP };
      const headers = await withCookie(col, host, device.otpCookie());
      return { res: await post(base(), "/api/auth/get-custom-token-by-otp", host, body, headers) };
    },
    check: (res) => expect(data<{ token: string }>(res).token).toMatch(/^ey/),
  },
  {
    // Issue 31 item 5: a code takes tries only from the device that asked for it. The right code
    // from anyone else is a wrong one, the same answer as for a number that has no code, and it
    // spends nothing of the asker's: the asker signs in with it afterwards.
    method: "POST",
    route: "/api/auth/get-custom-token-by-otp",
    what: "another number's code, from a device that did not ask for it",
    expect: everyone(deny(401, "OTP_INVALID")),
    call: async (col, host) => {
      const device = await newcomerAsks();
      const body = { phoneNumber: PHONE.newcomer, otp: "12345", targetApp: TARGET_APP };
      return {
        res: await postAs("/api/auth/get-custom-token-by-otp", body)(col, host),
        after: async () => expect((await device.token(PHONE.newcomer, "12345")).status).toBe(200),
      };
    },
    missing: (col, host) =>
      postAs("/api/auth/get-custom-token-by-otp", {
        phoneNumber: PHONE.neverAsked,
        otp: "12345",
        targetApp: TARGET_APP,
      })(col, host),
  },
  {
    method: "POST",
    route: "/api/auth/create-session",
    what: "another number's sign-in token",
    expect: declared("anyone"),
    call: async (col, host) => {
      const idToken = await newcomerToken();
      return { res: await postAs("/api/auth/create-session", { idToken })(col, host) };
    },
    check: (res) => {
      const me = data<{ phoneNumber: string; staff?: unknown }>(res);
      expect(me.phoneNumber).toBe(PHONE.newcomer);
      expect(me).not.toHaveProperty("staff");
    },
  },
  {
    method: "POST",
    route: "/api/auth/get-custom-token-by-otp",
    what: "a code sent by kopi, used on demo",
    expect: everyone(deny(401, "OTP_INVALID")),
    call: async (col, host) => {
      const kopiAuth = { phoneNumber: PHONE.kopiNewcomer, targetApp: TARGET_APP };
      const sent = await post(base(), "/api/auth/create-otp", KOPI, {
        ...kopiAuth,
        brandId: "kopi",
      });
      expect(sent.status).toBe(200);
      const body = { ...kopiAuth, otp: "12345" };
      return { res: await postAs("/api/auth/get-custom-token-by-otp", body)(col, host) };
    },
  },
  {
    method: "POST",
    route: "/api/auth/create-session",
    what: "kopi's sign-in token, used on demo",
    expect: everyone(deny(401, "INVALID_TOKEN")),
    call: async (col, host) => {
      const idToken = await kopiSignInToken();
      return { res: await postAs("/api/auth/create-session", { idToken })(col, host) };
    },
  },
  {
    method: "GET",
    route: "/api/auth/session",
    what: "a kopi session answers as signed out",
    expect: declared("anyone"),
    call: plain(getAs("/api/auth/session")),
    check: sessionCheck(DEMO),
  },
  {
    method: "POST",
    route: "/api/auth/logout",
    what: "a new session of each",
    expect: declared("customer"),
    call: async (col, host) => {
      const session = await freshSession(col);
      const headers = await credentials(col, host, session);
      const res = await post(base(), "/api/auth/logout", host, {}, headers);
      return {
        res,
        after: async (allowed) => {
          if (!session) return;
          // The session is over exactly when the logout was allowed, on its own brand's host.
          const own = await credentials(col, session.host, session);
          const me = await get(base(), "/api/auth/session", session.host, own);
          expect(me.json<{ data: unknown }>().data === null).toBe(allowed);
        },
      };
    },
  },
  {
    method: "POST",
    route: "/api/bench/insert",
    what: "off unless BENCH_ROUTES=1",
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(postAs("/api/bench/insert", {})),
  },
  // Any other /api/ path: the catch-all's JSON 404, the same for everyone whatever they hold.
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method): Row => ({
    method,
    route: "/api/[...path]",
    what: "no such endpoint",
    expect: everyone(deny(404, "NOT_FOUND")),
    sameForAll: true,
    call: plain(async (col, host) =>
      request(method, base(), "/api/orders/demo/no-such-endpoint/x", host, {
        headers: { "content-type": "application/json", ...(await credentials(col, host)) },
        // Node's client sends a DELETE body without a length; only methods with bodies get one.
        body: method === "GET" || method === "DELETE" ? undefined : "{}",
      }),
    ),
  })),
  // A customer's own things.
  {
    method: "POST",
    route: "/api/orders/[brandId]/customer",
    what: "pickup at Kemang",
    expect: declared("customer"),
    call: async (col, host) => {
      const kopiOrders = () =>
        get(base(), `/api/me/${sessions.kopiOnDemo.uid}/orders`, DEMO, {
          authorization: `Bearer ${sessions.kopiOnDemo.idToken}`,
        }).then((r) => data<unknown[]>(r).length);
      const before = await kopiOrders();
      const headers = { ...(await credentials(col, host)), "x-idempotency-key": randomUUID() };
      const res = await post(
        base(),
        "/api/orders/demo/customer",
        host,
        orderBody("kemang"),
        headers,
      );
      const session = sessionOf(col);
      if (res.status === 200 && session)
        owned.push({
          owner: session.uid,
          ownerPhone: session.phoneNumber,
          branchId: "kemang",
          markers: [data<{ uid: string }>(res).uid],
        });
      return {
        res,
        after: async (allowed) => {
          if (allowed) {
            const id = data<{ uid: string }>(res).uid;
            const mine = await get(
              base(),
              `/api/orders/demo/${id}`,
              DEMO,
              await credentials(col, DEMO),
            );
            expect(data<{ globalCustomerId: string }>(mine).globalCustomerId).toBe(session!.uid);
          } else expect(await kopiOrders()).toBe(before); // kopi's owner got no demo order
        },
      };
    },
  },
  {
    method: "POST",
    route: "/api/uploads/payment-proof",
    what: "a PNG",
    expect: declared("customer"),
    call: async (col, host) => {
      const res = await uploadPng(await credentials(col, host), host);
      const session = sessionOf(col);
      if (res.status === 200 && session)
        owned.push({
          owner: session.uid,
          ownerPhone: session.phoneNumber,
          markers: [data<{ id: string }>(res).id],
        });
      return {
        res,
        after: async (allowed) => {
          if (!allowed) return;
          const { src } = data<{ src: string }>(res);
          expect((await get(base(), src, DEMO, await credentials(col, DEMO))).status).toBe(200);
        },
      };
    },
  },
  {
    method: "POST",
    route: "/api/orders/[brandId]/customer",
    what: "transfer at Menteng, proof = A's upload",
    //            anon A    B    Kemang Menteng kopi kopiCk kopi@demo operator
    expect: cells(401, 200, 400, 400, 400, 401, 401, 400, 401),
    codes: { 400: "TRANSFER_PROOF_REQUIRED" },
    call: async (col, host) => {
      // Attaching someone else's upload would hand it to the staff of the order's branch.
      const body = orderBody("menteng", { payment: transfer(fx.spare.src) });
      const headers = { ...(await credentials(col, host)), "x-idempotency-key": randomUUID() };
      const res = await post(base(), "/api/orders/demo/customer", host, body, headers);
      const session = sessionOf(col)!;
      if (res.status === 200)
        owned.push({
          owner: session.uid,
          ownerPhone: session.phoneNumber,
          branchId: "menteng",
          markers: [data<{ uid: string }>(res).uid, fx.spare.id],
        });
      return { res };
    },
  },
  {
    method: "POST",
    route: "/api/orders/[brandId]/customer",
    what: "transfer at Kemang, proof = the receipt that already paid A's order",
    //            anon A    B    Kemang Menteng kopi kopiCk kopi@demo operator
    expect: cells(401, deny(409, "PROOF_ALREADY_USED"), 400, 400, 400, 401, 401, 400, 401),
    codes: { 400: "TRANSFER_PROOF_REQUIRED" },
    call: async (col, host) => {
      // Issue 13: one receipt pays one order, even for its own customer.
      const body = orderBody("kemang", { payment: transfer(fx.proof.src) });
      const headers = { ...(await credentials(col, host)), "x-idempotency-key": randomUUID() };
      return { res: await post(base(), "/api/orders/demo/customer", host, body, headers) };
    },
  },
  {
    method: "POST",
    route: "/api/orders/[brandId]/customer",
    what: "A's idempotency key and body again",
    expect: declared("customer"),
    call: async (col, host) => {
      // A key is the customer's own: replaying A's must not answer A's order to anyone else.
      const headers = { ...(await credentials(col, host)), "x-idempotency-key": A_KEY };
      const res = await post(
        base(),
        "/api/orders/demo/customer",
        host,
        orderBody("kemang"),
        headers,
      );
      const session = sessionOf(col);
      const uid = res.status === 200 ? data<{ uid: string }>(res).uid : undefined;
      if (uid && col !== "a")
        owned.push({
          owner: session!.uid,
          ownerPhone: session!.phoneNumber,
          branchId: "kemang",
          markers: [uid],
        });
      return { res };
    },
    check: (res, col) => expect(data<{ uid: string }>(res).uid === fx.keyed).toBe(col === "a"),
  },
  // prettier-ignore
  ...[
    //                                                  anon  A    B   Kemang Menteng kopi kopiCk kopi@demo operator
    orderRead("A's order at Kemang", () => fx.aKemang, cells(401, 200, 404, 404, 404, 401, 401, 404, 401)),
    orderRead("A's order at Menteng", () => fx.aMenteng, cells(401, 200, 404, 404, 404, 401, 401, 404, 401)),
    orderRead("B's order at Kemang", () => fx.bOrder, cells(401, 404, 200, 404, 404, 401, 401, 404, 401)),
    meRow("orders", "a", cells(401, 200, 403, 403, 403, 401, 401, 403, 401)),
    meRow("orders", "b", cells(401, 403, 200, 403, 403, 401, 401, 403, 401)),
    meRow("recent-addresses", "a", cells(401, 200, 403, 403, 403, 401, 401, 403, 401)),
    meRow("recent-addresses", "b", cells(401, 403, 200, 403, 403, 401, 401, 403, 401)),
    meRow("orders", "kopi", cells(401, 403, 403, 403, 403, 401, 401, 200, 401), { shows: [() => fx.kopiOwnersOrder] }),
    meRow("recent-addresses", "kopi", cells(401, 403, 403, 403, 403, 401, 401, 200, 401), { shows: [() => KOPI_OWNERS_ADDRESS] }),
    accountRow("GET", "profile", "a", cells(401, 200, 403, 403, 403, 401, 401, 403, 401)),
    accountRow("GET", "profile", "kopi", cells(401, 403, 403, 403, 403, 401, 401, 200, 401)),
    accountRow("POST", "profile", "a", cells(401, 200, 403, 403, 403, 401, 401, 403, 401)),
    accountRow("POST", "profile", "b", cells(401, 403, 200, 403, 403, 401, 401, 403, 401)),
    accountRow("POST", "recent-addresses/hide", "a", cells(401, 200, 403, 403, 403, 401, 401, 403, 401)),
    accountRow("POST", "recent-addresses/hide", "kopi", cells(401, 403, 403, 403, 403, 401, 401, 200, 401)),
    accountRow("GET", "export", "a", cells(401, 200, 403, 403, 403, 401, 401, 403, 401)),
    accountRow("GET", "export", "kopi", cells(401, 403, 403, 403, 403, 401, 401, 200, 401)),
    // Issue 39: the customer's stamps or points (demo has no program here: null, still their own).
    accountRow("GET", "loyalty", "a", cells(401, 200, 403, 403, 403, 401, 401, 403, 401)),
    accountRow("GET", "loyalty", "kopi", cells(401, 403, 403, 403, 403, 401, 401, 200, 401)),
    accountRow("POST", "delete", "a", cells(401, refusedOpen, 403, 403, 403, 401, 401, 403, 401)),
    accountRow("POST", "delete", "b", cells(401, 403, refusedOpen, 403, 403, 401, 401, 403, 401)),
    accountRow("POST", "delete", "kopi", cells(401, 403, 403, 403, 403, 401, 401, refusedOpen, 401)),
  ],
  {
    method: "GET",
    route: "/api/uploads/[id]",
    what: "A's proof, of A's Kemang order",
    codes: { 404: "NOT_FOUND" },
    //            anon A    B    Kemang Menteng kopi kopiCk kopi@demo operator
    expect: cells(401, 200, 404, 200, 404, 401, 401, 404, 401),
    call: plain((col, host) => getAs(fx.proof.src)(col, host)),
    missing: (col, host) => getAs(`/api/uploads/${missingUploadId()}`)(col, host),
    check: imageCheck,
  },
  {
    method: "GET",
    route: "/api/uploads/[id]",
    what: "A's upload on no order",
    codes: { 404: "NOT_FOUND" },
    expect: cells(401, 200, 404, 404, 404, 401, 401, 404, 401),
    call: plain((col, host) => getAs(fx.loose.src)(col, host)),
    missing: (col, host) => getAs(`/api/uploads/${missingUploadId()}`)(col, host),
    check: imageCheck,
  },
  // prettier-ignore
  ...[
    //                                                     anon  A    B   Kemang Menteng kopi kopiCk kopi@demo operator
    orderStream("A's order at Kemang", () => fx.aKemang, cells(401, 200, 404, 200, 403, 401, 401, 404, 401)),
    orderStream("A's order at Menteng", () => fx.aMenteng, cells(401, 200, 404, 403, 200, 401, 401, 404, 401)),
    orderStream("B's order at Kemang", () => fx.bOrder, cells(401, 404, 200, 200, 403, 401, 401, 404, 401)),
  ],
  // The staff side.
  {
    method: "GET",
    route: "/api/staff/orders",
    expect: declared("staff"),
    call: plain(getAs("/api/staff/orders")),
    check: boardCheck(DEMO),
  },
  {
    method: "GET",
    route: "/api/staff/orders/older",
    expect: declared("staff"),
    call: plain(getAs("/api/staff/orders/older")),
    check: olderCheck(DEMO),
  },
  // The production list (issue 36 item 1): the caller's branches', and another's refused.
  {
    method: "GET",
    route: "/api/staff/production",
    expect: declared("staff"),
    call: plain(getAs("/api/staff/production")),
    check: productionCheck,
  },
  {
    method: "GET",
    route: "/api/staff/production",
    what: "Menteng's list",
    //            anon  A    B   Kemang Menteng kopi kopiCk kopi@demo operator
    expect: cells(401, 403, 403, 403, 200, 401, 401, 403, 401),
    call: plain(getAs("/api/staff/production?branch=menteng")),
    check: productionCheck,
  },
  {
    method: "GET",
    route: "/api/staff/events",
    expect: declared("staff"),
    call: plain(boardFeedAs),
    check: feedCheck(DEMO),
  },
  // prettier-ignore
  ...[
    //                                  anon  A    B   Kemang Menteng kopi kopiCk kopi@demo operator
    staffWrite("status", "kemang", cells(401, 403, 403, 200, 403, 401, 401, 403, 401)),
    staffWrite("status", "menteng", cells(401, 403, 403, 403, 200, 401, 401, 403, 401)),
    staffWrite("payment", "kemang", cells(401, 403, 403, 200, 403, 401, 401, 403, 401)),
    staffWrite("payment", "menteng", cells(401, 403, 403, 403, 200, 401, 401, 403, 401)),
  ],
  // prettier-ignore
  ...[
    //                       anon  A    B   Kemang Menteng kopi kopiCk kopi@demo operator
    pauseWrite("kemang", cells(401, 403, 403, 200, 403, 401, 401, 403, 401)),
    pauseWrite("menteng", cells(401, 403, 403, 403, 200, 401, 401, 403, 401)),
    soldOutWrite("kemang", cells(401, 403, 403, 200, 403, 401, 401, 403, 401)),
    soldOutWrite("menteng", cells(401, 403, 403, 403, 200, 401, 401, 403, 401)),
  ],
  {
    method: "POST",
    route: "/api/staff/orders/[orderId]/status",
    what: "A's cancelled Kemang order → ACCEPTED",
    expect: cells(401, 403, 403, allow(409, "INVALID_STATUS_CHANGE"), 403, 401, 401, 403, 401),
    call: async (col, host) => ({
      res: await postAs(`/api/staff/orders/${fx.cancelled}/status`, { status: "ACCEPTED" })(
        col,
        host,
      ),
      after: async () => expect((await orderAsA(fx.cancelled)).status).toBe("CANCELLED"),
    }),
  },
  {
    method: "POST",
    route: "/api/staff/orders/[orderId]/payment",
    what: "A's cancelled Kemang order",
    expect: cells(401, 403, 403, allow(409, "INVALID_STATUS_CHANGE"), 403, 401, 401, 403, 401),
    call: async (col, host) => ({
      res: await postAs(`/api/staff/orders/${fx.cancelled}/payment`, { paid: true })(col, host),
      after: async () => expect((await orderAsA(fx.cancelled)).paidAt).toBeNull(),
    }),
  },
  // The till (issue 36 item 5): the branch's staff read it; its manager or the owner close it
  // (till.integ.ts has a manager's close), the owner re-opens it. Calls that change nothing.
  // prettier-ignore
  ...[
    ownerRow("GET", "/api/staff/till", "Kemang's today", DEMO, cells(401, 403, 403, 200, 403, 401, 401, 403, 401), getAs("/api/staff/till?branchId=kemang"), (res) =>
      expect(data<{ branch: { id: string } }>(res).branch.id).toBe("kemang")),
    ownerRow("GET", "/api/staff/till", "Menteng's today", DEMO, cells(401, 403, 403, 403, 200, 401, 401, 403, 401), getAs("/api/staff/till?branchId=menteng")),
    ownerRow("POST", "/api/staff/till/close", "Kemang's today, by its staff", DEMO, cells(401, 403, 403, deny(403, "TILL_MANAGERS_ONLY"), 403, 401, 401, 403, 401), postAs("/api/staff/till/close", tillClose("kemang"))),
    ownerRow("POST", "/api/staff/till/close", "Sabang's today, against stale figures", KOPI, onKopi(allow(409, "TILL_FIGURES_CHANGED")), postAs("/api/staff/till/close", tillClose("sabang"))),
    ownerRow("POST", "/api/staff/till/reopen", "Kemang's today", DEMO, noOwnerOnDemo, postAs("/api/staff/till/reopen", { branchId: "kemang", date: todayIn("Asia/Jakarta", new Date()) })),
    ownerRow("POST", "/api/staff/till/reopen", "Sabang's today, never closed", KOPI, onKopi(allow(409, "TILL_NOT_CLOSED")), postAs("/api/staff/till/reopen", { branchId: "sabang", date: todayIn("Asia/Jakarta", new Date()) })),
  ],
  // Orders taken by staff (issue 36 item 4): for their own branches, and nothing written past a
  // refusal; the shop's own knowledge of a number, for its staff only.
  {
    method: "GET",
    route: "/api/staff/customers",
    what: "what the shop knows of A's number",
    expect: declared("staff"),
    call: plain(getAs(`/api/staff/customers?phoneNumber=${encodeURIComponent(PHONE.a)}`)),
    check: (res) =>
      expect(Object.keys(data<object>(res)).sort()).toEqual(["name", "orders", "phoneNumber"]),
  },
  {
    method: "POST",
    route: "/api/staff/taken-orders/quote",
    what: "a Kemang pickup",
    expect: cells(401, 403, 403, 200, 403, 401, 401, 403, 401),
    call: plain(postAs("/api/staff/taken-orders/quote", orderBody("kemang"))),
  },
  {
    method: "POST",
    route: "/api/staff/taken-orders",
    what: "for B's number at Kemang, of an item off its menu",
    expect: cells(401, 403, 403, allow(400, "ITEM_NOT_IN_MENU"), 403, 401, 401, 403, 401),
    call: plain(
      postAs("/api/staff/taken-orders", {
        phoneNumber: PHONE.b,
        order: orderBody("kemang", { basket: { items: [{ itemId: "not-on-the-menu", qty: 1 }] } }),
      }),
    ),
  },
  {
    method: "POST",
    route: "/api/staff/orders/[orderId]/correction",
    what: "A's cancelled Kemang order",
    expect: cells(401, 403, 403, allow(409, "ORDER_NOT_PENDING"), 403, 401, 401, 403, 401),
    call: async (col, host) => ({
      res: await postAs(`/api/staff/orders/${fx.cancelled}/correction`, {
        items: [{ itemId: ITEM, qty: 5 }],
        deliveryOrPickupTime: "NOW",
        scheduledFor: null,
      })(col, host),
      after: async () => expect((await orderAsA(fx.cancelled)).events).toHaveLength(2),
    }),
  },
  // Online payment (issue 20): a customer's own order only; staff of the order's branch retry a
  // refund; the gateways' notifications are judged by their signature alone, never a session.
  {
    method: "POST",
    route: "/api/orders/[brandId]/[orderId]/payment",
    what: "A's pay-at-outlet Kemang order (not paid online)",
    expect: cells(401, allow(404, "PAYMENT_NOT_FOUND"), 404, 404, 404, 401, 401, 404, 401),
    call: plain((col, host) => postAs(`/api/orders/demo/${fx.aKemang}/payment`, {})(col, host)),
  },
  // After a failed payment (issue 32 item 6): the customer's own order only.
  {
    method: "POST",
    route: "/api/orders/[brandId]/[orderId]/payment/attempts",
    what: "A's pay-at-outlet Kemang order (not paid online)",
    expect: cells(401, allow(404, "PAYMENT_NOT_FOUND"), 404, 404, 404, 401, 401, 404, 401),
    call: plain((col, host) =>
      postAs(`/api/orders/demo/${fx.aKemang}/payment/attempts`, { channel: "QRIS" })(col, host),
    ),
  },
  {
    method: "POST",
    route: "/api/orders/[brandId]/[orderId]/payment/in-person",
    what: "A's pay-at-outlet Kemang order (not paid online)",
    expect: cells(401, allow(404, "PAYMENT_NOT_FOUND"), 404, 404, 404, 401, 401, 404, 401),
    call: plain((col, host) =>
      postAs(`/api/orders/demo/${fx.aKemang}/payment/in-person`, { method: "payAtOutlet" })(
        col,
        host,
      ),
    ),
  },
  {
    method: "POST",
    route: "/api/staff/orders/[orderId]/refund",
    what: "A's pay-at-outlet Menteng order (no failed refund)",
    expect: cells(401, 403, 403, 403, allow(409, "NO_FAILED_REFUND"), 401, 401, 403, 401),
    call: plain((col, host) => postAs(`/api/staff/orders/${fx.aMenteng}/refund`, {})(col, host)),
  },
  // Tickets and receipts on a network printer (issue 36 item 2): staff of the order's branch.
  {
    method: "GET",
    route: "/api/staff/printing",
    expect: declared("staff"),
    call: plain(getAs("/api/staff/printing")),
  },
  {
    method: "POST",
    route: "/api/staff/orders/[orderId]/print",
    what: "A's pay-at-outlet Menteng order (Menteng has no printer)",
    expect: cells(401, 403, 403, 403, allow(409, "PRINTER_NOT_SET"), 401, 401, 403, 401),
    call: plain((col, host) =>
      postAs(`/api/staff/orders/${fx.aMenteng}/print`, { kind: "ticket" })(col, host),
    ),
  },
  // An order's courier (issue 38): staff of the order's branch; the refusal past authz is the
  // order's own (a pickup needs no courier, none was booked).
  {
    method: "GET",
    route: "/api/staff/couriers",
    expect: declared("staff"),
    call: plain(getAs("/api/staff/couriers")),
  },
  {
    method: "POST",
    route: "/api/staff/orders/[orderId]/courier",
    what: "A's pay-at-outlet Menteng order (a pickup)",
    expect: cells(401, 403, 403, 403, allow(409, "COURIER_NOT_FOR_PICKUP"), 401, 401, 403, 401),
    call: plain((col, host) => postAs(`/api/staff/orders/${fx.aMenteng}/courier`, {})(col, host)),
  },
  {
    method: "DELETE",
    route: "/api/staff/orders/[orderId]/courier",
    what: "A's pay-at-outlet Menteng order (no courier booked)",
    expect: cells(401, 403, 403, 403, allow(409, "COURIER_NOT_BOOKED"), 401, 401, 403, 401),
    call: plain(async (col, host) =>
      request("DELETE", base(), `/api/staff/orders/${fx.aMenteng}/courier`, host, {
        headers: await credentials(col, host),
      }),
    ),
  },
  {
    method: "POST",
    route: "/api/payments/[provider]/notifications",
    what: "an unsigned simulator notification paying A's order",
    expect: everyone(deny(401, "NOTIFICATION_FORGED")),
    call: async (col, host) => ({
      res: await postAs("/api/payments/simulator/notifications", {
        reference: fx.aKemang,
        state: "PAID",
        amount: 1,
        currency: "IDR",
        eventId: "forged",
        at: new Date().toISOString(),
      })(col, host),
      after: async () => expect((await orderAsA(fx.aKemang)).paidAt).toBeNull(),
    }),
  },
  {
    method: "GET",
    route: "/api/payments/simulator/charges/[reference]",
    what: "a reference no charge has",
    expect: everyone(allow(404, "PAYMENT_NOT_FOUND")),
    call: plain(getAs("/api/payments/simulator/charges/nosuchcharge")),
  },
  {
    method: "POST",
    route: "/api/payments/simulator/charges/[reference]",
    what: "paying a reference no charge has",
    expect: everyone(allow(404, "PAYMENT_NOT_FOUND")),
    call: plain(postAs("/api/payments/simulator/charges/nosuchcharge", { outcome: "PAID" })),
  },
  // WhatsApp (issue 37): Meta's handshake and events answer whoever proves the brand's verify
  // token or app secret, nobody else (demo has no WhatsApp here: nothing proves anything).
  {
    method: "GET",
    route: "/api/whatsapp/webhook",
    what: "Meta's handshake without the brand's verify token",
    expect: everyone(deny(403, "FORBIDDEN")),
    call: plain(
      getAs("/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1"),
    ),
  },
  {
    method: "POST",
    route: "/api/whatsapp/webhook",
    what: "an unsigned WhatsApp event",
    expect: everyone(deny(401, "NOTIFICATION_FORGED")),
    call: plain(
      postAs("/api/whatsapp/webhook", { object: "whatsapp_business_account", entry: [] }),
    ),
  },
  // The WhatsApp stand-in's page: not there unless WHATSAPP_PROVIDER=standin (never in production).
  {
    method: "GET",
    route: "/api/whatsapp/standin/messages",
    what: "the stand-in off",
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(getAs("/api/whatsapp/standin/messages")),
  },
  {
    method: "POST",
    route: "/api/whatsapp/standin/replies",
    what: "a reply on the stand-in, off",
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(postAs("/api/whatsapp/standin/replies", { phone: "+6281234567890", text: "hi" })),
  },
  // Couriers (issue 38): the aggregator's webhook answers whoever carries the brand's secret
  // (demo has no couriers here: nothing proves anything); the stand-in's page is not there unless
  // COURIER_PROVIDER=standin (never in production).
  {
    method: "POST",
    route: "/api/couriers/[brandId]/webhook",
    what: "a courier's status without the brand's secret",
    expect: everyone(deny(401, "NOTIFICATION_FORGED")),
    call: plain(postAs("/api/couriers/demo/webhook", { order_id: "x", status: "delivered" })),
  },
  {
    method: "GET",
    route: "/api/courier-standin/bookings",
    what: "the courier stand-in off",
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(getAs("/api/courier-standin/bookings")),
  },
  {
    method: "POST",
    route: "/api/courier-standin/bookings/[id]",
    what: "a press on the courier stand-in, off",
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(postAs("/api/courier-standin/bookings/sb_x", { event: "delivered" })),
  },
  // The simulator off for a brand (PAYMENT_SIMULATOR_BRANDS names demo only; issue 31 item 3):
  // its routes answer kopi's host as if they did not exist, whoever asks.
  {
    method: "GET",
    route: "/api/payments/simulator/charges/[reference]",
    what: "on kopi, the simulator off for it",
    host: KOPI,
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(getAs("/api/payments/simulator/charges/nosuchcharge")),
  },
  {
    method: "POST",
    route: "/api/payments/simulator/charges/[reference]",
    what: "paying on kopi, the simulator off for it",
    host: KOPI,
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(postAs("/api/payments/simulator/charges/nosuchcharge", { outcome: "PAID" })),
  },
  {
    method: "POST",
    route: "/api/payments/[provider]/notifications",
    what: "a simulator notification on kopi, the simulator off for it",
    host: KOPI,
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(
      postAs("/api/payments/simulator/notifications", {
        reference: "nosuchorder0000000000",
        state: "PAID",
        amount: 1,
        currency: "IDR",
        eventId: "forged",
        at: new Date().toISOString(),
      }),
    ),
  },
  // Operator calls: the operator token, never a session.
  {
    method: "POST",
    route: "/api/operator/orders/[brandId]/[orderId]/status",
    what: "a new order of A at Kemang",
    codes: { 401: "OPERATOR_UNAUTHORIZED" },
    expect: operatorOnly(200),
    call: async (col, host) => {
      const id = await freshOrder("kemang");
      const res = await postAs(`/api/operator/orders/demo/${id}/status`, { status: "ACCEPTED" })(
        col,
        host,
      );
      return {
        res,
        after: async (allowed) =>
          expect((await orderAsA(id)).status).toBe(allowed ? "ACCEPTED" : "PENDING"),
      };
    },
    check: (res) => expect(data<{ status: string }>(res).status).toBe("ACCEPTED"),
  },
  {
    method: "POST",
    route: "/api/operator/brands/[brandId]/payment-keys",
    what: "demo's key of the wrong shape",
    codes: { 401: "OPERATOR_UNAUTHORIZED" },
    expect: operatorOnly(allow(400, "PAYMENT_KEYS_INVALID")),
    call: plain(
      postAs("/api/operator/brands/demo/payment-keys", {
        provider: "midtrans",
        keys: { serverKey: "not-a-key" },
      }),
    ),
  },
  {
    method: "POST",
    route: "/api/operator/brands",
    what: "an empty brand file",
    codes: { 401: "OPERATOR_UNAUTHORIZED" },
    expect: operatorOnly(allow(400, "BRAND_FILE_INVALID")),
    call: plain(postAs("/api/operator/brands", { file: {} })),
  },
  // The platform's console (issue 35 item 6): answered on the platform's host only, where no
  // shop's session and no operator token counts; its operators' allow is
  // platform-console.integ.ts's (none of these columns is one).
  // prettier-ignore
  ...([
    ["GET", "/api/platform/shops", "/api/platform/shops", undefined],
    ["GET", "/api/platform/shops/[brandId]", "/api/platform/shops/demo", undefined],
    ["POST", "/api/platform/shops/[brandId]/suspend", "/api/platform/shops/demo/suspend", { reason: "Test" }],
    ["POST", "/api/platform/shops/[brandId]/resume", "/api/platform/shops/demo/resume", {}],
  ] as const).flatMap(([method, route, path, body]): Row[] => {
    const send = method === "GET" ? getAs(path) : postAs(path, body);
    return [
      { method, route, what: "on the platform's host", host: PLATFORM, expect: everyone(deny(401, "UNAUTHENTICATED")), call: plain(send) },
      { method, route, what: "on a shop's host: not there", expect: everyone(deny(404, "NOT_FOUND")), call: plain(send) },
    ];
  }),
  // The owner console (issue 19): the brand's owner only (and its managers, for their branches). Demo's staff and customers are refused
  // on demo; on kopi's host its owner is allowed, with calls that change nothing.
  // prettier-ignore
  ...[
    ownerRow("GET", "/api/owner/brand", "demo's document", DEMO, noOwnerOnDemo, getAs("/api/owner/brand")),
    ownerRow("GET", "/api/owner/brand", "kopi's document", KOPI, onKopi(200), getAs("/api/owner/brand"), (res) =>
      expect(data<{ document: { brand: { id: string } } }>(res).document.brand.id).toBe("kopi")),
    ownerRow("POST", "/api/owner/brand", "an empty document", DEMO, noOwnerOnDemo, postAs("/api/owner/brand", { base: 0, document: {} })),
    ownerRow("POST", "/api/owner/brand", "an empty document", KOPI, onKopi(allow(400, "BRAND_INVALID")), postAs("/api/owner/brand", { base: 0, document: {} })),
    ownerRow("GET", "/api/owner/revisions", "demo's history", DEMO, noOwnerOnDemo, getAs("/api/owner/revisions")),
    ownerRow("GET", "/api/owner/revisions", "kopi's history", KOPI, onKopi(200), getAs("/api/owner/revisions"), (res) =>
      expect(data<{ revisions: { number: number }[] }>(res).revisions.at(-1)?.number).toBe(1)),
    ownerRow("GET", "/api/owner/revisions/[number]", "demo's first", DEMO, noOwnerOnDemo, getAs("/api/owner/revisions/1")),
    ownerRow("GET", "/api/owner/revisions/[number]", "kopi's first", KOPI, onKopi(200), getAs("/api/owner/revisions/1"), (res) =>
      expect(data<{ number: number; source: string }>(res)).toMatchObject({ number: 1, source: "import" })),
    ownerRow("POST", "/api/owner/revisions/[number]/restore", "demo's first", DEMO, noOwnerOnDemo, postAs("/api/owner/revisions/1/restore", { base: 999_999 })),
    ownerRow("POST", "/api/owner/revisions/[number]/restore", "kopi's first, from a stale base", KOPI, onKopi(allow(409, "REVISION_STALE")), postAs("/api/owner/revisions/1/restore", { base: 999_999 })),
    ownerRow("GET", "/api/owner/sales", "demo's figures", DEMO, noOwnerOnDemo, getAs("/api/owner/sales")),
    ownerRow("GET", "/api/owner/sales", "kopi's figures", KOPI, onKopi(200), getAs("/api/owner/sales"), (res) =>
      expect(data<{ branches: { branchId: string }[] }>(res).branches.map((b) => b.branchId)).not.toContain("kemang")),
    ownerRow("GET", "/api/owner/sales/orders", "demo's orders of a month", DEMO, noOwnerOnDemo, getAs("/api/owner/sales/orders?from=2026-11-01&to=2026-11-30")),
    ownerRow("GET", "/api/owner/sales/orders", "kopi's orders of a month", KOPI, onKopi(200), getAs("/api/owner/sales/orders?from=2026-11-01&to=2026-11-30"), (res) =>
      expect(res.headers["content-disposition"]).toBe('attachment; filename="kopi-orders-2026-11-01-to-2026-11-30.csv"')),
    // A branch's own pages: owners and managers (tests/integration/owner-manage.integ.ts has the
    // manager's allow and deny); demo's staff are refused.
    ownerRow("GET", "/api/manage/branches", "demo's branches", DEMO, noManagerOnDemo, getAs("/api/manage/branches")),
    ownerRow("GET", "/api/manage/branches", "kopi's branches", KOPI, onKopi(200), getAs("/api/manage/branches"), (res) =>
      expect(data<{ branches: { id: string }[] }>(res).branches.map((b) => b.id)).toEqual(["sabang"])),
    ownerRow("POST", "/api/manage/branches/[branchId]", "Kemang's hours", DEMO, noManagerOnDemo, postAs("/api/manage/branches/kemang", { base: 999_999, closures: [] })),
    ownerRow("POST", "/api/manage/branches/[branchId]", "Sabang's hours, from a stale base", KOPI, onKopi(allow(409, "REVISION_STALE")), postAs("/api/manage/branches/sabang", { base: 999_999, closures: [] })),
    // The numbers (issue 36 item 6): a manager's are of their branches (numbers.integ.ts).
    ownerRow("GET", "/api/manage/numbers", "demo's numbers", DEMO, noManagerOnDemo, getAs("/api/manage/numbers")),
    ownerRow("GET", "/api/manage/numbers", "kopi's numbers", KOPI, onKopi(200), getAs("/api/manage/numbers"), (res) =>
      expect(data<{ brandId: string; branches: { id: string }[] }>(res)).toMatchObject({ brandId: "kopi", branches: [{ id: "sabang" }] })),
    ownerRow("POST", "/api/owner/images", "a PNG logo", DEMO, noOwnerOnDemo, uploadImageAs),
    ownerRow("POST", "/api/owner/images", "a PNG logo", KOPI, onKopi(200), uploadImageAs, (res) =>
      expect(data<{ src: string }>(res).src).toMatch(/^\/media\/kopi\/[a-f0-9]{32}\.png$/)),
    // The menu in bulk (issue 35 item 5): a preview writes nothing; an import from a stale base neither.
    ownerRow("GET", "/api/owner/menus/[menuId]/export", "demo's menu", DEMO, noOwnerOnDemo, getAs("/api/owner/menus/main/export")),
    ownerRow("GET", "/api/owner/menus/[menuId]/export", "kopi's menu", KOPI, onKopi(200), getAs("/api/owner/menus/sabang/export"), (res) =>
      expect(res.headers["content-disposition"]).toBe('attachment; filename="kopi-sabang-menu.csv"')),
    ownerRow("GET", "/api/owner/menus/[menuId]/template", "demo's template", DEMO, noOwnerOnDemo, getAs("/api/owner/menus/main/template")),
    ownerRow("GET", "/api/owner/menus/[menuId]/template", "kopi's template", KOPI, onKopi(200), getAs("/api/owner/menus/sabang/template?lang=en"), (res) =>
      expect(res.body).toContain("section,name")),
    ownerRow("POST", "/api/owner/menus/[menuId]/import/preview", "a one-row sheet", DEMO, noOwnerOnDemo, sheetAs("/api/owner/menus/main/import/preview")),
    ownerRow("POST", "/api/owner/menus/[menuId]/import/preview", "a one-row sheet", KOPI, onKopi(200), sheetAs("/api/owner/menus/sabang/import/preview"), (res) =>
      expect(data<{ counts: { add: number } }>(res).counts.add).toBe(1)),
    ownerRow("POST", "/api/owner/menus/[menuId]/import", "a one-row sheet", DEMO, noOwnerOnDemo, sheetAs("/api/owner/menus/main/import?base=999999")),
    ownerRow("POST", "/api/owner/menus/[menuId]/import", "a one-row sheet, from a stale base", KOPI, onKopi(allow(409, "REVISION_STALE")), sheetAs("/api/owner/menus/sabang/import?base=999999")),
    // The brand's keys at its payment gateway (issue 20): masked only; a key of the wrong shape
    // changes nothing.
    ownerRow("GET", "/api/owner/payment-keys", "demo's keys", DEMO, noOwnerOnDemo, getAs("/api/owner/payment-keys")),
    ownerRow("GET", "/api/owner/payment-keys", "kopi's keys", KOPI, onKopi(200), getAs("/api/owner/payment-keys"), (res) =>
      expect(data<{ notificationUrls: { xendit: string } }>(res).notificationUrls.xendit).toMatch(/^http:\/\/kopi\.localhost(:\d+)?\/api\/payments\/xendit\/notifications$/)),
    ownerRow("POST", "/api/owner/payment-keys", "a key of the wrong shape", DEMO, noOwnerOnDemo, postAs("/api/owner/payment-keys", { provider: "midtrans", keys: { serverKey: "not-a-key" } })),
    ownerRow("POST", "/api/owner/payment-keys", "a key of the wrong shape", KOPI, onKopi(allow(400, "PAYMENT_KEYS_INVALID")), postAs("/api/owner/payment-keys", { provider: "midtrans", keys: { serverKey: "not-a-key" } })),
    // The brand's WhatsApp (issue 37): masked only; a first save without its secrets, a test or a
    // removal without an account change nothing.
    ownerRow("GET", "/api/owner/whatsapp", "demo's WhatsApp", DEMO, noOwnerOnDemo, getAs("/api/owner/whatsapp")),
    ownerRow("GET", "/api/owner/whatsapp", "kopi's WhatsApp", KOPI, onKopi(200), getAs("/api/owner/whatsapp"), (res) =>
      expect(data<{ webhookUrl: string }>(res).webhookUrl).toMatch(/^http:\/\/kopi\.localhost(:\d+)?\/api\/whatsapp\/webhook$/)),
    ownerRow("POST", "/api/owner/whatsapp", "a first save without secrets", DEMO, noOwnerOnDemo, postAs("/api/owner/whatsapp", { phoneNumberId: "106540352242922", signInChannel: "SMS", orderChannel: "WHATSAPP", fallbackSeconds: 120 })),
    ownerRow("POST", "/api/owner/whatsapp", "a first save without secrets", KOPI, onKopi(allow(400, "WHATSAPP_SETTINGS_INVALID")), postAs("/api/owner/whatsapp", { phoneNumberId: "106540352242922", signInChannel: "SMS", orderChannel: "WHATSAPP", fallbackSeconds: 120 })),
    ownerRow("POST", "/api/owner/whatsapp/test", "no account", DEMO, noOwnerOnDemo, postAs("/api/owner/whatsapp/test", {})),
    ownerRow("POST", "/api/owner/whatsapp/test", "no account", KOPI, onKopi(allow(409, "WHATSAPP_NOT_SET")), postAs("/api/owner/whatsapp/test", {})),
    ownerRow("POST", "/api/owner/whatsapp/remove", "no account", DEMO, noOwnerOnDemo, postAs("/api/owner/whatsapp/remove", {})),
    ownerRow("POST", "/api/owner/whatsapp/remove", "no account", KOPI, onKopi(allow(409, "WHATSAPP_NOT_SET")), postAs("/api/owner/whatsapp/remove", {})),
    // The brand's couriers (issue 38): masked only; a first save without a key, a check or a
    // removal without couriers change nothing.
    ownerRow("GET", "/api/owner/couriers", "demo's couriers", DEMO, noOwnerOnDemo, getAs("/api/owner/couriers")),
    ownerRow("GET", "/api/owner/couriers", "kopi's couriers", KOPI, onKopi(200), getAs("/api/owner/couriers"), (res) =>
      expect(data<{ webhookUrl: string }>(res).webhookUrl).toMatch(/^http:\/\/kopi\.localhost(:\d+)?\/api\/couriers\/kopi\/webhook$/)),
    ownerRow("POST", "/api/owner/couriers", "a first save without a key", DEMO, noOwnerOnDemo, postAs("/api/owner/couriers", { fee: { kind: "flat", price: 10_000 }, keepSegments: true, branches: {} })),
    ownerRow("POST", "/api/owner/couriers", "a first save without a key", KOPI, onKopi(allow(400, "COURIER_SETTINGS_INVALID")), postAs("/api/owner/couriers", { fee: { kind: "flat", price: 10_000 }, keepSegments: true, branches: {} })),
    ownerRow("POST", "/api/owner/couriers/check", "no couriers", DEMO, noOwnerOnDemo, postAs("/api/owner/couriers/check", {})),
    ownerRow("POST", "/api/owner/couriers/check", "no couriers", KOPI, onKopi(allow(409, "COURIERS_NOT_SET")), postAs("/api/owner/couriers/check", {})),
    ownerRow("POST", "/api/owner/couriers/remove", "no couriers", DEMO, noOwnerOnDemo, postAs("/api/owner/couriers/remove", {})),
    ownerRow("POST", "/api/owner/couriers/remove", "no couriers", KOPI, onKopi(allow(409, "COURIERS_NOT_SET")), postAs("/api/owner/couriers/remove", {})),
    // The brand's promotions and loyalty (issue 39): an empty form, an unknown promotion and empty
    // loyalty settings change nothing.
    ownerRow("GET", "/api/owner/promotions", "demo's promotions", DEMO, noOwnerOnDemo, getAs("/api/owner/promotions")),
    ownerRow("GET", "/api/owner/promotions", "kopi's promotions", KOPI, onKopi(200), getAs("/api/owner/promotions"), (res) =>
      expect(data<{ promotions: unknown[] }>(res).promotions).toEqual([])),
    ownerRow("POST", "/api/owner/promotions", "an empty form", DEMO, noOwnerOnDemo, postAs("/api/owner/promotions", {})),
    ownerRow("POST", "/api/owner/promotions", "an empty form", KOPI, onKopi(allow(400, "PROMOTION_INVALID")), postAs("/api/owner/promotions", {})),
    ownerRow("POST", "/api/owner/promotions/[promotionId]", "an unknown promotion", DEMO, noOwnerOnDemo, postAs("/api/owner/promotions/nope", { name: "Free delivery", trigger: "AUTOMATIC", benefit: { type: "DELIVERY_OFF", amount: null } })),
    ownerRow("POST", "/api/owner/promotions/[promotionId]", "an unknown promotion", KOPI, onKopi(allow(404, "PROMOTION_NOT_FOUND")), postAs("/api/owner/promotions/nope", { name: "Free delivery", trigger: "AUTOMATIC", benefit: { type: "DELIVERY_OFF", amount: null } })),
    ownerRow("POST", "/api/owner/promotions/[promotionId]/pause", "an unknown promotion", DEMO, noOwnerOnDemo, postAs("/api/owner/promotions/nope/pause", {})),
    ownerRow("POST", "/api/owner/promotions/[promotionId]/pause", "an unknown promotion", KOPI, onKopi(allow(404, "PROMOTION_NOT_FOUND")), postAs("/api/owner/promotions/nope/pause", {})),
    ownerRow("POST", "/api/owner/promotions/[promotionId]/resume", "an unknown promotion", DEMO, noOwnerOnDemo, postAs("/api/owner/promotions/nope/resume", {})),
    ownerRow("POST", "/api/owner/promotions/[promotionId]/resume", "an unknown promotion", KOPI, onKopi(allow(404, "PROMOTION_NOT_FOUND")), postAs("/api/owner/promotions/nope/resume", {})),
    ownerRow("POST", "/api/owner/promotions/[promotionId]/archive", "an unknown promotion", DEMO, noOwnerOnDemo, postAs("/api/owner/promotions/nope/archive", {})),
    ownerRow("POST", "/api/owner/promotions/[promotionId]/archive", "an unknown promotion", KOPI, onKopi(allow(404, "PROMOTION_NOT_FOUND")), postAs("/api/owner/promotions/nope/archive", {})),
    ownerRow("POST", "/api/owner/promotions/[promotionId]/codes", "an unknown promotion", DEMO, noOwnerOnDemo, postAs("/api/owner/promotions/nope/codes", { count: 1 })),
    ownerRow("POST", "/api/owner/promotions/[promotionId]/codes", "an unknown promotion", KOPI, onKopi(allow(404, "PROMOTION_NOT_FOUND")), postAs("/api/owner/promotions/nope/codes", { count: 1 })),
    ownerRow("GET", "/api/owner/promotions/[promotionId]/codes", "an unknown promotion", DEMO, noOwnerOnDemo, getAs("/api/owner/promotions/nope/codes")),
    ownerRow("GET", "/api/owner/promotions/[promotionId]/codes", "an unknown promotion", KOPI, onKopi(allow(404, "PROMOTION_NOT_FOUND")), getAs("/api/owner/promotions/nope/codes")),
    ownerRow("GET", "/api/owner/loyalty", "demo's loyalty", DEMO, noOwnerOnDemo, getAs("/api/owner/loyalty")),
    ownerRow("GET", "/api/owner/loyalty", "kopi's loyalty", KOPI, onKopi(200), getAs("/api/owner/loyalty"), (res) =>
      expect(data<{ settings: unknown }>(res).settings).toBeNull()),
    ownerRow("POST", "/api/owner/loyalty", "empty settings", DEMO, noOwnerOnDemo, postAs("/api/owner/loyalty", {})),
    ownerRow("POST", "/api/owner/loyalty", "empty settings", KOPI, onKopi(allow(400, "LOYALTY_SETTINGS_INVALID")), postAs("/api/owner/loyalty", {})),
    // Branches from the console (issue 35 item 3): refusals that change nothing.
    ownerRow("POST", "/api/owner/branches", "an empty branch", DEMO, noOwnerOnDemo, postAs("/api/owner/branches", { base: 999_999, branch: {} })),
    ownerRow("POST", "/api/owner/branches", "an empty branch", KOPI, onKopi(allow(400, "BRAND_INVALID")), postAs("/api/owner/branches", { base: 999_999, branch: {} })),
    ownerRow("POST", "/api/owner/branches/[branchId]/close", "Kemang, from a stale base", DEMO, noOwnerOnDemo, postAs("/api/owner/branches/kemang/close", { base: 999_999 })),
    ownerRow("POST", "/api/owner/branches/[branchId]/close", "Sabang, from a stale base", KOPI, onKopi(allow(409, "REVISION_STALE")), postAs("/api/owner/branches/sabang/close", { base: 999_999 })),
    ownerRow("POST", "/api/owner/branches/[branchId]/reopen", "Kemang, from a stale base", DEMO, noOwnerOnDemo, postAs("/api/owner/branches/kemang/reopen", { base: 999_999 })),
    ownerRow("POST", "/api/owner/branches/[branchId]/reopen", "Sabang, from a stale base", KOPI, onKopi(allow(409, "REVISION_STALE")), postAs("/api/owner/branches/sabang/reopen", { base: 999_999 })),
    ownerRow("GET", "/api/owner/branches/[branchId]/removal", "Kemang's", DEMO, noOwnerOnDemo, getAs("/api/owner/branches/kemang/removal")),
    ownerRow("GET", "/api/owner/branches/[branchId]/removal", "Sabang's, the last", KOPI, onKopi(200), getAs("/api/owner/branches/sabang/removal"), (res) =>
      expect(data<{ refusal: string }>(res).refusal).toBe("LAST_BRANCH")),
    ownerRow("POST", "/api/owner/branches/[branchId]/remove", "Kemang", DEMO, noOwnerOnDemo, postAs("/api/owner/branches/kemang/remove", { base: 999_999 })),
    ownerRow("POST", "/api/owner/branches/[branchId]/remove", "Sabang, the last", KOPI, onKopi(allow(409, "LAST_BRANCH")), postAs("/api/owner/branches/sabang/remove", { base: 999_999 })),
    // The shop's own domain (issue 35 item 7): a refused name and a check with none change nothing.
    ownerRow("GET", "/api/owner/domain", "demo's domain", DEMO, noOwnerOnDemo, getAs("/api/owner/domain")),
    ownerRow("GET", "/api/owner/domain", "kopi's domain", KOPI, onKopi(200), getAs("/api/owner/domain"), (res) =>
      expect(data<{ domain: string | null }>(res).domain).toBeNull()),
    ownerRow("POST", "/api/owner/domain", "not a domain", DEMO, noOwnerOnDemo, postAs("/api/owner/domain", { domain: "not a domain" })),
    ownerRow("POST", "/api/owner/domain", "not a domain", KOPI, onKopi(allow(400, "CUSTOM_DOMAIN_INVALID")), postAs("/api/owner/domain", { domain: "not a domain" })),
    ownerRow("POST", "/api/owner/domain/check", "no domain to check", DEMO, noOwnerOnDemo, postAs("/api/owner/domain/check", {})),
    ownerRow("POST", "/api/owner/domain/check", "no domain to check", KOPI, onKopi(allow(409, "CUSTOM_DOMAIN_NONE")), postAs("/api/owner/domain/check", {})),
    // The shop's state and set-up checklist (issue 35 item 2): kopi is open already.
    ownerRow("GET", "/api/owner/shop", "demo's state", DEMO, noOwnerOnDemo, getAs("/api/owner/shop")),
    ownerRow("GET", "/api/owner/shop", "kopi's state", KOPI, onKopi(200), getAs("/api/owner/shop"), (res) =>
      expect(data<{ state: string }>(res).state).toBe("open")),
    ownerRow("POST", "/api/owner/shop/open", "demo, open already", DEMO, noOwnerOnDemo, postAs("/api/owner/shop/open", {})),
    ownerRow("POST", "/api/owner/shop/open", "kopi, open already", KOPI, onKopi(allow(409, "SHOP_ALREADY_OPEN")), postAs("/api/owner/shop/open", {})),
  ],
  {
    method: "POST",
    route: "/api/operator/brands/[brandId]/export",
    what: "demo's current revision",
    codes: { 401: "OPERATOR_UNAUTHORIZED" },
    expect: operatorOnly(200),
    call: plain(postAs("/api/operator/brands/demo/export", {})),
    check: (res) =>
      expect(data<{ file: { brand: { id: string } } }>(res).file.brand.id).toBe("demo"),
  },
  // On kopi's host: demo's sessions are nobody; kopi's owner reaches nothing of demo's.
  {
    method: "GET",
    route: "/api/auth/session",
    what: "demo sessions answer as signed out",
    host: KOPI,
    expect: declared("anyone"),
    call: plain(getAs("/api/auth/session")),
    check: sessionCheck(KOPI),
  },
  {
    method: "GET",
    route: "/api/orders/[brandId]/[orderId]",
    what: "A's Kemang order as /api/orders/kopi/…",
    host: KOPI,
    expect: onKopi(404),
    call: plain((col, host) => getAs(`/api/orders/kopi/${fx.aKemang}`)(col, host)),
    missing: (col, host) => getAs(`/api/orders/kopi/${missingOrderId()}`)(col, host),
  },
  {
    method: "GET",
    route: "/api/orders/[brandId]/[orderId]",
    what: "A's Kemang order as /api/orders/demo/…",
    host: KOPI,
    expect: onKopi(404),
    call: plain((col, host) => getAs(`/api/orders/demo/${fx.aKemang}`)(col, host)),
    missing: (col, host) => getAs(`/api/orders/demo/${missingOrderId()}`)(col, host),
  },
  {
    method: "GET",
    route: "/api/orders/[brandId]/[orderId]/events",
    what: "A's Kemang order as /api/orders/kopi/…",
    host: KOPI,
    expect: onKopi(404),
    call: plain((col, host) => streamAs(`/api/orders/kopi/${fx.aKemang}/events`)(col, host)),
    missing: (col, host) => streamAs(`/api/orders/kopi/${missingOrderId()}/events`)(col, host),
  },
  {
    method: "POST",
    route: "/api/orders/[brandId]/customer",
    what: "into demo through kopi's host",
    host: KOPI,
    expect: everyone(deny(400, "INVALID_BRAND_ID")),
    call: plain(postAs("/api/orders/demo/customer", orderBody("kemang"))),
  },
  {
    method: "GET",
    route: "/api/uploads/[id]",
    what: "A's proof",
    host: KOPI,
    codes: { 404: "NOT_FOUND" },
    expect: onKopi(404),
    call: plain((col, host) => getAs(fx.proof.src)(col, host)),
    missing: (col, host) => getAs(`/api/uploads/${missingUploadId()}`)(col, host),
  },
  meRow("orders", "a", onKopi(403), { host: KOPI }),
  // The same uid on kopi's host: none of its demo orders or addresses.
  meRow("orders", "kopi", onKopi(200), { host: KOPI }),
  meRow("recent-addresses", "kopi", onKopi(200), { host: KOPI }),
  // The same uid on kopi's host: kopi's account, none of demo's (a profile, a copy of the data).
  accountRow("GET", "profile", "kopi", onKopi(200), { host: KOPI }),
  accountRow("GET", "export", "kopi", onKopi(200), { host: KOPI }),
  accountRow("POST", "profile", "a", onKopi(403), { host: KOPI }),
  accountRow("POST", "delete", "a", onKopi(403), { host: KOPI }),
  {
    method: "GET",
    route: "/api/staff/orders",
    what: "kopi's own board",
    host: KOPI,
    expect: onKopi(200),
    call: plain(getAs("/api/staff/orders")),
    check: boardCheck(KOPI),
  },
  {
    method: "GET",
    route: "/api/staff/events",
    what: "kopi's own feed",
    host: KOPI,
    expect: onKopi(200),
    call: plain(boardFeedAs),
    check: feedCheck(KOPI),
  },
  staffWrite("status", "kemang", onKopi(404), KOPI),
  staffWrite("payment", "kemang", onKopi(404), KOPI),
  // Opening a shop (issue 35 item 1): on the platform's host only, where no shop's session (nor
  // the operator token) is anyone; on a shop's host the endpoints are not there.
  {
    method: "GET",
    route: "/api/signup/address",
    what: "a free address",
    host: PLATFORM,
    expect: everyone(200),
    call: plain(getAs("/api/signup/address?name=matrix-free")),
    check: (res) => expect(data<{ status: string }>(res).status).toBe("free"),
  },
  {
    method: "GET",
    route: "/api/signup/address",
    what: "on demo's host",
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(getAs("/api/signup/address?name=matrix-free")),
  },
  {
    method: "POST",
    route: "/api/signup/shop",
    what: "a new shop",
    host: PLATFORM,
    expect: everyone(401),
    call: async (col, host) => ({
      res: await postAs("/api/signup/shop", SHOP_BODY)(col, host),
      after: async () => {
        const seen = await get(base(), "/api/signup/address?name=matrix-shop", PLATFORM);
        expect(data<{ status: string }>(seen).status).toBe("free"); // nobody made it
      },
    }),
  },
  {
    method: "POST",
    route: "/api/signup/shop",
    what: "on demo's host",
    expect: everyone(deny(404, "NOT_FOUND")),
    call: plain(postAs("/api/signup/shop", SHOP_BODY)),
  },
];

// ---- running it --------------------------------------------------------------------------

const rowTitle = (row: Row) =>
  `${row.method} ${row.route}${row.what ? ` (${row.what})` : ""}${row.host && row.host !== DEMO ? ` @${row.host.split(".")[0]}` : ""}`;

function outcomeOf(row: Row, col: Col): Outcome {
  const cell = row.expect[col];
  if (typeof cell !== "number") return cell;
  if (cell >= 200 && cell < 300) return allow(cell);
  const codes = { ...DEFAULT_CODES, ...row.codes } as Record<number, string | null>;
  return deny(cell, codes[cell]);
}

/** An answer without what differs on every call (a route's uuid). */
const stable = (body: string) => body.replace(/"uuid":"[^"]*"/g, '"uuid":""');

const results = new Map<Row, Map<Col, string>>();

async function runCell(row: Row, col: Col) {
  const outcome = outcomeOf(row, col);
  const host = row.host ?? DEMO;
  const { res, after } = await row.call(col, host);
  results.get(row)!.set(col, `${res.status}`);
  expect(res.status, res.body.slice(0, 400)).toBe(outcome.status);
  if (outcome.code === null) expect(res.body).toBe("Not found");
  else if (outcome.code)
    expect(res.json()).toMatchObject({ isErr: true, error: { reasonCode: outcome.code } });
  // Only an answer that is the same for everyone may be kept by shared caches.
  if (!row.sameForAll) expect(String(res.headers["cache-control"] ?? "")).not.toMatch(/public/);
  // Zero leaks: a denial carries nothing of anyone; an allowed answer nothing of anyone else.
  const secrets = outcome.allow ? forbiddenFor(col, host) : allMarkers();
  expect(secrets.filter((s) => res.body.includes(s))).toEqual([]);
  // Staff of another branch are told the order is not theirs (403, docs/orders.md#staff).
  const otherBranch = outcome.status === 403 && host === DEMO && STAFF_BRANCHES[col];
  if (!outcome.allow && row.missing && !otherBranch) {
    // Someone else's resource answers exactly as a missing one: no way to tell it exists.
    const missing = await row.missing(col, host);
    expect({ status: missing.status, body: missing.body }).toEqual({
      status: res.status,
      body: res.body,
    });
  }
  if (outcome.allow) {
    if (row.sameForAll && col !== "anon") {
      const { res: anonymous } = await row.call("anon", host);
      expect(stable(res.body)).toBe(stable(anonymous.body));
    }
    if (res.status < 300) row.check?.(res, col);
  }
  await after?.(outcome.allow);
}

describe("the authorization matrix", () => {
  for (const row of ROWS) {
    results.set(row, new Map());
    describe(rowTitle(row), () => {
      for (const col of COLUMNS) {
        it(TITLE[col], async () => {
          try {
            await runCell(row, col);
          } catch (error) {
            results.get(row)!.set(col, `FAIL ${results.get(row)!.get(col) ?? "—"}`);
            throw error;
          }
        });
      }
    });
  }

  afterAll(() => {
    const counts = { allow: 0, deny: 0 };
    for (const row of ROWS)
      for (const col of COLUMNS) counts[outcomeOf(row, col).allow ? "allow" : "deny"]++;
    const table = textTable(
      ["route × method (resource)", ...COLUMNS.map((c) => TITLE[c])],
      ROWS.map((row) => [
        rowTitle(row),
        ...COLUMNS.map((col) => {
          const seen = results.get(row)?.get(col) ?? "not run";
          return seen.startsWith("FAIL")
            ? seen
            : `${outcomeOf(row, col).allow ? "A" : "D"} ${seen}`;
        }),
      ]),
    );
    console.log(
      `Authorization matrix: ${ROWS.length} rows × ${COLUMNS.length} identities = ` +
        `${ROWS.length * COLUMNS.length} cells (${counts.allow} allow, ${counts.deny} deny).\n` +
        `A = allowed (2xx, or the documented answer past authz: 400, 409); D = denied; the status seen.\n` +
        `${LEGEND}\n${table}`,
    );
  });
});

describe("completeness", () => {
  it("has a row for every route × method under src/app/api", () => {
    const inMatrix = new Set(ROWS.map((r) => `${r.method} ${r.route}`));
    const exported = apiRoutes().map((r) => `${r.method} ${r.route}`);
    expect(exported.length).toBeGreaterThan(20);
    expect(
      exported.filter((e) => !inMatrix.has(e)),
      "routes without an authz row",
    ).toEqual([]);
    expect(
      [...inMatrix].filter((m) => !exported.includes(m)),
      "rows of no route",
    ).toEqual([]);
  });
});
