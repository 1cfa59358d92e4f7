// npm run bench:js — the first-load JavaScript of the storefront's pages, the staff board and the
// owner console in both languages (issue 16 item 5, issue 17 item 8, issue 34 item 6) of the
// current build, without the load runs and Lighthouse of `npm run bench`. Run `npm run build` first. Exits non-zero when a target
// is missed.
import { freshLocation } from "../tests/support/database";
import { startServer } from "../tests/support/server";
import { BENCH_AUTH_NUMBERS, jsPages, placeTrackedOrder } from "./lib/bench-pages";
import { checkFirstLoadJs } from "./lib/first-load-js";

const location = await freshLocation("bench-js");
const server = await startServer(location, {
  LOG_LEVEL: "warn",
  AUTH_TEST_PHONE_NUMBERS: BENCH_AUTH_NUMBERS,
});
try {
  const pages = jsPages(await placeTrackedOrder(server.baseUrl));
  const pass = await checkFirstLoadJs(server.baseUrl, pages);
  console.log(pass ? "bench:js: targets met" : "bench:js: TARGETS MISSED");
  process.exitCode = pass ? 0 : 1;
} finally {
  await server.stop();
  await location.dispose();
}
