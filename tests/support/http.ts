import http from "node:http";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

/**
 * GET with an explicit Host header: Node does not resolve *.localhost, so tests talk to
 * 127.0.0.1 and name the brand's host the way a browser would.
 */
export function get(
  baseUrl: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "GET", headers: { ...headers, host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          json: <T>() => JSON.parse(body) as T,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}
