// @ts-check
// The door while the app starts: a child process of src/edge/serve.mjs that answers every request
// at once (src/edge/starting.mjs) while the server cannot: on a first start PGlite creates its
// database in WebAssembly, which holds the server's main thread for seconds at a time.
//
// The door never has a port of its own. The server listens first and passes its listening socket
// over IPC (this process gets a copy of the descriptor) and lets go of its own copy; when the app
// has started, the door passes the socket back and lets go of its copy. The socket stays open the
// whole time, so no connection is refused or reset at the hand-over: one waiting in its queue is
// accepted by whichever process holds it next.
//
// Messages from the server: "listen" with the socket, "hand back", "close". To the server: "ready"
// (loaded: the socket may come), "open" (accepting), "listener" with the socket, "stopped" (no longer accepting; the process ends when
// its last answer is sent), { request } (an access-log line: the server writes it through the
// app's logger and its scrubbing).
import { createServer } from "node:http";
import { baseHeaders, pathOf, requestIdFrom } from "./edge.mjs";
import { answerStarting } from "./starting.mjs";

/** @param {unknown} message @param {import("node:net").Server} [handle] */
const tell = (message, handle) => {
  if (process.connected) process.send?.(message, handle);
};

const http = createServer({ requireHostHeader: false }, (req, res) => {
  const started = process.hrtime.bigint();
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  res.setHeader("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(baseHeaders(req.headers.host)))
    res.setHeader(name, value);
  res.on("finish", () =>
    tell({
      request: {
        reqId: requestId,
        method: req.method,
        path: pathOf(req.url),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      },
    }),
  );
  answerStarting(req, res);
});
http.on("clientError", (_error, socket) => socket.destroy());

/** The server's listening socket, while this process holds a copy. */
/** @type {import("node:net").Server | undefined} */
let listener;
let stopping = false;

/** Stops accepting at once (the socket stays open in the server), then ends when the last answer
 * is sent. */
function stop() {
  if (stopping) return;
  stopping = true;
  if (!listener) return process.exit();
  listener.close(() => process.disconnect());
  tell("stopped");
}

process.on("message", (message, handle) => {
  if (message === "listen") {
    listener = /** @type {import("node:net").Server} */ (handle);
    listener.on("connection", (socket) => http.emit("connection", socket));
    tell("open");
  } else if (message === "hand back") {
    tell("listener", listener); // the server listens on it, then sends "close"
  } else if (message === "close") {
    stop();
  }
});
// The server decides when the door closes: a terminal's Ctrl-C reaches every process of the group.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => {});
// The server is gone (even killed): this process must not hold its port.
process.on("disconnect", stop);
// Only now may the socket come: a socket passed earlier would accept connections before the
// handler above is there to answer them.
tell("ready");
