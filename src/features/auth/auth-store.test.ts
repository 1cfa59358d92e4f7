// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({
  createOtp: vi.fn(),
  getCustomTokenByOtp: vi.fn(),
  createSession: vi.fn(),
  session: vi.fn(),
  logout: vi.fn(),
}));
vi.mock("./auth-api", () => ({ authApi: api }));

const { useAuth } = await import("./auth-store");

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const ID_TOKEN = `${base64url({ alg: "none" })}.${base64url({ iat: 0, exp: 600 })}.sig`;
const USER = { uid: "uid-1", phoneNumber: "+6281100000001", idToken: ID_TOKEN };

/** A promise and the function that settles it. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

beforeEach(() => {
  vi.resetAllMocks();
  useAuth.setState({ state: "notLoggedIn", data: null, idToken: null, sessionEnded: false });
});

describe("a session read that was sent before a sign-in", () => {
  it("does not end the session the sign-in made when it answers 'none' after it", async () => {
    const read = later<{ ok: true; data: null }>();
    api.session.mockReturnValue(read.promise);
    api.getCustomTokenByOtp.mockResolvedValue({ ok: true, data: { token: "custom" } });
    api.createSession.mockResolvedValue({ ok: true, data: USER });

    // The page's tree is drawn anew while the code is checked: it reads the session again.
    const renewing = useAuth.getState().renew();
    useAuth.setState({ loginPhoneNumber: USER.phoneNumber });
    expect(await useAuth.getState().verifyOtp("12345")).toBe(true);
    read.settle({ ok: true, data: null }); // sent before the session cookie existed
    expect(await renewing).toBe(ID_TOKEN);

    expect(useAuth.getState()).toMatchObject({
      state: "loggedIn",
      sessionEnded: false,
      idToken: ID_TOKEN,
    });
  });

  it("still ends a session that is gone when no sign-in came between", async () => {
    useAuth.setState({ state: "loggedIn", data: USER, idToken: ID_TOKEN });
    api.session.mockResolvedValue({ ok: true, data: null });
    expect(await useAuth.getState().renew()).toBeNull();
    expect(useAuth.getState()).toMatchObject({ state: "notLoggedIn", sessionEnded: true });
  });
});
