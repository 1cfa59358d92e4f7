import net from "node:net";
import { describe, expect, it } from "vitest";
import type { TestLocation } from "../support/database";
import { locationsForFile } from "../support/database";
import type { NpmStart } from "../support/npm-start";
import { npmStart } from "../support/npm-start";
import { halfSentPost } from "../support/http";
import { startServer } from "../support/server";

// Issue 14 item 8: a real `npm start`, stopped with real signals the way people and process
// managers stop it. docs/RELIABILITY.md "Start and stop".
const { location, defer } = locationsForFile("start-stop");
const host = "demo.localhost";
/** A first start (demo brands) plus a second one, on a machine shared with other test runs. */
const SLOW = 150_000;

async function started(loc: TestLocation, until?: "ready" | "listening"): Promise<NpmStart> {
  const app = await npmStart(loc, { until });
  defer(async () => {
    if (app.groupAlive()) process.kill(-app.pid, "SIGKILL");
  });
  return app;
}

/** Whatever stopped it: every process of the group is gone, the port is free, the stop was clean. */
async function expectStoppedCleanly(app: NpmStart, withinMs = 15_000): Promise<void> {
  const exit = await Promise.race([
    app.exited,
    new Promise((r) => setTimeout(() => r(`npm still running after ${withinMs} ms`), withinMs)),
  ]);
  expect(exit, app.output()).toEqual({ code: 0, signal: null });
  await expect.poll(() => app.groupAlive(), { timeout: 5000 }).toBe(false);
  await expect(
    new Promise((resolve, reject) =>
      net.connect(app.port, "127.0.0.1").on("connect", resolve).on("error", reject),
    ),
  ).rejects.toThrow(/ECONNREFUSED/);
  expect(app.output()).toContain('"msg":"shutdown complete"');
}

/** The next start on the same data finds the database closed properly. */
async function expectNextStartQuiet(loc: TestLocation): Promise<void> {
  const next = await startServer(loc);
  defer(() => next.stop());
  expect(next.output()).not.toContain("not closed cleanly");
}

/** A request whose headers are in and half of its body is not; `finish()` sends the rest. */
function requestInFlight(baseUrl: string) {
  const { answer, finish } = halfSentPost(baseUrl, "/api/auth/create-otp", host, {
    phoneNumber: "+6281298765432",
    brandId: "demo",
    targetApp: "kitchen-web-app",
  });
  return {
    answer: answer.then(
      (a): number | string => a.status,
      (error: Error) => `no answer: ${error.message}`,
    ),
    finish,
  };
}

describe("npm start", () => {
  it(
    "stops gracefully on Ctrl-C (SIGINT to the whole process group), and the next start does not warn",
    async () => {
      const loc = await location();
      const app = await started(loc);
      process.kill(-app.pid, "SIGINT");
      await expectStoppedCleanly(app);
      await expectNextStartQuiet(loc);
    },
    SLOW,
  );

  it(
    "ignores a repeated Ctrl-C while requests finish",
    async () => {
      const loc = await location();
      const app = await started(loc);
      const inFlight = requestInFlight(app.baseUrl);
      await new Promise((r) => setTimeout(r, 300)); // the request reaches the route
      process.kill(-app.pid, "SIGINT");
      await expect.poll(() => app.output()).toContain("shutting down");
      // A person presses Ctrl-C again, twice, while the drain waits for the request.
      await new Promise((r) => setTimeout(r, 300));
      process.kill(-app.pid, "SIGINT");
      await new Promise((r) => setTimeout(r, 300));
      process.kill(-app.pid, "SIGINT");
      await new Promise((r) => setTimeout(r, 300));
      expect(app.groupAlive(), app.output()).toBe(true);
      expect(app.output()).toContain('"msg":"already shutting down; finishing requests in flight"');
      inFlight.finish();
      expect(await inFlight.answer).toBe(200);
      await expectStoppedCleanly(app);
      await expectNextStartQuiet(loc);
    },
    SLOW,
  );

  it(
    "on Ctrl-C during a first start, lets the start finish, then stops cleanly",
    async () => {
      const loc = await location();
      const app = await started(loc, "listening");
      // Listening comes a moment before the start itself: a stop then has nothing to wait for.
      await expect.poll(() => app.output(), { timeout: 10_000 }).toContain('"msg":"starting: ');
      expect(app.output()).not.toContain('"msg":"ready: '); // still loading the demo brands
      process.kill(-app.pid, "SIGINT");
      await expect.poll(() => app.output()).toContain("letting the start finish first");
      await new Promise((r) => setTimeout(r, 300));
      process.kill(-app.pid, "SIGINT"); // an impatient second Ctrl-C
      await expectStoppedCleanly(app, 120_000);
      expect(app.output()).not.toContain("job worker could not reach the database");
      await expectNextStartQuiet(loc);
    },
    SLOW,
  );

  it(
    "stops gracefully on SIGTERM sent to the npm process alone (a process manager)",
    async () => {
      const loc = await location();
      const app = await started(loc);
      process.kill(app.pid, "SIGTERM");
      await expectStoppedCleanly(app);
      await expectNextStartQuiet(loc);
    },
    SLOW,
  );
});
