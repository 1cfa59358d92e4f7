// The open screens of the stream bench (bench-streams.ts), in a worker thread of their own: reading
// 2,000 streams takes CPU, and in the bench's own event loop it would delay the bystander's
// answer it measures. Told an order, it answers when each watched screen first carried it accepted.
import { parentPort, workerData } from "node:worker_threads";
import { openSse } from "../../tests/support/sse";

export interface ScreensSetup {
  baseUrl: string;
  host: string;
  boards: { count: number; headers: Record<string, string> };
  tracking: { paths: string[]; headers: Record<string, string> };
}
/** Asked: when did every board and the tracking screen `tracking` carry `orderId` accepted. */
export interface Watch {
  orderId: string;
  tracking: number;
}

type Stream = Awaited<ReturnType<typeof openSse>>;

async function inBatches<T, R>(items: T[], width: number, task: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width)
    out.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return out;
}

function acceptedAt(stream: Stream, orderId: string): number | null {
  for (const e of stream.events)
    if (e.event === "order" && e.data.includes(orderId) && e.data.includes('"status":"ACCEPTED"'))
      return e.at;
  return null;
}

async function main() {
  const setup = workerData as ScreensSetup;
  const { baseUrl, host } = setup;
  const boards = await inBatches([...Array(setup.boards.count).keys()], 50, () =>
    openSse(baseUrl, "/api/staff/events", host, setup.boards.headers),
  );
  const tracking = await inBatches(setup.tracking.paths, 50, (path) =>
    openSse(baseUrl, path, host, setup.tracking.headers),
  );
  const refused = [...boards, ...tracking].filter((s) => s.status !== 200).length;
  if (refused > 0) throw new Error(`${refused} streams were refused`);
  await Promise.all(boards.map((b) => b.next((e) => e.event === "ready", 60_000)));
  parentPort!.postMessage({ open: true });
  parentPort!.on("message", async (message: Watch | "close") => {
    if (message === "close") {
      for (const s of [...boards, ...tracking]) s.close();
      parentPort!.close();
      return;
    }
    const watched = [...boards, tracking[message.tracking]!];
    const deadline = Date.now() + 30_000;
    while (watched.some((s) => acceptedAt(s, message.orderId) === null)) {
      if (Date.now() > deadline) throw new Error(`${message.orderId}: not every screen heard`);
      await new Promise((r) => setTimeout(r, 20));
    }
    parentPort!.postMessage({
      boards: boards.map((b) => acceptedAt(b, message.orderId)!),
      tracking: acceptedAt(tracking[message.tracking]!, message.orderId)!,
    });
  });
}

void main();
