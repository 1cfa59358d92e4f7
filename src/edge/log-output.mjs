// @ts-check
// Where the server's log lines go (docs/RELIABILITY.md "Logs"). Piped or redirected (a log
// collector, the tests, the e2e log audit), each line stays the JSON object it is. In a terminal,
// a person reads one short line per event instead: time, level, message, and the other fields.
// The lines arrive already scrubbed (src/server/log-scrub.ts), so the pretty form shows only what
// the JSON would.
import pinoPretty from "pino-pretty";

/**
 * @param {{ isTTY?: boolean, write(text: string): unknown }} stream
 * @returns {(line: string) => void} writes one JSON line (with its "\n")
 */
export function logOutput(stream) {
  if (!stream.isTTY) return (line) => void stream.write(line);
  const pretty = prettyLine();
  return (line) => void stream.write(pretty(line));
}

/**
 * One JSON log line as a person reads it. An access line becomes `GET /path 200 12.3 ms`; the
 * request id and the service name are left out (they are in the JSON). Anything that is not a
 * JSON object passes through unchanged.
 * @param {{ colorize?: boolean }} [options] colours: by default when the terminal supports them
 * @returns {(line: string) => string}
 */
export function prettyLine(options = {}) {
  const format = pinoPretty.prettyFactory({
    translateTime: "SYS:HH:MM:ss",
    ignore: "service,reqId",
    singleLine: true,
    ...(options.colorize === undefined ? {} : { colorize: options.colorize }),
  });
  return (line) => {
    /** @type {unknown} */
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return line;
    }
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return line;
    const fields = /** @type {Record<string, unknown>} */ (entry);
    if (fields.msg === "request") {
      const { method, path, status, ms, ...rest } = fields;
      return format({ ...rest, msg: `${method} ${path} ${status} ${ms} ms` });
    }
    return format(fields);
  };
}
