import { afterEach, describe, expect, it } from "vitest";
import type { TestLocation } from "../support/database";
import { freshLocation, usingPostgres } from "../support/database";
import { get } from "../support/http";
import { startServer } from "../support/server";

const disposers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const dispose of disposers.splice(0).reverse()) await dispose();
});

async function location(): Promise<TestLocation> {
  const loc = await freshLocation("startup");
  disposers.push(() => loc.dispose());
  return loc;
}

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
      disposers.push(() => first.stop());
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
    disposers.push(
      () => a.stop(),
      () => b.stop(),
    );
    for (const server of [a, b]) {
      const branches = (await get(server.baseUrl, "/api/branches", "kopi.localhost")).json<{
        data: unknown[];
      }>();
      expect(branches.data).toHaveLength(1); // seeded once, not twice
    }
  });
});
