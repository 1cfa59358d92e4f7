import { describe, expect, it } from "vitest";
import { authClient, expectError } from "../support/auth-flow";
import { authServerForFile, phoneNumbers } from "../support/auth-server";
import type { HttpAnswer } from "../support/http";

// Issue 31 items 5 and 6: what a stranger can do to sign-in from outside. One proxy hop is
// trusted, so each request speaks from the address it names, as many machines would.
const BUDGET = 10;
const TEST_NUMBER = "+6281100000031";
const ctx = authServerForFile("auth-lockout", {
  TRUST_PROXY_HOPS: "1",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
  OTP_VERIFY_PHONE_PER_HOUR: "15",
  OTP_BRAND_SMS_PER_HOUR: String(BUDGET),
  AUTH_TEST_PHONE_NUMBERS: `${TEST_NUMBER}:12345`,
});
const newPhone = phoneNumbers("817");
const from = (ip: string) => ({ "x-forwarded-for": ip });
const wrongFor = (code: string) => (code === "00000" ? "11111" : "00000");
const device = (host = "demo.localhost", brandId = "demo") =>
  authClient(ctx.server.baseUrl, host, brandId);
const seen = (a: HttpAnswer) => ({ status: a.status, body: a.body });

/** A customer on their own phone, who asks for a code and gets it by SMS. */
async function customerAsks(phone: string, ip = "198.51.100.10") {
  const phoneOf = device();
  expect((await phoneOf.createOtp(phone, from(ip))).status).toBe(200);
  return { phoneOf, code: ctx.gateway.codeFor(phone) };
}

