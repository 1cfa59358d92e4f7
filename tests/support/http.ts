import http from "node:http";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
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
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text,
          json: <T>() => JSON.parse(text) as T,
        }),
      );
    });
    req.on("error", reject);
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
