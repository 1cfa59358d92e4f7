import http from "node:http";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as they came (still compressed when the answer says Content-Encoding). */
  bytes: Buffer;
  json<T = unknown>(): T;
}

/**
 * An HTTP request with an explicit Host header: Node does not resolve *.localhost, so tests
 * talk to 127.0.0.1 and name the brand's host the way a browser would.
 */
export function request(
  method: string,
  baseUrl: string,
  path: string,
  host: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<HttpAnswer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      // The server gone after its headers and before the end of its body (killed outright).
      res.on("close", () => {
        if (!res.complete)
          reject(Object.assign(new Error("answer cut short"), { code: "ECONNRESET" }));
      });
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString("utf8");
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text,
          bytes,
          json: <T>() => JSON.parse(text) as T,
        });
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as this request went out on it (its idle
      // timeout is 5 s): Node's documented answer is to send it again, on a new connection.
      if (req.reusedSocket && error.code === "ECONNRESET")
        resolve(request(method, baseUrl, path, host, { headers, body }));
      else reject(error);
    });
    req.end(body);
  });
}

export function get(
  baseUrl: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return request("GET", baseUrl, path, host, { headers });
}

/** POST a JSON value (or, given a string, those exact bytes). */
export function post(
  baseUrl: string,
  path: string,
  host: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return request("POST", baseUrl, path, host, {
    headers: { "content-type": "application/json", ...headers },
    body: text,
  });
}

/**
 * A POST whose headers are in and half of whose body is not, to hold a request in flight (a
 * graceful stop must finish it). `finish()` sends the rest; `answer` is its status and body.
 */
export function halfSentPost(baseUrl: string, path: string, host: string, value: unknown) {
  const body = JSON.stringify(value);
  const half = Math.floor(body.length / 2);
  let req: http.ClientRequest | undefined;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req = http.request(
      new URL(path, baseUrl),
      {
        method: "POST",
        headers: {
          host,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, half));
  });
  return { answer, finish: () => void req?.end(body.slice(half)) };
}
