import { beforeAll } from "vitest";
import type { TestLocation } from "./database";
import type { HttpAnswer } from "./http";
import { get, post } from "./http";
import type { TestSession } from "./sessions";
import { serverForFile } from "./test-server";

// What the owner console's integration files share (issue 19): a server of their own whose test
// numbers sign in with the test code, and the owner's two calls (read the brand, save a change).

export type Session = TestSession;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a brand document, edited freely
export type Doc = Record<string, any>;

/**
 * The one starter (tests/support/test-server.ts) for an owner console file: test numbers
 * `phones` (code 12345), `signIn` of them signed in once it runs (as `ctx.session(phone)`),
 * generous sign-in limits, and the file's own `settings`.
 */
export function ownerServer(
  name: string,
  phones: readonly string[],
  signIn: readonly string[] = [],
  settings: Record<string, string> = {},
) {
  const sessions = new Map<string, Session>();
  const t = serverForFile(name, {
    phones,
    settings: { OTP_IP_PER_HOUR: "1000", OTP_PHONE_COOLDOWN_SECONDS: "0", ...settings },
  });
  const ctx = Object.assign(t, {
    loc: undefined as unknown as TestLocation,
    session: (phone: string) => sessions.get(phone)!,
  });
  beforeAll(async () => {
    ctx.loc = t.location;
    for (const phone of signIn) sessions.set(phone, await t.signIn(phone));
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
