import http from "node:http";

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  /** When it arrived (Date.now()). */
  at: number;
  json<T = unknown>(): T;
}

/**
 * A Server-Sent Events client for tests: connects with a Host header (Node does not resolve
 * *.localhost), parses the stream, and waits for the events a test expects.
 */
export async function openSse(
  baseUrl: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
) {
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(new URL(path, baseUrl), { headers: { ...headers, host } }, resolve);
    req.on("error", reject);
  });
  let buffer = "";
  let raw = "";
  response.setEncoding("utf8");
  response.on("data", (chunk: string) => {
    raw += chunk;
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const fields: Record<string, string> = {};
      for (const line of block.split("\n")) {
        if (line.startsWith(":") || !line.includes(":")) continue;
        const at = line.indexOf(":");
        fields[line.slice(0, at)] = line.slice(at + 1).trimStart();
      }
      if (fields.data === undefined) continue;
      const data = fields.data;
      events.push({
        id: fields.id,
        event: fields.event ?? "message",
        data,
        at: Date.now(),
        json: <T>() => JSON.parse(data) as T,
      });
      for (const wake of waiters) wake();
    }
  });
  response.on("end", () => {
    ended = true;
    for (const wake of waiters) wake();
  });
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    events,
    ended: () => ended,
    /** Everything received so far (a refusal's JSON body). */
    body: () => raw,
    /** The first event (from `from` on) matching `match`, within `timeoutMs`. */
    next(match: (e: SseEvent) => boolean, timeoutMs = 5000, from = 0): Promise<SseEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) return done(() => resolve(found));
          if (ended) return done(() => reject(new Error("the stream ended")));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no matching event within ${timeoutMs} ms`))),
          timeoutMs,
        );
        const done = (fn: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          fn();
        };
        waiters.add(check);
        check();
      });
    },
    close: () => response.destroy(),
  };
}
