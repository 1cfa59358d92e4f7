// The request mix of the soak (`npm run bench -- --soak`): by request, 80 % menu and item pages,
// 15 % API reads, 5 % orders. Each autocannon connection is one signed-in customer and cycles
// through 20 requests (16 pages, 3 reads, 1 order), its own cycle rotated so the orders of the
// 100 connections do not arrive together. autocannon reports one latency histogram for all, so
// each connection also times its answers per kind here.
import { randomUUID } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import autocannon from "autocannon";
import type { IssuedAddress } from "../../tests/support/places";

export const KINDS = ["pages", "api reads", "orders"] as const;
export type Kind = (typeof KINDS)[number];

export interface Customer {
  uid: string;
  headers: Record<string, string>;
  /** The customer's latest order: the API reads look at it. */
  lastOrderId: string;
}

export interface Placed {
  uid: string;
  key: string;
}

/** What the orders of all runs did, for the checks after the soak. */
export interface Ledger {
  /** Orders answered 200. */
  placed: Placed[];
  /** Idempotency keys of orders sent and never answered (in flight when a run stopped). */
  unanswered: Set<string>;
  /** The first few failed answers, with their path. */
  failures: string[];
}

export interface KindFigures {
  /** Requests sent; the answered ones are `latencies`. */
  sent: number;
  latencies: number[];
  non2xx: number;
  timeouts: number;
  socketErrors: number;
}

export interface MixOptions {
  customers: Customer[];
  /** Item ids of each brand's first branch's menu (what `/p/{id}` shows without a branch cookie). */
  items: { demo: string[]; kopi: string[] };
  /** A delivery address as the server issued it (orders refuse any other: decision 0012). */
  address: IssuedAddress;
}

const CYCLE: Kind[] = [...Array<Kind>(16).fill("pages"), "api reads", "api reads", "api reads"];
CYCLE.splice(10, 0, "orders");

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Two kinds of order, as customers place them: pick-up paid at the outlet, delivery in cash. */
function orderBody(items: string[], address: IssuedAddress | null): string {
  return JSON.stringify(
    address
      ? {
          orderMode: "DELIVERY",
          selectedBranchId: "menteng",
          deliveryOrPickupTime: "NOW",
          deliveryAddress: address,
          deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
          basket: { currency: "IDR", items: [{ itemId: "black-forest-slice", qty: 1 }] },
          payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
        }
      : {
          orderMode: "PICKUP",
          selectedBranchId: "kemang",
          deliveryOrPickupTime: "NOW",
          basket: { currency: "IDR", items: [{ itemId: pick(items), qty: 2 }] },
          payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
        },
  );
}

function orderUid(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { data?: { uid?: string } }).data?.uid;
  } catch {
    return undefined;
  }
}

export function emptyFigures(): Record<Kind, KindFigures> {
  const one = (): KindFigures => ({
    sent: 0,
    latencies: [],
    non2xx: 0,
    timeouts: 0,
    socketErrors: 0,
  });
  return { pages: one(), "api reads": one(), orders: one() };
}

export interface MixRun {
  result: autocannon.Result;
  kinds: Record<Kind, KindFigures>;
  /** Answers per second in each tenth of the run. */
  timeline: number[];
  /** Timeouts, socket errors and non-2xx answers in each tenth of the run. */
  failedTimeline: number[];
  /** The load generator's own event-loop delay, ms. */
  generatorDelay: { p99: number; max: number };
}

