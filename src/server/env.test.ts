import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-env-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** What every production setting needs besides APP_ENV and APP_SECRET: the SMS gateway. */
const SMS_GATEWAY = {
  SMS_WEBHOOK_URL: "https://sms.example/send",
  SMS_WEBHOOK_SECRET: "w".repeat(16),
};

describe("parseEnv", () => {
  it("applies the defaults", () => {
    const dataDir = tmp();
    const env = parseEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      PORT: 3000,
      DEFAULT_BRAND: "demo",
      LOG_LEVEL: "info",
      APP_ENV: "development",
      dataDir,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable", () => {
    const run = () =>
      parseEnv({
        DATA_DIR: tmp(),
        PORT: "eighty",
        DEFAULT_BRAND: "Not_A_Label",
        LOG_LEVEL: "loud",
        DATABASE_URL: "mysql://x",
      });
    expect(run).toThrow(EnvError);
    try {
      run();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["PORT", "DEFAULT_BRAND", "LOG_LEVEL", "DATABASE_URL"])
        expect(message).toContain(`${name}:`);
    }
  });

  it("keeps printers to the shops' private networks unless PRINTER_NETWORKS names others", () => {
    expect(parseEnv({ DATA_DIR: tmp() }).PRINTER_NETWORKS).toBe(
      "10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10",
    );
    expect(parseEnv({ DATA_DIR: tmp(), PRINTER_NETWORKS: "10.1.0.0/16" }).PRINTER_NETWORKS).toBe(
      "10.1.0.0/16",
    );
    expect(() => parseEnv({ DATA_DIR: tmp(), PRINTER_NETWORKS: "10.0.0.0,redis" })).toThrow(
      /PRINTER_NETWORKS/,
    );
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ DATA_DIR: tmp(), PORT: "", DATABASE_URL: " " })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
    });
  });

  it("keys test numbers by their one E.164 spelling and refuses invalid or repeated ones", () => {
    const env = parseEnv({
      DATA_DIR: tmp(),
      AUTH_TEST_PHONE_NUMBERS: "+62081100000001:12345,+6281100000002:54321",
    });
    expect([...env.testPhoneNumbers]).toEqual([
      ["+6281100000001", "12345"],
      ["+6281100000002", "54321"],
    ]);
    expect(() =>
      parseEnv({
        DATA_DIR: tmp(),
        AUTH_TEST_PHONE_NUMBERS: "+6281100000001:12345,+62081100000001:54321,+62000000000:11111",
      }),
    ).toThrow(
      "AUTH_TEST_PHONE_NUMBERS: +6281100000001 is listed twice\n  AUTH_TEST_PHONE_NUMBERS: +62000000000 is not a valid phone number",
    );
  });

  it("requires APP_SECRET in production", () => {
    expect(() => parseEnv({ DATA_DIR: tmp(), APP_ENV: "production" })).toThrow(
      "APP_SECRET: required when APP_ENV=production",
    );
    const secret = "s".repeat(32);
    expect(
      parseEnv({ DATA_DIR: tmp(), APP_ENV: "production", APP_SECRET: secret, ...SMS_GATEWAY })
        .APP_SECRET,
    ).toBe(secret);
    expect(() => parseEnv({ DATA_DIR: tmp(), APP_SECRET: "short" })).toThrow(
      "APP_SECRET: must be at least 32 characters",
    );
  });

  it("sends SMS by the webhook in production, never by the console stand-in", () => {
    const secret = "s".repeat(32);
    expect(parseEnv({ DATA_DIR: tmp() }).SMS_PROVIDER).toBe("console");
    const prod = { DATA_DIR: tmp(), APP_ENV: "production", APP_SECRET: secret };
    // Unset in production is the webhook, which names what it lacks.
    expect(() => parseEnv(prod)).toThrow("SMS_WEBHOOK_URL: required when SMS_PROVIDER=webhook");
    expect(parseEnv({ ...prod, ...SMS_GATEWAY }).SMS_PROVIDER).toBe("webhook");
    expect(() => parseEnv({ ...prod, ...SMS_GATEWAY, SMS_PROVIDER: "console" })).toThrow(
      "SMS_PROVIDER: must not be console when APP_ENV=production",
    );
    expect(
      parseEnv({ DATA_DIR: tmp(), SMS_PROVIDER: "webhook", ...SMS_GATEWAY }).SMS_PROVIDER,
    ).toBe("webhook");
  });

  it("seeds the demo brands outside production unless DEMO_BRANDS=0, in production only with 1", () => {
    const secret = "s".repeat(32);
    const demo = (settings: Record<string, string>) =>
      parseEnv({ DATA_DIR: tmp(), ...settings }).demoBrands;
    expect(demo({})).toBe(true);
    expect(demo({ APP_ENV: "test" })).toBe(true);
    expect(demo({ DEMO_BRANDS: "0" })).toBe(false);
    expect(demo({ DEMO_BRANDS: " " })).toBe(true); // blank is unset
    const prod = { APP_ENV: "production", APP_SECRET: secret, ...SMS_GATEWAY };
    expect(demo(prod)).toBe(false);
    expect(demo({ ...prod, DEMO_BRANDS: "1" })).toBe(true);
    expect(() => demo({ DEMO_BRANDS: "yes" })).toThrow(/DEMO_BRANDS:/);
  });

  it("refuses the unauthenticated bench route in production", () => {
    const secret = "s".repeat(32);
    expect(() =>
      parseEnv({ DATA_DIR: tmp(), APP_ENV: "production", APP_SECRET: secret, BENCH_ROUTES: "1" }),
    ).toThrow("BENCH_ROUTES: must not be 1 when APP_ENV=production");
    expect(parseEnv({ DATA_DIR: tmp(), BENCH_ROUTES: "1" }).BENCH_ROUTES).toBe("1");
  });

  it("turns the payment simulator on only for the brands named, and never in production", () => {
    expect(parseEnv({ DATA_DIR: tmp() }).simulatorBrands.size).toBe(0);
    expect(parseEnv({ DATA_DIR: tmp(), PAYMENT_SIMULATOR_BRANDS: " " }).simulatorBrands.size).toBe(
      0,
    );
    expect([
      ...parseEnv({ DATA_DIR: tmp(), PAYMENT_SIMULATOR_BRANDS: "demo, kopi" }).simulatorBrands,
    ]).toEqual(["demo", "kopi"]);
    expect(() =>
      parseEnv({ DATA_DIR: tmp(), PAYMENT_SIMULATOR_BRANDS: "demo,Not_A_Brand" }),
    ).toThrow('PAYMENT_SIMULATOR_BRANDS: "Not_A_Brand" is not a brand id');
    const secret = "s".repeat(32);
    expect(() =>
      parseEnv({
        DATA_DIR: tmp(),
        APP_ENV: "production",
        APP_SECRET: secret,
        PAYMENT_SIMULATOR_BRANDS: "demo",
      }),
    ).toThrow("PAYMENT_SIMULATOR_BRANDS: must be unset when APP_ENV=production");
  });

  it("sends WhatsApp through the Cloud API unless the stand-in is named, never it in production", () => {
    const plain = parseEnv({ DATA_DIR: tmp() });
    expect(plain.WHATSAPP_PROVIDER).toBe("cloud");
    expect(plain.WHATSAPP_API_URL).toBe("https://graph.facebook.com/v21.0");
    expect(plain.WHATSAPP_PER_BRAND_PER_HOUR).toBe(1000);
    expect(parseEnv({ DATA_DIR: tmp(), WHATSAPP_PROVIDER: "standin" }).WHATSAPP_PROVIDER).toBe(
      "standin",
    );
    expect(() => parseEnv({ DATA_DIR: tmp(), WHATSAPP_PROVIDER: "twilio" })).toThrow(
      /WHATSAPP_PROVIDER/,
    );
    expect(() => parseEnv({ DATA_DIR: tmp(), WHATSAPP_PER_BRAND_PER_HOUR: "0" })).toThrow(
      /WHATSAPP_PER_BRAND_PER_HOUR/,
    );
    const prod = {
      DATA_DIR: tmp(),
      APP_ENV: "production",
      APP_SECRET: "s".repeat(32),
      ...SMS_GATEWAY,
    };
    expect(parseEnv(prod).WHATSAPP_PROVIDER).toBe("cloud");
    expect(() => parseEnv({ ...prod, WHATSAPP_PROVIDER: "standin" })).toThrow(
      "WHATSAPP_PROVIDER: must not be standin when APP_ENV=production",
    );
  });

  it("books couriers through Biteship unless the stand-in is named, never it in production", () => {
    const plain = parseEnv({ DATA_DIR: tmp() });
    expect(plain.COURIER_PROVIDER).toBe("biteship");
    expect(plain.BITESHIP_API_URL).toBe("https://api.biteship.com");
    expect(plain.COURIER_RECHECK_SECONDS).toBe(600);
    expect(parseEnv({ DATA_DIR: tmp(), COURIER_PROVIDER: "standin" }).COURIER_PROVIDER).toBe(
      "standin",
    );
    expect(() => parseEnv({ DATA_DIR: tmp(), COURIER_PROVIDER: "lalamove" })).toThrow(
      /COURIER_PROVIDER/,
    );
    expect(() => parseEnv({ DATA_DIR: tmp(), BITESHIP_API_URL: "ftp://x" })).toThrow(
      /BITESHIP_API_URL/,
    );
    expect(() => parseEnv({ DATA_DIR: tmp(), COURIER_RECHECK_SECONDS: "0" })).toThrow(
      /COURIER_RECHECK_SECONDS/,
    );
    const prod = {
      DATA_DIR: tmp(),
      APP_ENV: "production",
      APP_SECRET: "s".repeat(32),
      ...SMS_GATEWAY,
    };
    expect(parseEnv(prod).COURIER_PROVIDER).toBe("biteship");
    expect(() => parseEnv({ ...prod, COURIER_PROVIDER: "standin" })).toThrow(
      "COURIER_PROVIDER: must not be standin when APP_ENV=production",
    );
  });

  it("serves the platform's pages locally by default, and in production only where named", () => {
    const local = parseEnv({ DATA_DIR: tmp(), PORT: "3100" });
    expect([local.platformOrigin, local.platformHost]).toEqual([
      "http://kedai.localhost:3100",
      "kedai.localhost",
    ]);
    const prod = {
      DATA_DIR: tmp(),
      APP_ENV: "production",
      APP_SECRET: "s".repeat(32),
      ...SMS_GATEWAY,
    };
    expect(parseEnv(prod).platformHost).toBeNull();
    expect(parseEnv({ ...prod, PLATFORM_URL: "https://kedai.id" }).platformHost).toBe("kedai.id");
    expect(() => parseEnv({ DATA_DIR: tmp(), PLATFORM_URL: "https://kedai.id/start" })).toThrow(
      "PLATFORM_URL: must be an origin",
    );
  });

  it("keys the platform's operators by their one spelling and refuses a wrong number", () => {
    const settings = parseEnv({
      DATA_DIR: tmp(),
      PLATFORM_OPERATORS: "+62 811 0000 0099, +628110000098",
    });
    expect([...settings.platformOperators]).toEqual(["+6281100000099", "+628110000098"]);
    expect(() => parseEnv({ DATA_DIR: tmp(), PLATFORM_OPERATORS: "12" })).toThrow(
      "PLATFORM_OPERATORS: 12 is not a valid phone number",
    );
  });

  it("generates a development secret once and keeps it in DATA_DIR", () => {
    const dataDir = path.join(tmp(), "nested", "data");
    const first = parseEnv({ DATA_DIR: dataDir }).APP_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ DATA_DIR: dataDir }).APP_SECRET).toBe(first);
    expect(fs.statSync(path.join(dataDir, "app-secret")).mode & 0o777).toBe(0o600);
  });
});
