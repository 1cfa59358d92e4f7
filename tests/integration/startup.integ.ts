import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locationsForFile, usingPostgres } from "../support/database";
import { authClient } from "../support/auth-flow";
import { get } from "../support/http";
import { startServer } from "../support/server";

const { location, defer } = locationsForFile("startup");

describe("console SMS provider (the default)", () => {
  it("writes the message to DATA_DIR/sms-outbox.log and only a masked number to the log", async () => {
    const loc = await location();
    const server = await startServer(loc, { LOG_LEVEL: "info" });
    defer(() => server.stop());
    const api = authClient(server.baseUrl);
    expect((await api.createOtp("+6281298765432")).status).toBe(200);
    const outbox = path.join(loc.dataDir, "sms-outbox.log");
    await expect.poll(() => fs.existsSync(outbox)).toBe(true);
    const [sent] = fs
      .readFileSync(outbox, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(sent).toMatchObject({ to: "+6281298765432", brandId: "demo" });
    const code = /^Your Dapur Kue Demo code is (\d{5})$/.exec(sent.message)?.[1];
    expect(code).toMatch(/^\d{5}$/);
    await expect.poll(() => server.output()).toContain('"msg":"SMS written to the outbox"');
    expect(server.output()).toContain("+62812*****432");
    expect(server.output()).not.toContain("+6281298765432");
    expect(server.output()).not.toContain(`code is ${code}`);
  });
});

describe("server start", () => {
  it("refuses a bad setting with a message naming the variable", async () => {
    const loc = await location();
    const start = startServer(loc, { DEFAULT_BRAND: "Not_A_Label", LOG_LEVEL: "loud" });
    await expect(start).rejects.toThrow(
      /kedai could not start: Invalid environment settings:[\s\S]*DEFAULT_BRAND:[\s\S]*LOG_LEVEL:/,
    );
  });

  // The lock guards the embedded database only; PostgreSQL is made for many servers.
  it.skipIf(usingPostgres)(
    "refuses a second server on the same embedded database, naming the folder",
    async () => {
      const loc = await location();
      const first = await startServer(loc);
      defer(() => first.stop());
      await expect(startServer(loc)).rejects.toThrow(
        `The embedded database in ${loc.dataDir}/pglite is in use by another process`,
      );
      // and the first one is unharmed
      expect((await get(first.baseUrl, "/api/branches", "demo.localhost")).status).toBe(200);
    },
  );

  it.runIf(usingPostgres)("lets two servers share one PostgreSQL database", async () => {
    const loc = await location();
    const [a, b] = await Promise.all([startServer(loc), startServer(loc)]);
    defer(() => a.stop());
    defer(() => b.stop());
    for (const server of [a, b]) {
      const branches = (await get(server.baseUrl, "/api/branches", "kopi.localhost")).json<{
        data: unknown[];
      }>();
      expect(branches.data).toHaveLength(1); // seeded once, not twice
    }
  });
});
