// `npm run bench -- --streams` (and part of `npm run bench`): issue 34 item 3. One instance holds
// 1,000 open staff boards and 1,000 open tracking pages (each following its own order); staff
// accept an order, 20 times in a row. Measured: how long each change takes to reach every board
// and the order's tracking page (p99, from the moment the change was sent), and how long a
// bystander's request (a customer reading one of their orders) takes while the change goes out, against the same
// request on the idle server.
import { randomUUID } from "node:crypto";
import { freshLocation } from "../../tests/support/database";
import { get, post } from "../../tests/support/http";
import { signIn } from "../../tests/support/sessions";
import { startServer } from "../../tests/support/server";
import { Worker } from "node:worker_threads";
import type { ScreensSetup, Watch } from "./bench-streams-screens";
import { BENCH_HOST, BENCH_PHONE, DEMO_ITEM } from "./bench-pages";
import { pickupOrder } from "../../tests/support/order-bodies";

const BOARDS = 1000;
const TRACKED = 1000;
const CHANGES = 20;
const OWNER = "+6281100000090"; // the demo's owner: every branch's board

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, task: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width)
    out.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return out;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

type Screens = Awaited<ReturnType<typeof openScreens>>;

/** The open screens, in a worker thread (bench-streams-screens.ts), once every one is open. */
async function openScreens(setup: ScreensSetup) {
  // A worker's own module loader knows no TypeScript: it registers tsx before loading the file.
  const file = new URL("./bench-streams-screens.ts", import.meta.url).href;
  const worker = new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`,
    { eval: true, workerData: setup },
  );
  const answer = <T>() =>
    new Promise<T>((resolve, reject) => {
      const fail = (error: Error) => reject(error);
      worker.once("error", fail);
      worker.once("message", (message: T) => {
        worker.off("error", fail);
        resolve(message);
      });
    });
  await answer<{ open: true }>();
  return {
    watch: (watch: Watch) => {
      const heard = answer<{ boards: number[]; tracking: number }>();
      worker.postMessage(watch);
      return heard;
    },
    close: async () => {
      worker.postMessage("close");
      await worker.terminate();
    },
  };
}

export interface StreamFigures {
  label: string;
  boardP99: number;
  trackingP99: number;
  idleMs: number;
  busyMs: number;
}

/** The fan-out bench on one database; true when its targets are met. */
export async function streamBench(label: string, postgres: boolean) {
  const location = await freshLocation("bench-streams", { postgres });
  const server = await startServer(location, {
    LOG_LEVEL: "warn",
    AUTH_TEST_PHONE_NUMBERS: `${BENCH_PHONE}:12345,${OWNER}:12345`,
    STREAMS_PER_ADDRESS: String(BOARDS + TRACKED + 10),
    STREAMS_PER_PROCESS: String(BOARDS + TRACKED + 10),
  });
  let screens: Screens | undefined;
  try {
    const customer = await signIn(server.baseUrl, BENCH_PHONE);
    const owner = await signIn(server.baseUrl, OWNER);
    const started = Date.now();
    const orderIds = await inBatches([...Array(TRACKED).keys()], 10, async () => {
      const placed = await post(
        server.baseUrl,
        "/api/orders/demo/customer",
        BENCH_HOST,
        pickupOrder(DEMO_ITEM.branchId, [{ itemId: DEMO_ITEM.uid, qty: 1 }]),
        { ...customer.headers, "x-idempotency-key": randomUUID() },
      );
      if (placed.status !== 200)
        throw new Error(`placing an order: ${placed.status} ${placed.body}`);
      return placed.json<{ data: { uid: string } }>().data.uid;
    });
    console.log(
      `${label}: ${TRACKED} orders placed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const opening = Date.now();
    screens = await openScreens({
      baseUrl: server.baseUrl,
      host: BENCH_HOST,
      boards: { count: BOARDS, headers: owner.headers },
      tracking: {
        paths: orderIds.map((id) => `/api/orders/demo/${id}/events`),
        headers: customer.headers,
      },
    });
    console.log(
      `${label}: ${BOARDS + TRACKED} streams open in ${((Date.now() - opening) / 1000).toFixed(1)} s`,
    );
    const bystander = () =>
      timed(async () => {
        const path = `/api/orders/demo/${orderIds.at(-1)}`;
        const answer = await get(server.baseUrl, path, BENCH_HOST, customer.headers);
        if (answer.status !== 200) throw new Error(`bystander: ${answer.status}`);
      });
    const idle: number[] = [];
    for (let i = 0; i < 30; i++) idle.push(await bystander());

    const boardDelays: number[] = [];
    const trackingDelays: number[] = [];
    const busy: number[] = [];
    for (let round = 0; round < CHANGES; round++) {
      const orderId = orderIds[round]!;
      const sentAt = Date.now();
      const change = post(
        server.baseUrl,
        `/api/staff/orders/${orderId}/status`,
        BENCH_HOST,
        { status: "ACCEPTED" },
        owner.headers,
      );
      // A bystander asks again and again while the change goes out, until every screen has it.
      const watched = screens.watch({ orderId, tracking: round });
      let done = false;
      void watched.finally(() => (done = true));
      do busy.push(await bystander());
      while (!done);
      const answer = await change;
      if (answer.status !== 200) throw new Error(`accepting: ${answer.status} ${answer.body}`);
      const heard = await watched;
      boardDelays.push(...heard.boards.map((at) => at - sentAt));
      trackingDelays.push(heard.tracking - sentAt);
    }
    const figures: StreamFigures = {
      label,
      boardP99: percentile(boardDelays, 99),
      trackingP99: percentile(trackingDelays, 99),
      idleMs: percentile(idle, 50),
      busyMs: percentile(busy, 50),
    };
    console.log(
      `${label.padEnd(11)} boards ${BOARDS}, tracking ${TRACKED}, ${CHANGES} changes: ` +
        `to every board p99 ${figures.boardP99} ms, to its tracking page p99 ${figures.trackingP99} ms   (target ≤ 1,000 ms); ` +
        `bystander p50 ${figures.busyMs.toFixed(1)} ms against ${figures.idleMs.toFixed(1)} ms idle ` +
        `(${(figures.busyMs / figures.idleMs).toFixed(2)}×, target ≤ 2×)`,
    );
    return (
      figures.boardP99 <= 1000 &&
      figures.trackingP99 <= 1000 &&
      figures.busyMs <= 2 * figures.idleMs
    );
  } finally {
    await screens?.close();
    await server.stop();
    await location.dispose();
  }
}
