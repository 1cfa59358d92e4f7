import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { brandIdSchema, subDomainNameSchema } from "@/domain/brand-config";
import { checkPhoneNumber } from "@/domain/phone";
import { blankAsUnset, edgeFields, EnvError, invalidSettings } from "../edge/env-edge.mjs";

export { EnvError };

// The one place that reads process.env (STYLE.md practice 1). A bad setting stops the
// process at start with a message naming the variable. The settings src/edge/serve.mjs reads too
// are defined in src/edge/env-edge.mjs (plain JavaScript, for bare Node) and used here.

/** An IPv4 network: 192.168.0.0/16. */
const PRINTER_NETWORK = /^(\d{1,3}\.){3}\d{1,3}\/([0-9]|[12][0-9]|3[0-2])$/;

const schema = z.object({
  APP_ENV: z.preprocess(
    blankAsUnset,
    z.enum(["development", "test", "production"]).default("development"),
  ),
  PORT: edgeFields.PORT,
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default("./.data")),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(?:ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
  ),
  DEFAULT_BRAND: z.preprocess(blankAsUnset, subDomainNameSchema.default("demo")),
  /**
   * Each brand's public origin, `{brand}` standing for its subdomain, e.g.
   * `https://{brand}.kedai.id`: canonical links, sitemaps and link previews name it. Unset: the
   * local one, `http://{brand}.localhost:{PORT}`.
   */
  PUBLIC_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(
        /^https?:\/\/[^/?#\s]*\{brand\}[^/?#\s]*$/,
        "must be an origin with {brand} in its host, e.g. https://{brand}.kedai.id",
      )
      .optional(),
  ),
  APP_SECRET: z.preprocess(
    blankAsUnset,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  LOG_LEVEL: edgeFields.LOG_LEVEL,
  // Sign-in (issue 3, docs/auth.md)
  /**
   * `webhook`: sign-in codes and messages go to SMS_WEBHOOK_URL. `console`, the development
   * stand-in, writes them to DATA_DIR/sms-outbox.log, where no customer reads them. Unset: `console`,
   * but `webhook` with APP_ENV=production, where `console` is refused (the brief: a stand-in is
   * off in production unless named, and never reachable there).
   */
  SMS_PROVIDER: z.preprocess(blankAsUnset, z.enum(["console", "webhook"]).optional()),
  SMS_WEBHOOK_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  SMS_WEBHOOK_SECRET: z.preprocess(
    blankAsUnset,
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  /**
   * Issue 37 (docs/whatsapp.md): how WhatsApp messages go. `cloud`: Meta's Cloud API with each
   * brand's own account; `standin`, for demos and tests, sends nothing: it keeps what each phone
   * would receive in DATA_DIR/whatsapp-outbox.log and answers with receipts as Meta would.
   * Refused in production (no customer would get anything).
   */
  WHATSAPP_PROVIDER: z.preprocess(blankAsUnset, z.enum(["cloud", "standin"]).default("cloud")),
  /** The Cloud API's root, its version included; tests point it at a fake on loopback. */
  WHATSAPP_API_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v21.0"),
  ),
  /**
   * WhatsApp messages one brand sends in a sliding hour; past it they go by SMS (a loop or a flood
   * must not run up the brand's Meta bill unseen).
   */
  WHATSAPP_PER_BRAND_PER_HOUR: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).default(1000),
  ),
  /**
   * Issue 38 (docs/couriers.md): how couriers are quoted and booked. `biteship`: Biteship's API
   * with each brand's own key; `standin`, for demos and tests, books no real courier: it quotes by
   * distance, keeps its bookings in the database and sends their statuses to kedai's own webhook
   * from its test page. Refused in production (no driver would ever come).
   */
  COURIER_PROVIDER: z.preprocess(blankAsUnset, z.enum(["biteship", "standin"]).default("biteship")),
  /**
   * A courier booking still running that no webhook moved for this long is asked about at its
   * aggregator (a lost webhook never strands an order); the check runs every half of it, at most
   * every minute. Tests shorten it.
   */
  COURIER_RECHECK_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(86_400).default(600),
  ),
  /** Biteship's API root; tests point it at a fake on loopback. */
  BITESHIP_API_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/ }).default("https://api.biteship.com"),
  ),
  /**
   * Issue 36 item 2: where tickets for a branch's network printer go. `network`: raw over TCP to
   * the printer's address; `file`, a stand-in for tests and demos, appends them to
   * DATA_DIR/printer-outbox.log instead. Refused in production (nothing would print).
   */
  PRINTER_PROVIDER: z.preprocess(blankAsUnset, z.enum(["network", "file"]).default("network")),
  /**
   * The networks a branch's printer may be on (IPv4 CIDRs, comma-separated): the private ranges
   * shops' routers hand out, and 100.64/10 of a VPN to the shop. An owner names the printer's
   * address, so anything else (the server's own services, the internet) is never connected to.
   */
  PRINTER_NETWORKS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine(
        (v) => v.split(",").every((part) => PRINTER_NETWORK.test(part.trim())),
        "must be IPv4 networks like 192.168.0.0/16, comma-separated",
      )
      .default("10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10"),
  ),
  /** At most an hour: rate_hits keeps an hour of hits (src/server/rate-limit.ts). */
  OTP_PHONE_COOLDOWN_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0).max(3600).default(30),
  ),
  OTP_PHONE_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(5)),
  OTP_IP_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(20)),
  /** Code checks per number and per client address in a sliding hour (issue 13). */
  OTP_VERIFY_PHONE_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(15)),
  OTP_VERIFY_IP_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(60)),
  /**
   * Promotion codes that name nothing a customer may try in a sliding hour (issue 39): past it,
   * 429, so a campaign's one-use codes are not found by guessing through checkout's preview.
   */
  PROMO_CODE_GUESSES_PER_HOUR: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).default(20),
  ),
  /**
   * Sign-in texts a brand sends in a sliding hour, from all its branches (issue 31 item 6: SMS
   * pumping). 150 is a busy brand's lunch hour of new sign-ins with room to spare; a night of toll
   * fraud costs at most that an hour (docs/auth.md "Limits").
   */
  OTP_BRAND_SMS_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(150)),
  /** The bearer id token's life (15 minutes); the client renews it before it runs out. */
  ID_TOKEN_TTL_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(5).max(3600).default(900),
  ),
  OTP_TTL_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(3600).default(300),
  ),
  AUTH_TEST_PHONE_NUMBERS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(
        /^\+[1-9]\d{1,14}:\d{5}(,\+[1-9]\d{1,14}:\d{5})*$/,
        "must be a list like +6281100000001:12345,+6281100000002:54321",
      )
      .optional(),
  ),
  // Maps and routing (issue 5, docs/delivery.md)
  GEO_PROVIDER: z.preprocess(blankAsUnset, z.enum(["builtin", "google"]).default("builtin")),
  ROUTING_PROVIDER: z.preprocess(blankAsUnset, z.enum(["builtin", "osrm"]).default("builtin")),
  GOOGLE_MAPS_API_KEY: z.preprocess(blankAsUnset, z.string().min(10).optional()),
  /** Tests: a fake Midtrans or Xendit on loopback; unset, each gateway's own host (issue 20). */
  MIDTRANS_BASE_URL: z.preprocess(blankAsUnset, z.url().optional()),
  XENDIT_BASE_URL: z.preprocess(blankAsUnset, z.url().optional()),
  /** How often pending online payments are checked for expiry and a lost notification. */
  PAYMENT_SWEEP_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(3600).default(30),
  ),
  /** A pending payment is asked about at its gateway once this old, and again this long after. */
  PAYMENT_CHECK_AFTER_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(3600).default(60),
  ),
  /**
   * The brands (by id, comma-separated) whose online payment may go through the built-in payment
   * simulator, where anyone can mark an order paid: demos and tests only, refused in production.
   * Unset, no brand's (issue 31 item 3).
   */
  PAYMENT_SIMULATOR_BRANDS: z.preprocess(blankAsUnset, z.string().optional()),
  /** Tests and demos: every brand's payment window in seconds, in place of its minutes. */
  PAYMENT_EXPIRY_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(86_400).optional(),
  ),
  GOOGLE_MAPS_BASE_URL: z.preprocess(blankAsUnset, z.url().default("https://maps.googleapis.com")),
  OSRM_URL: z.preprocess(blankAsUnset, z.url().optional()),
  /** Answers of /api/geo/* per client address in a sliding hour, any provider (decision 0015). */
  GEO_IP_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(300)),
  /** Calls to Google (places and geocoding) per brand in a sliding hour; the cache's are free. */
  GEO_BRAND_GOOGLE_PER_HOUR: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).default(500),
  ),
  /** Calls to OSRM per brand in a sliding hour. */
  GEO_BRAND_OSRM_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(1000)),
  MAP_TILE_URL: edgeFields.MAP_TILE_URL,
  /** `npm run bench` only: enables POST /api/bench/insert, the floor of the order benchmark. */
  BENCH_ROUTES: z.preprocess(blankAsUnset, z.enum(["0", "1"]).default("0")),
  /** First retry of a failed status message after this many seconds, doubling each time. */
  JOBS_RETRY_BASE_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().min(0.1).max(3600).default(10),
  ),
  /** How often an open live stream re-checks that its caller may still have it. */
  STREAM_RECHECK_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().min(0.2).max(3600).default(60),
  ),
  /**
   * Live streams one client address may hold open on this process, and all streams it holds
   * (issue 31 item 7). Generous per address: a carrier's CGNAT puts many customers, and a shop's
   * tablets, behind one. Per process, about 65 KiB a stream: 2500 hold about 160 MiB, room for
   * the 1,000 boards and 1,000 tracking pages an instance is built to serve (issue 34 item 3).
   */
  STREAMS_PER_ADDRESS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(100_000).default(200),
  ),
  STREAMS_PER_PROCESS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(100_000).default(2500),
  ),
  /** Payment-proof uploads per customer in a sliding hour: how many, and how many bytes (issue 13). */
  UPLOADS_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(10)),
  UPLOAD_BYTES_PER_HOUR: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(2_097_152)
      .default(20 * 1024 * 1024),
  ),
  /** A payment proof no order uses is deleted after this many seconds (a day; tests set a few). */
  UPLOAD_ORPHAN_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(2_592_000).default(86_400),
  ),
  /** Images one owner may upload in the console in a sliding hour (issue 31 item 12). */
  OWNER_IMAGES_PER_HOUR: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(10_000).default(60),
  ),
  /** An image the console stored that no revision names is deleted after this many seconds. */
  OWNER_IMAGE_ORPHAN_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(2_592_000).default(604_800),
  ),
  /**
   * Issue 31 item 2: orders one customer may place in a brand in a sliding hour (a family or an
   * office orders a few times an hour, never twenty), and orders of theirs that may wait for an
   * online payment at once (each one a charge made at the gateway).
   */
  ORDERS_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(20)),
  UNPAID_ONLINE_ORDERS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(3)),
  /**
   * Issue 35: the platform's own pages (what kedai is, sign-up, the operators' console) at this
   * origin, e.g. `https://kedai.id`: a host that is not a shop's. Unset: `http://kedai.localhost:{PORT}`
   * outside production; in production the platform's pages are off until it is set.
   */
  PLATFORM_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^https?:\/\/[^/?#\s{}]+$/, "must be an origin, e.g. https://kedai.id")
      .optional(),
  ),
  /** The platform's operators (its console), as phone numbers, comma-separated. Unset: nobody. */
  PLATFORM_OPERATORS: z.preprocess(blankAsUnset, z.string().optional()),
  /** Shops one phone number, and one client address, may sign up for in a sliding day. */
  SIGNUPS_PER_PHONE_PER_DAY: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(1000).default(3),
  ),
  SIGNUPS_PER_ADDRESS_PER_DAY: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(10_000).default(10),
  ),
  /**
   * Issue 35 item 7: the host a shop's own domain is told to point its CNAME at, e.g.
   * `domains.kedai.id`. Unset: the shop's own address (its subdomain under PUBLIC_URL).
   */
  CUSTOM_DOMAIN_TARGET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/,
        "must be a host name, e.g. domains.kedai.id",
      )
      .optional(),
  ),
  /**
   * Tests and demos: a stand-in for DNS when checking a shop's own domain, its records listed as
   * `name=value` (a host name: a CNAME; an address: an A/AAAA), comma-separated. Unset: real DNS.
   * Refused in production (with it anyone could claim any domain).
   */
  DNS_STANDIN: z.preprocess(blankAsUnset, z.string().optional()),
  /**
   * Issue 40 item 3: `1` loads brands/*.json into an empty database at start (the demo shops),
   * `0` never. Unset: on, except with APP_ENV=production, where a real database starts empty.
   */
  DEMO_BRANDS: z.preprocess(blankAsUnset, z.enum(["0", "1"]).optional()),
  /** How many reverse proxies in front of the app append to X-Forwarded-For. */
  TRUST_PROXY_HOPS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(10).default(0)),
  /**
   * Issue 40 (docs/storage.md): where kedai keeps its files (brand media, item images and their
   * variants, payment proofs). `disk`: under DATA_DIR, for one machine. `s3`: an S3-compatible
   * bucket (AWS S3, Cloudflare R2, MinIO, Google Cloud Storage in S3 mode), private: kedai serves
   * every file through its own routes, so several instances share nothing but the bucket.
   */
  STORAGE_PROVIDER: z.preprocess(blankAsUnset, z.enum(["disk", "s3"]).default("disk")),
  S3_BUCKET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3–63 of a-z 0-9 . -)")
      .optional(),
  ),
  /** The store's endpoint (R2, MinIO, GCS); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(blankAsUnset, z.string().min(1).default("us-east-1")),
  /** Unset: the SDK's own chain (an instance role, AWS_* variables, a profile). */
  S3_ACCESS_KEY_ID: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  /** `1` for stores that address a bucket in the path (MinIO, s3rver); `0`: virtual-hosted. */
  S3_FORCE_PATH_STYLE: z.preprocess(blankAsUnset, z.enum(["0", "1"]).default("0")),
  /** A folder in the bucket for kedai's keys, e.g. `kedai/` when the bucket is shared. */
  S3_PREFIX: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(?:[A-Za-z0-9._-]+\/)+$/, "must be folder names each ending in /, e.g. kedai/")
      .default(""),
  ),
  METRICS_TOKEN: edgeFields.METRICS_TOKEN,
  /**
   * Issue 40 (docs/metrics.md "Traces"): OpenTelemetry's standard setting, the OTLP/HTTP
   * collector traces go to (`/v1/traces` is added). Unset: no traces, and no tracing code loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/ }).optional(),
  ),
});

export type Env = Omit<
  z.infer<typeof schema>,
  | "APP_SECRET"
  | "AUTH_TEST_PHONE_NUMBERS"
  | "PAYMENT_SIMULATOR_BRANDS"
  | "PLATFORM_OPERATORS"
  | "DNS_STANDIN"
  | "DEMO_BRANDS"
  | "SMS_PROVIDER"
> & {
  APP_SECRET: string;
  /** SMS_PROVIDER, or its default by APP_ENV. */
  SMS_PROVIDER: "console" | "webhook";
  /** Whether an empty database gets the demo brands at start (DEMO_BRANDS, by APP_ENV when unset). */
  demoBrands: boolean;
  dataDir: string;
  /** The brand ids the payment simulator takes payments for (PAYMENT_SIMULATOR_BRANDS); none in production. */
  simulatorBrands: ReadonlySet<string>;
  /** Test numbers that accept a fixed code and are sent nothing (like an identity provider's). */
  testPhoneNumbers: ReadonlyMap<string, string>;
  /** The platform's origin (PLATFORM_URL or the local default), null when its pages are off. */
  platformOrigin: string | null;
  /** Its host name (lower case, no port): a request whose Host names it is the platform's. */
  platformHost: string | null;
  /** PLATFORM_OPERATORS, each number in its one spelling (E.164). */
  platformOperators: ReadonlySet<string>;
  /** DNS_STANDIN's records by name (lower case), or null: real DNS (src/server/dns/lookup.ts). */
  dnsStandin: ReadonlyMap<string, readonly string[]> | null;
};

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw invalidSettings(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  const missing: string[] = [];
  if (value.BENCH_ROUTES === "1" && value.APP_ENV === "production") {
    missing.push(
      "BENCH_ROUTES: must not be 1 when APP_ENV=production (its route is unauthenticated)",
    );
  }
  if (!value.APP_SECRET && value.APP_ENV === "production") {
    missing.push("APP_SECRET: required when APP_ENV=production");
  }
  const smsProvider =
    value.SMS_PROVIDER ?? (value.APP_ENV === "production" ? "webhook" : "console");
  if (value.SMS_PROVIDER === "console" && value.APP_ENV === "production")
    missing.push(
      "SMS_PROVIDER: must not be console when APP_ENV=production (sign-in codes would reach no customer: they are only written to DATA_DIR/sms-outbox.log)",
    );
  else if (smsProvider === "webhook") {
    if (!value.SMS_WEBHOOK_URL) missing.push("SMS_WEBHOOK_URL: required when SMS_PROVIDER=webhook");
    if (!value.SMS_WEBHOOK_SECRET)
      missing.push("SMS_WEBHOOK_SECRET: required when SMS_PROVIDER=webhook");
  }
  if (value.PRINTER_PROVIDER === "file" && value.APP_ENV === "production")
    missing.push(
      "PRINTER_PROVIDER: must not be file when APP_ENV=production (its tickets are never printed)",
    );
  if (value.WHATSAPP_PROVIDER === "standin" && value.APP_ENV === "production")
    missing.push(
      "WHATSAPP_PROVIDER: must not be standin when APP_ENV=production (its messages reach no phone, and anyone could reply as any customer)",
    );
  if (value.COURIER_PROVIDER === "standin" && value.APP_ENV === "production")
    missing.push(
      "COURIER_PROVIDER: must not be standin when APP_ENV=production (no driver would ever come, and anyone could mark a delivery done)",
    );
  if (value.GEO_PROVIDER === "google" && !value.GOOGLE_MAPS_API_KEY) {
    missing.push("GOOGLE_MAPS_API_KEY: required when GEO_PROVIDER=google");
  }
  if (value.ROUTING_PROVIDER === "osrm" && !value.OSRM_URL)
    missing.push("OSRM_URL: required when ROUTING_PROVIDER=osrm");
  if (value.STORAGE_PROVIDER === "s3" && !value.S3_BUCKET)
    missing.push("S3_BUCKET: required when STORAGE_PROVIDER=s3");
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY))
    missing.push("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither");
  const {
    AUTH_TEST_PHONE_NUMBERS,
    PAYMENT_SIMULATOR_BRANDS,
    PLATFORM_OPERATORS,
    DNS_STANDIN,
    DEMO_BRANDS,
    ...rest
  } = value;
  const dnsStandin = parseDnsStandin(DNS_STANDIN, value.APP_ENV, missing);
  // Secure by default (issue 31 item 3): the simulator is off unless brands are named, and it can
  // never be on in production.
  const simulatorBrands = new Set<string>();
  if (PAYMENT_SIMULATOR_BRANDS && value.APP_ENV === "production") {
    missing.push(
      "PAYMENT_SIMULATOR_BRANDS: must be unset when APP_ENV=production (with the payment simulator anyone can mark an order paid)",
    );
  }
  for (const entry of PAYMENT_SIMULATOR_BRANDS?.split(",") ?? []) {
    const id = entry.trim();
    if (brandIdSchema.safeParse(id).success) simulatorBrands.add(id);
    else
      missing.push(`PAYMENT_SIMULATOR_BRANDS: "${id}" is not a brand id (a list like demo,kopi)`);
  }
  // Keyed by the number's one spelling, the form every request is looked up in (decision 0011).
  const testPhoneNumbers = new Map<string, string>();
  for (const entry of (AUTH_TEST_PHONE_NUMBERS ?? "").split(",").filter(Boolean)) {
    const [number, code] = entry.split(":") as [string, string];
    const check = checkPhoneNumber(number);
    if (!check.ok) missing.push(`AUTH_TEST_PHONE_NUMBERS: ${number} is not a valid phone number`);
    else if (testPhoneNumbers.has(check.e164))
      missing.push(`AUTH_TEST_PHONE_NUMBERS: ${check.e164} is listed twice`);
    else testPhoneNumbers.set(check.e164, code);
  }
  const platformOperators = new Set<string>();
  for (const number of (PLATFORM_OPERATORS ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean)) {
    const check = checkPhoneNumber(number);
    if (check.ok) platformOperators.add(check.e164);
    else missing.push(`PLATFORM_OPERATORS: ${number} is not a valid phone number`);
  }
  const platformOrigin =
    value.PLATFORM_URL ??
    (value.APP_ENV === "production" ? null : `http://kedai.localhost:${value.PORT}`);
  if (missing.length > 0) throw invalidSettings(missing);
  return {
    ...rest,
    dataDir,
    testPhoneNumbers,
    simulatorBrands,
    platformOrigin,
    platformHost: platformOrigin ? new URL(platformOrigin).hostname : null,
    platformOperators,
    dnsStandin,
    demoBrands: DEMO_BRANDS ? DEMO_BRANDS === "1" : value.APP_ENV !== "production",
    SMS_PROVIDER: smsProvider,
    APP_SECRET: value.APP_SECRET ?? developmentSecret(dataDir),
  };
}

/**
 * DNS_STANDIN's records (issue 35 item 7): off unless set, and never in production, where it would
 * let an owner claim any domain (follows PAYMENT_SIMULATOR_BRANDS).
 */
function parseDnsStandin(
  setting: string | undefined,
  appEnv: string,
  missing: string[],
): Map<string, string[]> | null {
  if (!setting) return null;
  if (appEnv === "production") {
    missing.push(
      "DNS_STANDIN: must be unset when APP_ENV=production (with the DNS stand-in anyone could claim any domain)",
    );
    return null;
  }
  const records = new Map<string, string[]>();
  for (const entry of setting
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [name, value] = entry.toLowerCase().split("=");
    if (!name || !value || !/^[a-z0-9.:-]+$/.test(name) || !/^[a-z0-9.:-]+$/.test(value)) {
      missing.push(
        `DNS_STANDIN: "${entry}" is not name=value (a list like a.test=b.test,c.test=203.0.113.7)`,
      );
      continue;
    }
    records.set(name, [...(records.get(name) ?? []), value]);
  }
  return records;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Whether this is a production build (`next build`), not `next dev`: only it has a service worker. */
export const IS_PRODUCTION_BUILD = process.env.NODE_ENV === "production";
