import { beforeAll } from "vitest";
import { authClient } from "./auth-flow";
import { serverForFile } from "./test-server";

/**
 * For one test file about signing in: the one starter (tests/support/test-server.ts) with codes
 * sent to a stand-in SMS gateway on loopback (the webhook provider, `ctx.gateway`), and
 * `ctx.auth`, the sign-in API's calls as one device makes them.
 */
export function authServerForFile(label: string, settings: Record<string, string> = {}) {
  const t = serverForFile(label, { sms: true, settings });
  const ctx = Object.assign(t, { auth: undefined as unknown as ReturnType<typeof authClient> });
  beforeAll(() => {
    ctx.auth = authClient(t.server.baseUrl);
  });
  return ctx;
}

/** Valid, distinct Indonesian mobile numbers, so one test's rate limits never touch another's. */
export function phoneNumbers(prefix: string) {
  let seq = 0;
  return () => `+62${prefix}${String(3000000 + seq++).padStart(7, "0")}`;
}
