import http from "node:http";
import type { HttpAnswer } from "./http";

/**
 * A GET that may answer a Server-Sent Events stream: an event stream is read until `until`
 * accepts the events so far, then for `settleMs` more without a new event (to catch any extra
 * one), and closed; the events' text is the answer's body. Any other answer is read whole.
 */
export function eventsUntil(
  baseUrl: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
  until: (events: Record<string, string>[]) => boolean = (events) => events.length > 0,
  settleMs = 0,
  timeoutMs = 10_000,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, baseUrl), { headers: { ...headers, host } }, (res) => {
      const stream = String(res.headers["content-type"] ?? "").startsWith("text/event-stream");
      let text = "";
      let settled: ReturnType<typeof setTimeout> | undefined;
      const timer = setTimeout(() => {
        res.destroy();
        reject(new Error(`${path}: no event within ${timeoutMs} ms (got ${JSON.stringify(text)})`));
      }, timeoutMs);
      const done = (body: string) => {
        clearTimeout(timer);
        clearTimeout(settled);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          bytes: Buffer.from(body),
          json: <T>() => JSON.parse(body) as T,
        });
      };
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        if (!stream) return;
        // Blocks without a data line (comments, retry:) are no events.
        const blocks = text.split("\n\n").slice(0, -1);
        const events = blocks.filter((b) => b.split("\n").some((l) => l.startsWith("data:")));
        if (!until(events.map(eventFields))) return;
        clearTimeout(settled);
        settled = setTimeout(() => {
          res.destroy();
          done(events.join("\n\n"));
        }, settleMs);
      });
      res.on("end", () => done(text));
      res.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    req.on("error", reject);
  });
}

/** The fields of one event block (`event`, `id`, `data`). */
export function eventFields(block: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of block.split("\n")) {
    const at = line.indexOf(":");
    if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1).trimStart();
  }
  return fields;
}
