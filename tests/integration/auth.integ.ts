import { describe, expect, it } from "vitest";
import { phoneNumbers, authServerForFile } from "../support/auth-server";
import { authClient, claims, cookieOf, expectError } from "../support/auth-flow";
import { post } from "../support/http";

const TEST_NUMBER = "+6281100000001";
const ctx = authServerForFile("auth", {
  AUTH_TEST_PHONE_NUMBERS: `${TEST_NUMBER}:12345`,
  OTP_IP_PER_HOUR: "1000",
});
const newPhone = phoneNumbers("812");

async function signIn(phone = newPhone(), { requested = false } = {}) {
  if (!requested) expect((await ctx.auth.createOtp(phone)).status).toBe(200);
  const token = (await ctx.auth.token(phone, ctx.gateway.codeFor(phone))).json<{
    data: { token: string };
  }>().data.token;
  const session = await ctx.auth.session(token);
  expect(session.status).toBe(200);
  const data = session.json<{ data: { uid: string; phoneNumber: string; idToken: string } }>().data;
  return {
    ...data,
    phone,
    cookie: cookieOf(session),
    setCookie: session.headers["set-cookie"]!.join("; "),
  };
}

describe("sign-in flow", () => {
  it("sends a signed code, trades it for a token, then for a session with cookie and idToken", async () => {
    const phone = newPhone();
    const created = await ctx.auth.createOtp(phone);
    expect(created.status).toBe(200);
    expect(
      new Date(created.json<{ data: { expiresAt: string } }>().data.expiresAt).getTime(),
    ).toBeGreaterThan(Date.now() + 4 * 60_000);
    const sms = ctx.gateway.received.at(-1)!;
    expect(sms).toMatchObject({ to: phone, brandId: "demo", signatureValid: true });
    expect(sms.message).toMatch(/^Your Dapur Kue Demo code is \d{5}$/);

    const user = await signIn(phone, { requested: true });
    expect(user.phoneNumber).toBe(phone);
    expect(user.setCookie).toMatch(/HttpOnly/i);
    expect(user.setCookie).toMatch(/SameSite=lax/i);
    expect(user.setCookie).not.toMatch(/Secure/i); // plain-HTTP localhost only
    expect(claims(user.idToken)).toMatchObject({
      sub: user.uid,
      phoneNumber: phone,
      isSuperAdmin: false,
      aud: "demo",
    });

    const ways: Record<string, string>[] = [
      { cookie: user.cookie },
      { authorization: `Bearer ${user.idToken}` },
    ];
    for (const headers of ways) {
      const me = await ctx.auth.me(headers);
      expect(me.json()).toMatchObject({
        isErr: false,
        data: { uid: user.uid, phoneNumber: phone },
      });
    }
    expect((await ctx.auth.me({})).json()).toEqual({ isErr: false, data: null });
  });

  it("marks the session cookie Secure on a real (non-localhost) host", async () => {
    const real = authClient(ctx.server.baseUrl, "demo.kedai.example", "demo");
    const phone = newPhone();
    expect((await real.createOtp(phone)).status).toBe(200);
    const token = (await real.token(phone, ctx.gateway.codeFor(phone))).json<{
      data: { token: string };
    }>().data.token;
    const session = await real.session(token);
    expect(session.headers["set-cookie"]?.join("; ")).toMatch(/kedai_session=[^;]+;.*Secure/i);
  });

  it("signs in a configured test number with its fixed code and sends it nothing", async () => {
    const sent = ctx.gateway.attempts();
    expect((await ctx.auth.createOtp(TEST_NUMBER)).status).toBe(200);
    expect(ctx.gateway.attempts()).toBe(sent);
    expect((await ctx.auth.token(TEST_NUMBER, "12345")).status).toBe(200);
  });
});

describe("codes", () => {
  it("kills a code after 5 wrong tries: the sixth fails even with the right digits", async () => {
    const phone = newPhone();
    await ctx.auth.createOtp(phone);
    const right = ctx.gateway.codeFor(phone);
    const wrong = right === "00000" ? "11111" : "00000";
    for (let i = 0; i < 5; i++) expectError(await ctx.auth.token(phone, wrong), 401, "OTP_INVALID");
    expectError(await ctx.auth.token(phone, right), 401, "OTP_TOO_MANY_ATTEMPTS");
  });

  it("accepts a code once", async () => {
    const phone = newPhone();
    await ctx.auth.createOtp(phone);
    const code = ctx.gateway.codeFor(phone);
    expect((await ctx.auth.token(phone, code)).status).toBe(200);
    expectError(await ctx.auth.token(phone, code), 401, "OTP_INVALID");
  });

  it("rejects a replayed sign-in token and a tampered one", async () => {
    const phone = newPhone();
    await ctx.auth.createOtp(phone);
    const token = (await ctx.auth.token(phone, ctx.gateway.codeFor(phone))).json<{
      data: { token: string };
    }>().data.token;
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expectError(await ctx.auth.session(tampered), 401, "INVALID_TOKEN");
    expect((await ctx.auth.session(token)).status).toBe(200);
    expectError(await ctx.auth.session(token), 401, "INVALID_TOKEN");
  });

  it("answers 502 SMS_SEND_FAILED when the gateway fails twice, storing no code", async () => {
    const phone = newPhone();
    const before = ctx.gateway.attempts();
    ctx.gateway.failNext(2);
    expectError(await ctx.auth.createOtp(phone), 502, "SMS_SEND_FAILED");
    expect(ctx.gateway.attempts()).toBe(before + 2); // one retry
    expectError(await ctx.auth.token(phone, "12345"), 401, "OTP_INVALID");
  });

  it("retries a failed delivery once and succeeds", async () => {
    const phone = newPhone();
    ctx.gateway.failNext(1);
    expect((await ctx.auth.createOtp(phone)).status).toBe(200);
    expect(ctx.gateway.codeFor(phone)).toMatch(/^\d{5}$/);
  });
});

