import { afterAll, beforeAll } from "vitest";
import { authClient } from "./auth-flow";
import type { TestLocation } from "./database";
import { freshLocation } from "./database";
import type { RunningServer } from "./server";
import { startServer } from "./server";
import { startSmsGateway } from "./sms-gateway";

const SECRET = "webhook-secret-for-tests-0123456789";

/**
 * For one test file: a server on a fresh database that sends codes to a stand-in SMS gateway on
 * loopback (the webhook provider), started before the file's tests and stopped after.
 */
export function authServerForFile(label: string, settings: Record<string, string> = {}) {
  const ctx = {} as {
    gateway: Awaited<ReturnType<typeof startSmsGateway>>;
    server: RunningServer;
    api: ReturnType<typeof authClient>;
  };
  let loc: TestLocation | undefined;
  beforeAll(async () => {
    ctx.gateway = await startSmsGateway(SECRET);
    loc = await freshLocation(label);
    ctx.server = await startServer(loc, {
      SMS_PROVIDER: "webhook",
      SMS_WEBHOOK_URL: ctx.gateway.url,
      SMS_WEBHOOK_SECRET: SECRET,
      ...settings,
    });
    ctx.api = authClient(ctx.server.baseUrl);
  });
  afterAll(async () => {
    await ctx.server?.stop();
    await loc?.dispose();
    await ctx.gateway?.close();
  });
  return ctx;
}

/** Valid, distinct Indonesian mobile numbers, so one test's rate limits never touch another's. */
export function phoneNumbers(prefix: string) {
  let seq = 0;
  return () => `+62${prefix}${String(3000000 + seq++).padStart(7, "0")}`;
}
