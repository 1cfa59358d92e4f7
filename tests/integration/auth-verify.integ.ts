import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withinLimits } from "@/server/rate-limit";
import { RateLimitError } from "@/server/errors";
import { adoptDatabase, openDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { rateHits } from "@/server/db/schema";
import { authClient, expectError } from "../support/auth-flow";
import { authServerForFile, phoneNumbers } from "../support/auth-server";
import { locationsForFile } from "../support/database";
import type { HttpAnswer } from "../support/http";

// Checking a code (issue 13): a stranger's wrong guesses neither tell whether a number is signing
// in nor go on for ever. One proxy hop is trusted, so each test speaks from an address of its own.
// A code takes tries only from the device that asked for it (issue 31 item 5, auth-lockout.integ.ts):
// each number is asked for by a client of its own, and a stranger is a client that asked nothing.
const ctx = authServerForFile("auth-verify", {
  TRUST_PROXY_HOPS: "1",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
  OTP_TTL_SECONDS: "5",
  OTP_VERIFY_PHONE_PER_HOUR: "8",
  OTP_VERIFY_IP_PER_HOUR: "12",
});
const newPhone = phoneNumbers("815");
const from = (ip: string) => ({ "x-forwarded-for": ip });
const wrongFor = (code: string) => (code === "00000" ? "11111" : "00000");
const device = () => authClient(ctx.server.baseUrl);

/** The number's code, asked for by a device of its own (the asker). */
async function sendCode(phone: string, ip: string) {
  const asker = device();
  expect((await asker.createOtp(phone, from(ip))).status).toBe(200);
  return { asker, code: ctx.gateway.codeFor(phone) };
}

const seen = (a: HttpAnswer) => ({ status: a.status, body: a.body });

describe("a wrong code", () => {
  it("gets the very same answer whether the number has no code, a pending, a used-up or an expired one", async () => {
    const ip = "198.51.100.1";
    const stranger = device();
    const [none, pending, usedUp, expired] = [newPhone(), newPhone(), newPhone(), newPhone()];
    const expiredCode = await sendCode(expired, ip);
    const expiresAt = Date.now() + 5000;
    const answers: HttpAnswer[] = [];

    answers.push(await stranger.token(none, "00000", from("198.51.100.2")));

    const usedUpCode = await sendCode(usedUp, ip);
    const burn = wrongFor(usedUpCode.code);
    for (let i = 0; i < 5; i++) await usedUpCode.asker.token(usedUp, burn, from(ip));
    answers.push(await stranger.token(usedUp, burn, from("198.51.100.3")));
    answers.push(await usedUpCode.asker.token(usedUp, burn, from(ip)));
    // The right digits, which only the number's owner has, learn what is wrong.
    expectError(
      await usedUpCode.asker.token(usedUp, usedUpCode.code, from(ip)),
      401,
      "OTP_TOO_MANY_ATTEMPTS",
    );

    const pendingCode = await sendCode(pending, ip);
    answers.push(await stranger.token(pending, wrongFor(pendingCode.code), from("198.51.100.4")));
    answers.push(
      await pendingCode.asker.token(pending, wrongFor(pendingCode.code), from("198.51.100.4")),
    );
    expect((await pendingCode.asker.token(pending, pendingCode.code, from(ip))).status).toBe(200);

    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 300));
    answers.push(await stranger.token(expired, wrongFor(expiredCode.code), from("198.51.100.5")));
    answers.push(
      await expiredCode.asker.token(expired, wrongFor(expiredCode.code), from("198.51.100.5")),
    );
    expectError(
      await expiredCode.asker.token(expired, expiredCode.code, from(ip)),
      401,
      "OTP_EXPIRED",
    );

    expect(answers.map(seen)).toEqual(Array(7).fill(seen(answers[0]!)));
    expect(answers[0]!.json()).toEqual({
      isErr: true,
      error: { code: "OTP_INVALID", reasonCode: "OTP_INVALID", message: "The code is not right." },
    });
  });
});