describe("item 6: a brand's budget of sign-in texts per hour", () => {
  it("refuses codes past OTP_BRAND_SMS_PER_HOUR with 429 SMS_BUDGET_EXHAUSTED, alerts once, and the other brand goes on", async () => {
    const kopi = device("kopi.localhost", "kopi");
    const sent = () => ctx.gateway.received.filter((m) => m.brandId === "kopi").length;
    // SMS pumping: new numbers from new addresses, each within its own limits.
    const pumped: string[] = [];
    for (let i = 0; i < BUDGET; i++) {
      const phone = newPhone();
      pumped.push(phone);
      expect((await kopi.createOtp(phone, from(`203.0.113.${i + 1}`))).status).toBe(200);
    }
    expect(sent()).toBe(BUDGET);
    for (let i = 0; i < 3; i++) {
      const phone = newPhone();
      pumped.push(phone);
      const over = await kopi.createOtp(phone, from(`203.0.113.${i + 100}`));
      expectError(over, 429, "SMS_BUDGET_EXHAUSTED");
      const retryAfter = Number(over.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(over.json()).toEqual({
        isErr: true,
        error: {
          code: "SMS_BUDGET_EXHAUSTED",
          reasonCode: "SMS_BUDGET_EXHAUSTED",
          message: `This shop has sent as many sign-in codes as it may this hour. Try again in ${retryAfter} s.`,
          retryAfter,
        },
      });
    }
    expect(sent()).toBe(BUDGET);

    // The operator hears of it once, at error level, by brand and never by number.
    const alerts = ctx.server
      .output()
      .split("\n")
      .filter((l) => l.includes("hourly budget of sign-in texts"));
    expect(alerts).toHaveLength(1);
    expect(JSON.parse(alerts[0]!)).toMatchObject({
      level: 50,
      brandId: "kopi",
      setting: "OTP_BRAND_SMS_PER_HOUR",
      max: BUDGET,
    });
    for (const phone of pumped) expect(alerts[0]).not.toContain(phone.slice(3));

    // A test number sends nothing, so it neither counts nor is refused.
    expect((await kopi.createOtp(TEST_NUMBER, from("198.51.100.200"))).status).toBe(200);
    expect((await kopi.token(TEST_NUMBER, "12345", from("198.51.100.200"))).status).toBe(200);
    // Another brand has its own budget.
    expect((await device().createOtp(newPhone(), from("198.51.100.201"))).status).toBe(200);
  });
});

describe("item 5: only the device that asked for a code can spend tries on it", () => {
  it("5 wrong codes from elsewhere burn nothing: the customer's code still signs in", async () => {
    const phone = newPhone();
    const { phoneOf, code } = await customerAsks(phone);
    const stranger = device();
    for (let i = 0; i < 5; i++)
      expectError(
        await stranger.token(phone, wrongFor(code), from(`203.0.113.${i + 1}`)),
        401,
        "OTP_INVALID",
      );
    expect((await phoneOf.token(phone, code, from("198.51.100.10"))).status).toBe(200);
  });

  it("15 wrong codes from 15 addresses do not lock the number: the customer's codes sign in", async () => {
    const phone = newPhone();
    const first = await customerAsks(phone);
    for (let i = 0; i < 16; i++)
      expectError(
        await device().token(phone, wrongFor(first.code), from(`192.0.2.${i + 1}`)),
        401,
        "OTP_INVALID",
      );
    expect((await first.phoneOf.token(phone, first.code, from("198.51.100.10"))).status).toBe(200);
    // and a fresh code, asked for later in the hour
    const fresh = await customerAsks(phone);
    expect((await fresh.phoneOf.token(phone, fresh.code, from("198.51.100.10"))).status).toBe(200);
  });

  it("the right code from another device is refused like a wrong one, and spends nothing", async () => {
    const phone = newPhone();
    const { phoneOf, code } = await customerAsks(phone);
    const wrong = await device().token(phone, wrongFor(code), from("203.0.113.50"));
    const answers = [
      await device().token(phone, code, from("203.0.113.51")),
      // a cookie of the right name that the server never handed out
      await device().token(phone, code, {
        ...from("203.0.113.52"),
        cookie: "kedai_otp=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      }),
    ];
    // another number's cookie, handed to someone who asked for their own code
    const other = device();
    expect((await other.createOtp(newPhone(), from("203.0.113.53"))).status).toBe(200);
    answers.push(await other.token(phone, code, from("203.0.113.53")));
    expect(answers.map(seen)).toEqual(answers.map(() => seen(wrong)));
    expectError(wrong, 401, "OTP_INVALID");
    // A test number's fixed code is no key either, without the cookie of the device that asked.
    expect((await device().createOtp(TEST_NUMBER, from("198.51.100.11"))).status).toBe(200);
    expectError(
      await device().token(TEST_NUMBER, "12345", from("203.0.113.54")),
      401,
      "OTP_INVALID",
    );

    expect((await phoneOf.token(phone, code, from("198.51.100.10"))).status).toBe(200);
  });

  it("a code asked for again is bound to the new asker: the older cookie no longer works", async () => {
    const phone = newPhone();
    const first = await customerAsks(phone);
    const second = await customerAsks(phone, "198.51.100.12");
    expect(second.phoneOf.otpCookie()).not.toBe(first.phoneOf.otpCookie());
    expectError(await first.phoneOf.token(phone, second.code), 401, "OTP_INVALID");
    expect((await second.phoneOf.token(phone, second.code)).status).toBe(200);
  });

  it("hands the asker an HttpOnly, SameSite=Lax cookie for /api/auth that lives as long as the code, Secure on a real host, cleared once used", async () => {
    const phone = newPhone();
    const asked = await device().createOtp(phone, from("198.51.100.13"));
    const cookie = asked.headers["set-cookie"]!.find((c) => c.startsWith("kedai_otp="))!;
    expect(cookie).toMatch(/^kedai_otp=[\w-]{43};/);
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/i);
    expect(cookie).toMatch(/; Max-Age=300(;|$)/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const real = authClient(ctx.server.baseUrl, "demo.kedai.example", "demo");
    const other = newPhone();
    const onReal = await real.createOtp(other, from("198.51.100.14"));
    expect(onReal.headers["set-cookie"]?.join("; ")).toMatch(/kedai_otp=[^;]+;.*Secure/i);
    const used = await real.token(other, ctx.gateway.codeFor(other), from("198.51.100.14"));
    expect(used.status).toBe(200);
    expect(used.headers["set-cookie"]?.join("; ")).toMatch(/kedai_otp=;.*Max-Age=0/i);
    expect(real.otpCookie()).toBeUndefined();
  });
});
