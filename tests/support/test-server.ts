import { afterAll, beforeAll } from "vitest";
import type { Client } from "./api-client";
import { apiClient } from "./api-client";
import type { TestLocation } from "./database";
import { freshLocation } from "./database";
import type { RunningServer } from "./server";
import { startServer } from "./server";
import type { TestSession } from "./sessions";
import { operatorToken, signIn } from "./sessions";
import { startSmsGateway } from "./sms-gateway";

// The one way an integration file starts a server of its own (issue 33 item 4): a fresh database,
// the built app on a free port, the people it names signed in before its tests, a typed client
// (tests/support/api-client.ts) for each brand's host, and everything stopped after. Starters
// kept beside it are for what this cannot be: `npm start` from a terminal (npm-start.ts), a
// server a test kills, restarts or starts on a broken setting (startServer in that test).

export const DEMO = "demo.localhost";
export const KOPI = "kopi.localhost";
/** The platform's own pages and endpoints (issue 35): PLATFORM_URL's default outside production. */
export const PLATFORM = "kedai.localhost";

/**
 * The people of the demo brands (brands/demo.json, brands/kopi.json) and two customers, by the role
 * they play in a test. Each signs in with the test code 12345 on the host named.
 */
export const PEOPLE = {
  /** Sari, demo's owner. */
  owner: { phone: "+6281100000090", host: DEMO },
  /** Wulan, demo's manager of Kemang. */
  manager: { phone: "+6281100000097", host: DEMO },
  /** Dapur Kemang: staff of the Kemang branch only. */
  kemang: { phone: "+6281100000091", host: DEMO },
  /** Dapur Menteng: staff of the Menteng branch only. */
  menteng: { phone: "+6281100000092", host: DEMO },
  /** A customer of demo. */
  customer: { phone: "+6281100000101", host: DEMO },
  /** Another customer of demo. */
  otherCustomer: { phone: "+6281100000102", host: DEMO },
  /** Kopi's owner, signed in on kopi (another brand: a stranger on demo's host). */
  kopiOwner: { phone: "+6281100000093", host: KOPI },
  /** Kopi's owner signed in on demo: one uid across brands, a plain customer there. */
  kopiOwnerOnDemo: { phone: "+6281100000093", host: DEMO },
} as const satisfies Record<string, { phone: string; host: string }>;
export type Person = keyof typeof PEOPLE;

/** The brand id of a demo host (`kopi.localhost` → `kopi`). */
const brandOf = (host: string) => (host === PLATFORM ? "_platform" : host.split(".")[0]!);

export interface ServerOptions<P extends Person> {
  /** Settings of this file's server, over the test defaults of tests/support/server.ts. */
  settings?: Record<string, string>;
  /** Signed in once the server is up, as `t.as.<person>`. */
  signIn?: readonly P[];
  /** More test numbers (code 12345) the file signs in itself. */
  phones?: readonly string[];
  /** Send sign-in codes to a stand-in SMS gateway (`t.gateway`) rather than the log. */
  sms?: boolean;
}

export interface TestServer<P extends Person> {
  server: RunningServer;
  location: TestLocation;
  baseUrl(): string;
  /** The typed client on demo's host; `kopi` on kopi's; `client(host)` on any. */
  api: Client;
  kopi: Client;
  client(host: string): Client;
  /** The people of `signIn`, signed in. */
  as: Record<P, TestSession>;
  /** Signs a test number in (another sign-in of a person: `t.signIn(PEOPLE.customer.phone)`). */
  signIn(phone: string, host?: string): Promise<TestSession>;
  /**
   * The server's APP_SECRET when the file sets one (`settings.APP_SECRET`), for tokens a test signs
   * itself (tests/support/tokens.ts). Without it the server derives its own from its data folder,
   * as the command-line tools run on that folder do.
   */
  appSecret: string | undefined;
  /** An operator token of this server (the command-line tools' credential). */
  operatorToken(): Promise<string>;
  /** The stand-in SMS gateway, with `sms: true`. */
  gateway: Awaited<ReturnType<typeof startSmsGateway>>;
}

const SMS_SECRET = "webhook-secret-for-tests-0123456789";

/**
 * For one test file: a server on a fresh database, started before its tests and stopped after,
 * with `signIn`'s people signed in. Sign-in limits are generous when the file signs people in
 * (the file's settings still win); a file about those limits names none and sets its own.
 */
export function serverForFile<P extends Person = never>(
  label: string,
  { settings = {}, signIn: people = [], phones = [], sms = false }: ServerOptions<P> = {},
): TestServer<P> {
  const appSecret = settings.APP_SECRET;
  const testNumbers = [...new Set([...people.map((p) => PEOPLE[p].phone), ...phones])].map(
    (n) => `${n}:12345`,
  );
  if (settings.AUTH_TEST_PHONE_NUMBERS) testNumbers.push(settings.AUTH_TEST_PHONE_NUMBERS);
  const clients = new Map<string, Client>();
  const t = {
    appSecret,
    as: {},
    baseUrl: () => t.server.baseUrl,
    client: (host: string) => {
      if (!clients.has(host))
        clients.set(
          host,
          apiClient(() => t.server.baseUrl, host),
        );
      return clients.get(host)!;
    },
    signIn: (phone: string, host = DEMO) => signIn(t.server.baseUrl, phone, host, brandOf(host)),
    operatorToken: () => {
      if (!appSecret) throw new Error(`${label}: give the server an APP_SECRET (settings)`);
      return operatorToken(appSecret);
    },
  } as TestServer<P>;
  t.api = t.client(DEMO);
  t.kopi = t.client(KOPI);
  beforeAll(async () => {
    if (sms) t.gateway = await startSmsGateway(SMS_SECRET);
    t.location = await freshLocation(label);
    t.server = await startServer(t.location, {
      ...(people.length > 0 && { OTP_IP_PER_HOUR: "1000", OTP_PHONE_COOLDOWN_SECONDS: "0" }),
      ...(sms && {
        SMS_PROVIDER: "webhook",
        SMS_WEBHOOK_URL: t.gateway.url,
        SMS_WEBHOOK_SECRET: SMS_SECRET,
      }),
      ...settings,
      ...(testNumbers.length > 0 && { AUTH_TEST_PHONE_NUMBERS: testNumbers.join(",") }),
    });
    for (const person of people)
      t.as[person] = await t.signIn(PEOPLE[person].phone, PEOPLE[person].host);
  });
  afterAll(async () => {
    await t.server?.stop();
    await t.location?.dispose();
    await t.gateway?.close();
  });
  return t;
}
