import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { authClient } from "../support/auth-flow";
import { locationsForFile } from "../support/database";
import { get, post } from "../support/http";
import { startServer } from "../support/server";

// src/edge/serve.mjs (the HTTP edge) and the app share one process through
// src/edge/edge-state.mjs, and read their settings through the same definitions
// (src/edge/env-edge.mjs, src/server/env.ts): decision 0019.
const { location, defer } = locationsForFile("edge-and-app");
const host = "demo.localhost";

/** Every file under `dir` with its size and modification time: what a start would change. */
function folderState(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" });
  return Object.fromEntries(
    files.map((f) => {
      const stat = fs.statSync(path.join(dir, f));
      return [f, `${stat.size} ${stat.mtimeMs}`];
    }),
  );
}

describe("the edge and the app in one process", () => {
  it("shares the request, the log output and the settings; serves the bench's route", async () => {
    const server = await startServer(await location(), {
      LOG_LEVEL: "info",
      MAP_TILE_URL: "https://{s}.tiles.example.com/{z}/{x}/{y}.png",
      BENCH_ROUTES: "1",
    });
    defer(() => server.stop());

    // A line the app logs while handling a request carries the id the edge gave the request.
    const requestId = "edge-and-app-7f3a9c21";
    const otp = await authClient(server.baseUrl).createOtp("+6281298765432", {
      "x-request-id": requestId,
    });
    expect(otp.status).toBe(200);
    expect(otp.headers["x-request-id"]).toBe(requestId);
    const appLine = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg?: string; reqId?: string })
        .find((line) => line.msg === "SMS written to the outbox");
    await expect.poll(appLine).toMatchObject({ reqId: requestId });

    // The page policy allows the tiles of the app's MAP_TILE_URL.
    const page = await get(server.baseUrl, "/", host);
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain(
      "img-src 'self' data: blob: https://*.tiles.example.com;",
    );

    // The bench's insert route, kept with the bench (src/server/bench/insert.ts).
    const insert = await post(server.baseUrl, "/api/bench/insert", host, {});
    expect(insert.status).toBe(200);
    expect(insert.json()).toMatchObject({ isErr: false, data: { uid: expect.any(String) } });
  });

  it("stops at a port that is not a port, naming it, before the database is touched", async () => {
    const loc = await location();
    const before = folderState(loc.dataDir);
    await expect(startServer(loc, { PORT: "eighty" })).rejects.toThrow(
      /kedai could not start: Invalid environment settings:[\s\S]*PORT:/,
    );
    expect(folderState(loc.dataDir)).toEqual(before);
  });
});