describe("sessions", () => {
  it("accepts cookie and bearer, and logout revokes both", async () => {
    const user = await signIn();
    const logout = await ctx.auth.logout({ cookie: user.cookie });
    expect(logout.status).toBe(200);
    expect(logout.headers["set-cookie"]?.join(";")).toMatch(/kedai_session=;.*Max-Age=0/i);
    expect((await ctx.auth.me({ cookie: user.cookie })).json()).toEqual({
      isErr: false,
      data: null,
    });
    expect((await ctx.auth.me({ authorization: `Bearer ${user.idToken}` })).json()).toEqual({
      isErr: false,
      data: null,
    });
  });

  it("rejects a cookie-authenticated write without our Origin (CSRF), but not a bearer one", async () => {
    const user = await signIn();
    expectError(await ctx.auth.logout({ cookie: user.cookie }, false), 403, "CSRF_REJECTED");
    expectError(
      await ctx.auth.logout({ cookie: user.cookie, origin: "https://evil.example" }, false),
      403,
      "CSRF_REJECTED",
    );
    expect((await ctx.auth.me({ cookie: user.cookie })).json()).toMatchObject({
      data: { uid: user.uid },
    });
    expect((await ctx.auth.logout({ authorization: `Bearer ${user.idToken}` }, false)).status).toBe(
      200,
    );
  });

  it("rejects a tampered idToken", async () => {
    const user = await signIn();
    const [head, body, sig] = user.idToken.split(".") as [string, string, string];
    const forgedBody = Buffer.from(
      JSON.stringify({ ...claims(user.idToken), sub: "someone-else" }),
    ).toString("base64url");
    for (const token of [`${head}.${forgedBody}.${sig}`, `${head}.${body}.${sig.slice(0, -2)}xx`]) {
      expect((await ctx.auth.me({ authorization: `Bearer ${token}` })).json()).toEqual({
        isErr: false,
        data: null,
      });
    }
    expectError(
      await ctx.auth.logout({ authorization: "Bearer nonsense" }, false),
      401,
      "UNAUTHENTICATED",
    );
  });
});

describe("bad input", () => {
  it("answers 400 with a reasonCode naming the problem, and sends nothing", async () => {
    const sent = ctx.gateway.attempts();
    const host = "demo.localhost";
    const url = ctx.server.baseUrl;
    expectError(await post(url, "/api/auth/create-otp", host, "{not json"), 400, "INVALID_JSON");
    expectError(
      await post(url, "/api/auth/create-otp", host, {
        targetApp: "kitchen-web-app",
        brandId: "demo",
      }),
      400,
      "INVALID_PHONE_NUMBER",
    );
    expectError(await ctx.auth.createOtp("081234567890"), 400, "INVALID_PHONE_NUMBER");
    expectError(await ctx.auth.createOtp("+62000000000"), 400, "INVALID_PHONE_NUMBER");
    expectError(
      await post(url, "/api/auth/create-otp", host, {
        phoneNumber: newPhone(),
        targetApp: "other",
        brandId: "demo",
      }),
      400,
      "INVALID_TARGET_APP",
    );
    expectError(
      await post(url, "/api/auth/create-otp", host, {
        phoneNumber: newPhone(),
        targetApp: "kitchen-web-app",
        brandId: "kopi",
      }),
      400,
      "INVALID_BRAND_ID",
    );
    expectError(await ctx.auth.token(newPhone(), "123456"), 400, "INVALID_OTP_FORMAT");
    expectError(await ctx.auth.token(newPhone(), "12a45"), 400, "INVALID_OTP_FORMAT");
    expectError(await post(url, "/api/auth/create-session", host, {}), 400, "INVALID_TOKEN");
    expectError(
      await post(url, "/api/auth/create-otp", host, `{"phoneNumber":"${"9".repeat(20_000)}"}`),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    expect(ctx.gateway.attempts()).toBe(sent);
  });
});

describe("rate limits", () => {
  it("allows one code per phone per 30 s: 429 with a retry-after", async () => {
    const phone = newPhone();
    expect((await ctx.auth.createOtp(phone)).status).toBe(200);
    const again = await ctx.auth.createOtp(phone);
    expectError(again, 429, "RATE_LIMITED");
    const retryAfter = Number(again.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(again.json<{ error: { retryAfter: number } }>().error.retryAfter).toBe(retryAfter);
  });
});
