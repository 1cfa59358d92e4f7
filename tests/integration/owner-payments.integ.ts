import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandExport, brandImport, root } from "../support/brand-files";
import { usingPostgres } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import type { Doc } from "../support/owner-server";
import { as, data, ownerCalls, ownerServer } from "../support/owner-server";

// Issue 20 item 2 over HTTP: a brand's keys at its gateway. Set by the owner (POST
// /api/owner/payment-keys) or `npm run payment:keys`, answered masked only, never in the database
// in clear, a log line or the brand file's export; online payment cannot be turned on at a
// gateway without its keys (nor with keys of the other mode), by the console or by an import.

const HOST = "demo.localhost";
const OWNER = "+6281100000090"; // Sari (owner), brands/demo.json
const ctx = ownerServer("owner-payments", [OWNER], [OWNER]);
const { current, change } = ownerCalls(
  () => ctx.server.baseUrl,
  () => ctx.session(OWNER),
);

const XENDIT = {
  secretKey: "xnd_development_Q0VDUkVULWtlZGFpLWludGVnLTAxMjM0NTY3ODk",
  callbackToken: "cbTok3nKedaiInteg0123456789abcdefWXYZ",
};
const XENDIT_LIVE = "xnd_production_TElWRS1rZWRhaS1pbnRlZy0wMTIzNDU2Nzg5";
const MIDTRANS = "SB-Mid-server-kedaiInteg0123456789abQZ";
const CLEAR = [XENDIT.secretKey, XENDIT.callbackToken, XENDIT_LIVE, MIDTRANS];
/** No key, nor a long piece of one, in `text`. */
const expectNoKey = (text: string) => {
  for (const key of CLEAR) expect(text).not.toContain(key.slice(4, -4));
};

const ONLINE =
  "$.storeConfigs.salesChannels.customerApp.paymentsMethods.online.merchantLevelConfigs";
const online = (doc: Doc, settings: Record<string, unknown>) => {
  doc.storeConfigs.salesChannels.customerApp.paymentsMethods.online = {
    merchantLevelConfigs: {
      isActive: true,
      configType: "ONLINE_PAYMENT",
      provider: "xendit",
      mode: "sandbox",
      channels: ["QRIS", "VA_BCA"],
      expiryMinutes: 15,
      ...settings,
    },
  };
};
const problemsOf = (res: HttpAnswer) =>
  res.json<{ error: { reasonCode: string; problems: { path: string; message: string }[] } }>()
    .error;

const keysView = async () => {
  const res = await get(
    ctx.server.baseUrl,
    "/api/owner/payment-keys",
    HOST,
    as(ctx.session(OWNER)),
  );
  expect(res.status, res.body).toBe(200);
  expectNoKey(res.body);
  return data<{
    keys: { provider: string; masked: Record<string, string>; mode: string; updatedBy: string }[];
    notificationUrls: Record<string, string>;
    simulatorAllowed: boolean;
  }>(res);
};
const setKeys = (body: unknown) =>
  post(ctx.server.baseUrl, "/api/owner/payment-keys", HOST, body, as(ctx.session(OWNER)));

