import http from "node:http";

/** One request of the hostile-input suite, sent exactly as given (no URL normalisation). */
export interface HostileRequest {
  method: string;
  /** The raw request target: sent as is, so `..`, `%2e` and `%00` reach the server untouched. */
  path: string;
  host: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
}

export interface HostileAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The answer was an event stream (closed by us as soon as its headers arrived). */
  stream: boolean;
}

const MAX_ANSWER_BYTES = 1 << 20;

/**
 * An HTTP client for many small requests: keep-alive sockets, a deadline per request (a hang is a
 * failure, not a slow test), and a count of everything sent.
 */
export function hostileClient(baseUrl: () => string, { timeoutMs = 15_000, sockets = 8 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  let sent = 0;

  function send(req: HostileRequest): Promise<HostileAnswer> {
    sent++;
    const url = new URL(baseUrl());
    const headers: Record<string, string> = { ...req.headers, host: req.host };
    // Node frames a GET's body only when told how: without either header the bytes would be
    // read as the start of the next request on this keep-alive socket.
    if (req.chunked) headers["transfer-encoding"] = "chunked";
    else if (req.body !== undefined)
      headers["content-length"] = String(Buffer.byteLength(req.body));
    return new Promise((resolve, reject) => {
      let answered = false;
      const outgoing = http.request(
        {
          hostname: url.hostname,
          port: url.port,
          method: req.method,
          path: req.path,
          headers,
          setHost: false,
          agent,
        },
        (res) => {
          answered = true;
          const stream = /^text\/event-stream/i.test(res.headers["content-type"] ?? "");
          if (stream) {
            res.destroy();
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "", stream });
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
          });
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString("utf8"),
              stream,
            }),
          );
          res.on("error", reject);
        },
      );
      outgoing.setTimeout(timeoutMs, () => {
        outgoing.destroy(new Error(`no answer within ${timeoutMs} ms (a hang)`));
      });
      // The server may answer (413, 401) before it has read a large body; a write error after
      // the answer arrived is not a failure of the request.
      outgoing.on("error", (error) => {
        if (!answered) reject(error);
      });
      if (req.body === undefined) outgoing.end();
      else if (req.chunked) {
        outgoing.write(req.body);
        outgoing.end();
      } else outgoing.end(req.body);
    });
  }

  return {
    send,
    /** Requests sent so far (every attempt, including fast-check's shrinking). */
    sent: () => sent,
    close: () => agent.destroy(),
  };
}
