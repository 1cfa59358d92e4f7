import { afterAll, beforeAll } from "vitest";
import { signedInCustomer } from "./customer";
import type { TestLocation } from "./database";
import { freshLocation } from "./database";
import type { HttpAnswer } from "./http";
import { get, post } from "./http";
import type { RunningServer } from "./server";
import { startServer } from "./server";

// What the owner console's integration files share (issue 19): a server of their own whose test
// numbers sign in with the test code, and the owner's two calls (read the brand, save a change).

export type Session = Awaited<ReturnType<typeof signedInCustomer>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a brand document, edited freely
export type Doc = Record<string, any>;

/**
 * A fresh database and server for the file, started before its tests and stopped after; `signIn`
 * (some of `phones`) are signed in once it runs, as `ctx.session(phone)`; `settings` are the
 * file's own.
 */
export function ownerServer(
  name: string,
  phones: readonly string[],
  signIn: readonly string[] = [],
  settings: Record<string, string> = {},
) {
  const sessions = new Map<string, Session>();
  const ctx = {
    session: (phone: string) => sessions.get(phone)!,
  } as { server: RunningServer; loc: TestLocation; session: (phone: string) => Session };
  beforeAll(async () => {
    ctx.loc = await freshLocation(name);
    ctx.server = await startServer(ctx.loc, {
      AUTH_TEST_PHONE_NUMBERS: phones.map((n) => `${n}:12345`).join(","),
      OTP_IP_PER_HOUR: "1000",
      OTP_PHONE_COOLDOWN_SECONDS: "0",
      ...settings,
    });
    for (const phone of signIn)
      sessions.set(phone, await signedInCustomer(ctx.server.baseUrl, phone));
  });
  afterAll(async () => {
    await ctx.server?.stop();
    await ctx.loc?.dispose();
  });
  return ctx;
}

/** A signed-in person's headers for a cookie-less API call, with the brand's own Origin. */
export const as = (s: Session, host = "demo.localhost") => ({
  ...s.headers,
  origin: `http://${host}`,
});
export const data = <T>(res: HttpAnswer) => res.json<{ data: T }>().data;

/** The owner's reads and saves of the brand's document, on `host`. */
export function ownerCalls(baseUrl: () => string, owner: () => Session, host = "demo.localhost") {
  const current = async () =>
    data<{ revision: number; document: Doc }>(
      await get(baseUrl(), "/api/owner/brand", host, as(owner(), host)),
    );
  /** Saves `edit` of the current document, from the revision it was read at. */
  const change = async (edit: (document: Doc) => void) => {
    const { revision, document } = await current();
    edit(document);
    return post(
      baseUrl(),
      "/api/owner/brand",
      host,
      { base: revision, document },
      as(owner(), host),
    );
  };
  return { current, change };
}