/** One run of the mix against `url`; its orders and failures go into `ledger`. */
export async function runMix(
  url: string,
  { connections, duration, label }: { connections: number; duration: number; label: string },
  { customers, items, address }: MixOptions,
  { placed, unanswered, failures }: Ledger,
): Promise<MixRun> {
  const kinds = emptyFigures();
  const started = Date.now();
  const tenth = () => Math.min(9, Math.floor((Date.now() - started) / (duration * 100)));
  const answered = Array<number>(10).fill(0);
  const failed = Array<number>(10).fill(0);

  const note = (failure: string) => {
    const at = ((Date.now() - started) / 1000).toFixed(1);
    failed[tenth()]! += 1;
    if (failures.length < 10) failures.push(`${label}, ${at} s in: ${failure}`);
  };
  let clients = 0;
  const setupClient = (client: autocannon.Client) => {
    const n = clients++;
    const customer = customers[n % customers.length]!;
    let current: Kind = "pages";
    let previous: Kind = "pages";
    let path = "";
    let previousPath = "";
    let sentHere = 0;
    let key = "";
    let page = n;
    let read = n;
    let order = n;
    const start = (kind: Kind, req: autocannon.Request, p: string): autocannon.Request => {
      previous = current;
      previousPath = path;
      current = kind;
      path = p;
      kinds[kind].sent++;
      sentHere++;
      return { ...req, path: p };
    };
    const pageRequest = (req: autocannon.Request) => {
      // Of every 8 pages: each brand's home page once, then three of its item pages.
      const slot = page++ % 8;
      const brand = slot < 4 ? "demo" : "kopi";
      const p = slot % 4 === 0 ? "/" : `/p/${encodeURIComponent(pick(items[brand]))}`;
      return start("pages", { ...req, headers: { host: `${brand}.localhost` } }, p);
    };
    const readRequest = (req: autocannon.Request) => {
      const demo = { host: "demo.localhost", ...customer.headers };
      const reads: [Record<string, string>, string][] = [
        [{ host: "demo.localhost" }, "/api/branches"],
        [demo, `/api/orders/demo/${customer.lastOrderId}`],
        [{ host: "kopi.localhost" }, "/api/store-configs"],
        [demo, `/api/me/${customer.uid}/orders`],
        [{ host: "demo.localhost" }, "/api/store-configs"],
        [{ host: "kopi.localhost" }, "/api/branches"],
      ];
      const [headers, p] = reads[read++ % reads.length]!;
      return start("api reads", { ...req, headers }, p);
    };
    const orderRequest = (req: autocannon.Request) => {
      key = randomUUID();
      unanswered.add(key);
      const headers = {
        host: "demo.localhost",
        "content-type": "application/json",
        "x-idempotency-key": key,
        ...customer.headers,
      };
      const body = orderBody(items.demo, order++ % 2 === 1 ? address : null);
      return start(
        "orders",
        { ...req, method: "POST", headers, body },
        "/api/orders/demo/customer",
      );
    };
    const onResponse = (status: number, body: string) => {
      if (current === "orders") unanswered.delete(key);
      if (current === "orders" && status === 200) {
        const uid = orderUid(body);
        if (uid) {
          placed.push({ uid, key });
          customer.lastOrderId = uid;
        } else note(`200 without a uid: ${body.slice(0, 200)}`);
      }
      if (status < 200 || status >= 300) note(`${status} ${path}: ${body.slice(0, 200)}`);
    };
    const setups = { pages: pageRequest, "api reads": readRequest, orders: orderRequest };
    const shift = (n * 7) % CYCLE.length;
    const cycle = [...CYCLE.slice(shift), ...CYCLE.slice(0, shift)];
    client.setRequests(cycle.map((kind) => ({ setupRequest: setups[kind], onResponse })));
    // The answer's kind is `current` until the next request is set up (autocannon sets it up
    // after emitting "response"). A timeout starts the next request first, hence `previous`.
    client.on("response", (status: number, _bytes: number, ms: number) => {
      kinds[current].latencies.push(ms);
      answered[tenth()]! += 1;
      if (status < 200 || status >= 300) kinds[current].non2xx++;
    });
    const events: NodeJS.EventEmitter = client; // the types name only some of a client's events
    events.on("timeout", () => {
      kinds[previous].timeouts++;
      note(`timeout ${previousPath} (connection ${n}, its request ${sentHere - 1})`);
    });
    events.on("connError", (error: Error) => {
      kinds[current].socketErrors++;
      note(`socket error ${path}: ${error.message}`);
    });
  };
  // The load generator's own event loop: if it stalls, its latencies and timeouts are its own.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const result = await autocannon({ url, connections, duration, setupClient });
  lag.disable();
  return {
    result,
    kinds,
    timeline: answered.map((n) => n / (duration / 10)),
    failedTimeline: failed,
    generatorDelay: { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
