import { describe, expect, it } from "vitest";
import { phoneNumbers, authServerForFile } from "../support/auth-server";
import { authClient, cookieOf, expectError } from "../support/auth-flow";

// A server with short limits (the settings of docs/auth.md), so hourly limits and expiry can be
// reached in a test run.
const ctx = authServerForFile("auth-limits", {
  OTP_PHONE_COOLDOWN_SECONDS: "0",
  OTP_PHONE_PER_HOUR: "3",
  OTP_IP_PER_HOUR: "14",
  OTP_TTL_SECONDS: "1",
});
const newPhone = phoneNumbers("813");

describe("limits and expiry", () => {
  it("expires a code after OTP_TTL_SECONDS", async () => {
    const phone = newPhone();
    expect((await ctx.auth.createOtp(phone)).status).toBe(200);
    const code = ctx.gateway.codeFor(phone);
    await new Promise((r) => setTimeout(r, 1200));
    expectError(await ctx.auth.token(phone, code), 401, "OTP_EXPIRED");
  });

  it("invalidates the previous code when a new one is sent", async () => {
    const phone = newPhone();
    await ctx.auth.createOtp(phone);
    const first = ctx.gateway.codeFor(phone);
    await ctx.auth.createOtp(phone);
    const second = ctx.gateway.codeFor(phone);
    if (first !== second) expectError(await ctx.auth.token(phone, first), 401, "OTP_INVALID");
    expect((await ctx.auth.token(phone, second)).status).toBe(200);
  });

  it("answers a new number and a known one alike", async () => {
    const known = newPhone();
    await ctx.auth.createOtp(known);
    expect((await ctx.auth.token(known, ctx.gateway.codeFor(known))).status).toBe(200);
    const [a, b] = [await ctx.auth.createOtp(newPhone()), await ctx.auth.createOtp(known)];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(Object.keys(a.json<{ data: object }>().data)).toEqual(
      Object.keys(b.json<{ data: object }>().data),
    );
  });

  it("gives a phone number one uid across brands, with sessions that stay in their brand", async () => {
    const phone = newPhone();
    const uidOn = async (client: ReturnType<typeof authClient>) => {
      expect((await client.createOtp(phone)).status).toBe(200);
      const token = (await client.token(phone, ctx.gateway.codeFor(phone))).json<{
        data: { token: string };
      }>().data.token;
      const session = await client.session(token);
      return {
        ...session.json<{ data: { uid: string; idToken: string } }>().data,
        cookie: cookieOf(session),
      };
    };
    const kopi = authClient(ctx.server.baseUrl, "kopi.localhost", "kopi");
    const onDemo = await uidOn(ctx.auth);
    const onKopi = await uidOn(kopi);
    expect(onKopi.uid).toBe(onDemo.uid);
    // demo's session means nothing on kopi's host, by cookie or by bearer
    expect((await kopi.me({ cookie: onDemo.cookie })).json()).toEqual({ isErr: false, data: null });
    expect((await kopi.me({ authorization: `Bearer ${onDemo.idToken}` })).json()).toEqual({
      isErr: false,
      data: null,
    });
  });

  it("limits codes per phone per hour", async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) expect((await ctx.auth.createOtp(phone)).status).toBe(200);
    const over = await ctx.auth.createOtp(phone);
    expectError(over, 429, "RATE_LIMITED");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3000);
  });

  it("limits codes per client address per hour, whatever X-Forwarded-For claims", async () => {
    // 14 per hour from this address; earlier tests of this file used some of them.
    let answer = await ctx.auth.createOtp(newPhone(), { "x-forwarded-for": "203.0.113.7" });
    for (let i = 0; i < 20 && answer.status === 200; i++) {
      answer = await ctx.auth.createOtp(newPhone(), { "x-forwarded-for": `203.0.113.${i + 10}` });
    }
    expectError(answer, 429, "RATE_LIMITED");
  });
});