describe("limits on checking codes", () => {
  it("refuses the number's tries past OTP_VERIFY_PHONE_PER_HOUR, from any address, with Retry-After", async () => {
    const phone = newPhone();
    // 5 tries per code: the asker asks twice to reach the number's 8 an hour.
    let { asker, code } = await sendCode(phone, "203.0.113.200");
    for (let i = 0; i < 8; i++) {
      if (i === 5) ({ asker, code } = await sendCode(phone, "203.0.113.200"));
      expectError(
        await asker.token(phone, wrongFor(code), from(`203.0.113.${i + 1}`)),
        401,
        "OTP_INVALID",
      );
    }
    const over = await asker.token(phone, code, from("203.0.113.100"));
    expectError(over, 429, "RATE_LIMITED");
    const retryAfter = Number(over.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(over.json()).toEqual({
      isErr: true,
      error: {
        code: "RATE_LIMITED",
        reasonCode: "RATE_LIMITED",
        message: `Too many tries with a code. Try again in ${retryAfter} s.`,
        retryAfter,
      },
    });
    // Another number from the same address is still checked.
    expectError(await asker.token(newPhone(), "00000", from("203.0.113.100")), 401, "OTP_INVALID");
  });

  it("refuses an address's tries past OTP_VERIFY_IP_PER_HOUR, whatever numbers they name", async () => {
    // A stranger's tries (no code was asked for these numbers) count against the address.
    const ip = "192.0.2.77";
    const stranger = device();
    for (let i = 0; i < 12; i++)
      expectError(await stranger.token(newPhone(), "00000", from(ip)), 401, "OTP_INVALID");
    const over = await stranger.token(newPhone(), "00000", from(ip));
    expectError(over, 429, "RATE_LIMITED");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3500);
    expect(over.json<{ error: { retryAfter: number } }>().error.retryAfter).toBe(
      Number(over.headers["retry-after"]),
    );
    // Even the right code waits: the limit is checked before any code is.
    const phone = newPhone();
    const { asker, code } = await sendCode(phone, "192.0.2.78");
    expectError(await asker.token(phone, code, from(ip)), 429, "RATE_LIMITED");
    expect((await asker.token(phone, code, from("192.0.2.78"))).status).toBe(200);
  });
});

// The helper itself, on a database of its own (no server): the window slides, the wait is exact,
// and hits older than an hour are pruned by the first call in a process.
const { location } = locationsForFile("rate-limit");

describe("withinLimits (rate_hits)", () => {
  it("counts hits in a sliding window, answers the exact wait, and prunes hits older than an hour", async () => {
    const loc = await location();
    const handle = await openDatabase(loc);
    try {
      await migrate(handle);
      adoptDatabase(handle);
      const { db } = handle;
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      await db.insert(rateHits).values([
        { bucket: "b", subject: "s", createdAt: ago(90) },
        { bucket: "b", subject: "s", createdAt: ago(61) },
        { bucket: "b", subject: "s", createdAt: ago(10) },
        { bucket: "b", subject: "other", createdAt: ago(5) },
      ]);
      const limit = [{ bucket: "b", subject: "s", max: 2, windowSeconds: 3600 }];
      expect(await withinLimits(limit, "things", async () => "ran")).toBe("ran");
      const rows = async () =>
        (
          await db
            .select({
              subject: rateHits.subject,
              old: sql<boolean>`created_at < now() - interval '1 hour'`,
            })
            .from(rateHits)
            .where(eq(rateHits.bucket, "b"))
        ).map((r) => `${r.subject}${r.old ? " old" : ""}`);
      expect((await rows()).sort()).toEqual(["other", "s", "s"]);

      // Full: the wait is until the older of the two hits in the window (10 minutes ago) leaves it.
      let ran = false;
      const refused = await withinLimits(limit, "things", async () => {
        ran = true;
      }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RateLimitError);
      const wait = (refused as RateLimitError).extra.details?.retryAfter as number;
      expect(wait).toBeGreaterThan(50 * 60 - 5);
      expect(wait).toBeLessThanOrEqual(50 * 60);
      expect((refused as RateLimitError).message).toBe(`Too many things. Try again in ${wait} s.`);
      expect(ran).toBe(false);
      // A refused try counts nothing.
      const counted = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(rateHits)
        .where(and(eq(rateHits.bucket, "b"), eq(rateHits.subject, "s")));
      expect(counted[0]?.n).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