/** `npm run payment:keys -- <args>` with `input` on its standard input. */
function paymentKeysCommand(input: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/payment-keys.ts", ...args],
    {
      cwd: root,
      input,
      env: {
        ...process.env,
        DATA_DIR: ctx.loc.dataDir,
        DATABASE_URL: ctx.loc.databaseUrl ?? "",
        LOG_LEVEL: "warn",
      },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("the owner's payment keys", () => {
  it("has none at first, and says where each gateway's notifications go", async () => {
    const view = await keysView();
    expect(view.keys).toEqual([]);
    expect(view.notificationUrls.xendit).toMatch(
      /^http:\/\/demo\.localhost(:\d+)?\/api\/payments\/xendit\/notifications$/,
    );
    expect(view.notificationUrls.midtrans).toMatch(/\/api\/payments\/midtrans\/notifications$/);
    expect(view.simulatorAllowed).toBe(true); // APP_ENV=test
  });

  it("refuses keys of the wrong shape by field, without quoting them, and keeps none", async () => {
    const res = await setKeys({ provider: "xendit", keys: { secretKey: MIDTRANS } });
    expect(res.status).toBe(400);
    expect(problemsOf(res)).toMatchObject({
      reasonCode: "PAYMENT_KEYS_INVALID",
      problems: [
        { field: "secretKey", problem: "shape" },
        { field: "callbackToken", problem: "missing" },
      ],
    });
    expectNoKey(res.body);
    const client = await setKeys({
      provider: "midtrans",
      keys: { serverKey: "SB-Mid-client-kedaiInteg0123456789" },
    });
    expect(problemsOf(client).problems).toEqual([{ field: "serverKey", problem: "clientKey" }]);
    // Only the gateway's own fields.
    const extra = await setKeys({ provider: "xendit", keys: { ...XENDIT, publicKey: "x" } });
    expect(extra.status).toBe(400);
    expect(problemsOf(extra).reasonCode).toBe("INVALID_REQUEST");
    expect((await keysView()).keys).toEqual([]);
  });

  it("refuses online payment on at a gateway without keys, on the switch", async () => {
    const { revision } = await current();
    const res = await change((doc) => online(doc, {}));
    expect(res.status).toBe(400);
    expect(problemsOf(res)).toMatchObject({
      reasonCode: "BRAND_INVALID",
      problems: [{ path: `${ONLINE}.isActive`, message: expect.stringMatching(/no xendit keys/) }],
    });
    expect((await current()).revision).toBe(revision);
    // Off, the same settings are kept for later.
    expect((await change((doc) => online(doc, { isActive: false }))).status).toBe(200);
  });

  it("stores keys sealed and answers them masked only; then online payment may be on", async () => {
    const res = await setKeys({
      provider: "xendit",
      keys: { ...XENDIT, secretKey: ` ${XENDIT.secretKey}\n` },
    });
    expect(res.status, res.body).toBe(200);
    expectNoKey(res.body);
    const [stored] = data<Awaited<ReturnType<typeof keysView>>>(res).keys;
    expect(stored).toMatchObject({
      provider: "xendit",
      masked: { secretKey: `xnd_…${XENDIT.secretKey.slice(-4)}`, callbackToken: "cbTo…WXYZ" },
      mode: "sandbox",
      updatedBy: "Sari (owner)",
    });
    expect(await keysView()).toMatchObject({ keys: [stored] });

    // Keys of production while the brand is set to sandbox: refused on the mode.
    const live = await setKeys({ provider: "xendit", keys: { ...XENDIT, secretKey: XENDIT_LIVE } });
    expect(live.status).toBe(200); // online payment is off: either mode may be stored
    const wrongMode = await change((doc) => online(doc, {}));
    expect(problemsOf(wrongMode).problems).toEqual([
      { path: `${ONLINE}.mode`, message: expect.stringMatching(/production keys/) },
    ]);
    expect((await change((doc) => online(doc, { mode: "production" }))).status).toBe(200);

    // While it takes payments there, keys of the other mode would stop them: refused.
    const sandboxNow = await setKeys({ provider: "xendit", keys: XENDIT });
    expect(problemsOf(sandboxNow).problems).toEqual([{ field: "secretKey", problem: "otherMode" }]);
    expect((await keysView()).keys[0]!.mode).toBe("production");

    // Back to sandbox keys in sandbox mode, for the export below.
    expect((await change((doc) => online(doc, { isActive: false }))).status).toBe(200);
    expect((await setKeys({ provider: "xendit", keys: XENDIT })).status).toBe(200);
    expect((await change((doc) => online(doc, { mode: "sandbox" }))).status).toBe(200);
    expectNoKey(ctx.server.output());
  });

  it("takes the built-in simulator outside production, without keys", async () => {
    expect((await change((doc) => online(doc, { provider: "simulator" }))).status).toBe(200);
    expect((await change((doc) => online(doc, { provider: "xendit" }))).status).toBe(200);
  });
});

describe("a brand kept in git", () => {
  it("exports no key; imports online payment on only once the gateway's keys are stored", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-payments-export-"));
    const exported = brandExport(ctx.loc, "demo", folder);
    expect(exported.status, exported.stderr).toBe(0);
    const file = path.join(folder, "brand.json");
    const text = fs.readFileSync(file, "utf8");
    expectNoKey(text);
    expect(text).not.toMatch(/xnd_|cbTo|secretKey|callbackToken|sealed/);
    const brand = JSON.parse(text) as Doc;
    expect(brand.storeConfigs.salesChannels.customerApp.paymentsMethods.online).toMatchObject({
      merchantLevelConfigs: { isActive: true, provider: "xendit" },
    });

    // The same file at Midtrans, whose keys demo does not have: refused, saying how to set them.
    brand.storeConfigs.salesChannels.customerApp.paymentsMethods.online.merchantLevelConfigs.provider =
      "midtrans";
    brand.storeConfigs.salesChannels.customerApp.paymentsMethods.online.merchantLevelConfigs.channels =
      ["QRIS"];
    fs.writeFileSync(file, JSON.stringify(brand));
    const refused = brandImport(ctx.loc, file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${ONLINE}.isActive: the brand has no midtrans keys`);
    expect(refused.stderr).toContain("npm run payment:keys -- demo midtrans");

    // Through the running server (it holds the embedded database), from standard input.
    const wrong = paymentKeysCommand(
      `serverKey=${MIDTRANS.replace("server", "client")}\n`,
      "demo",
      "midtrans",
    );
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("serverKey is Midtrans' client key");
    const stored = paymentKeysCommand(
      `# demo's sandbox\nserverKey=${MIDTRANS}\n`,
      "demo",
      "midtrans",
    );
    expect(stored.status, stored.stderr).toBe(0);
    expect(stored.stdout).toContain(
      `midtrans keys stored: serverKey SB-M…${MIDTRANS.slice(-4)} (sandbox)`,
    );
    expectNoKey(stored.stdout + stored.stderr);
    expect(paymentKeysCommand("serverKey=x\n", "nope", "midtrans").status).toBe(1);
    expect(paymentKeysCommand("", "demo", "paypal").status).toBe(2);

    const imported = brandImport(ctx.loc, file);
    expect(imported.status, imported.stderr).toBe(0);
    expect((await keysView()).keys.map((k) => [k.provider, k.updatedBy])).toEqual([
      ["midtrans", "payment:keys"],
      ["xendit", "Sari (owner)"],
    ]);
    expectNoKey(ctx.server.output());
  });

  it("keeps no key in clear in the database", async () => {
    await ctx.server.stop(); // the embedded database is the server's while it runs
    const rows = await rawCredentialRows();
    expect(rows.map((r) => r.provider).sort()).toEqual(["midtrans", "xendit"]);
    expectNoKey(JSON.stringify(rows));
    for (const row of rows) expect(row.sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

/** The payment_credentials rows as stored, read with SQL. */
async function rawCredentialRows(): Promise<{ provider: string; sealed: string }[]> {
  const sql = "select provider, sealed, masked::text as masked from payment_credentials";
  if (usingPostgres) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: ctx.loc.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(ctx.loc.dataDir, "pglite"));
  try {
    return (await db.query<{ provider: string; sealed: string }>(sql)).rows;
  } finally {
    await db.close();
  }
}
