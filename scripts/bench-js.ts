// npm run bench:js — the first-load JavaScript of home and sign-in (issue 16 item 5) of the
// current build, without the load runs of `npm run bench`. Run `npm run build` first. Exits
// non-zero when a target is missed.
import { freshLocation } from "../tests/support/database";
import { startServer } from "../tests/support/server";
import { checkFirstLoadJs } from "./lib/first-load-js";

const location = await freshLocation("bench-js");
const server = await startServer(location, { LOG_LEVEL: "warn" });
try {
  const pass = await checkFirstLoadJs(server.baseUrl, "demo.localhost");
  console.log(pass ? "bench:js: targets met" : "bench:js: TARGETS MISSED");
  process.exitCode = pass ? 0 : 1;
} finally {
  await server.stop();
  await location.dispose();
}
