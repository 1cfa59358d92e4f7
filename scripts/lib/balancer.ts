// A small round-robin reverse proxy: several app instances on one database behind one address,
// as a production load balancer puts them (`npm run bench -- --soak --instances 2`).
//
// HTTP rather than TCP round robin: a TCP balancer picks an instance per connection, so a
// keep-alive client (a browser, autocannon's connections) stays on one instance for its whole life,
// and it cannot add X-Forwarded-For: every instance would see the balancer as the client, and the
// per-IP sign-in limits would count every customer as one. Here each request goes to the next
// instance and carries the client's address; the instances run with TRUST_PROXY_HOPS=1
// (docs/decisions/0006-custom-server.md). Bodies stream both ways, so an event stream
// (text/event-stream) stays open and passes each event on as it comes.
import http from "node:http";
import { pathToFileURL } from "node:url";

// Headers that describe one connection, not the message (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase()),
  );
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) out[name] = value;
  return out;
}

export interface Balancer {
  server: http.Server;
  /** Requests sent to each target so far. */
  counts: number[];
  close(): Promise<void>;
}

export function createBalancer(targets: string[]): Balancer {
  const upstreams = targets.map((target) => ({
    url: new URL(target),
    // Idle connections to an instance close well before the instance's own 5 s keep-alive
    // timeout would, even when a busy machine runs timers late, so a request is never sent on a
    // connection the instance is just closing. (Only idle ones: a quiet event stream stays.)
    agent: new http.Agent({ keepAlive: true, timeout: 1000 }),
  }));
  const counts = targets.map(() => 0);
  let turn = 0;

  const server = http.createServer((req, res) => {
    const index = turn;
    turn = (turn + 1) % upstreams.length;
    counts[index]! += 1;
    const { url, agent } = upstreams[index]!;
    const headers = endToEnd(req.headers);
    const address = req.socket.remoteAddress ?? "unknown";
    const claimed = req.headers["x-forwarded-for"];
    headers["x-forwarded-for"] = claimed ? `${String(claimed)}, ${address}` : address;

    const upstream = http.request(
      { hostname: url.hostname, port: url.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        // An event stream may say nothing for a while: its headers go out now.
        if (String(answer.headers["content-type"]).startsWith("text/event-stream"))
          res.flushHeaders();
        answer.pipe(res);
        // The instance gone mid-answer: the client must see a cut, not a short body.
        answer.on("close", () => {
          if (!answer.complete) res.destroy();
        });
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "text/plain" });
        res.end(
          `bad gateway: ${error.code ?? error.message} (reused connection: ${upstream.reusedSocket})\n`,
        );
      } else res.destroy();
    });
    // The client gone (an event stream closed): let go of the instance's side too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    // pipe() with the two handlers above rather than stream.pipeline(): pipeline's bookkeeping
    // made the proxy markedly slower on this machine (about 2,400 against 4,000 small answers/s).
    req.pipe(upstream);
  });

  return {
    server,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const { agent } of upstreams) agent.destroy();
      }),
  };
}

// As its own process (forked by the soak bench, so the proxy does not share an event loop with
// the load generator): `balancer.ts URL...`; reports `{port}` and answers "counts" over IPC.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const balancer = createBalancer(process.argv.slice(2));
  balancer.server.listen(0, "127.0.0.1", () => {
    const { port } = balancer.server.address() as { port: number };
    process.send?.({ port });
  });
  process.on("message", (message) => {
    if (message === "counts") process.send?.({ counts: balancer.counts });
  });
  process.on("disconnect", () => void balancer.close().then(() => process.exit(0)));
}
