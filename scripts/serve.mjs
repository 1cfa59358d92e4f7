// The production server: Next.js's request handler behind Node's own HTTP server.
// Why not `next start`: Next fills X-Forwarded-For with the socket's address only when the client
// sent none, so a client could name any address and slip past per-IP limits. Here the socket's
// address is appended, as a reverse proxy would, and src/server/auth/http.ts#clientIp counts back
// from the end (docs/decisions/0006-custom-server.md). Settings are checked by scripts/start.ts.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, ".."), port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const address = req.socket.remoteAddress ?? "unknown";
  const claimed = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = claimed ? `${claimed}, ${address}` : address;
  void handle(req, res);
});

server.listen(port, () => console.log(`kedai: listening on http://localhost:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    globalThis.__kedaiBeforeShutdown?.(); // ends live streams (src/server/startup.ts)
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
