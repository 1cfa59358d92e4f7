// npm run payment:keys -- <brandId> <midtrans|xendit> [--by "name"]
import { parseArgs } from "node:util";
import type { KeyedProvider, MaskedKeys } from "../src/domain/payment-keys";
import { isKeyedProvider, KEY_FIELDS } from "../src/domain/payment-keys";
import { AppError } from "../src/server/errors";
import { replaceKeys } from "../src/server/owner/payment-keys";
import { describe, openBackend, runCommand } from "./lib/backend";

const HELP = `Usage: npm run payment:keys -- <brandId> <midtrans|xendit> [--by "name"] < keys.txt

Stores a brand's keys at its payment gateway (docs/payments.md), sealed with a key derived from
APP_SECRET, replacing the ones it had; the next payment uses them. For a brand kept in git: the
keys never go in the brand file. Prints only the keys masked.

The keys are read from standard input, one field=value a line:
  midtrans: serverKey=SB-Mid-server-…   (production: Mid-server-…)
  xendit:   secretKey=xnd_development_…  (production: xnd_production_…)
            callbackToken=…             (the webhook verification token)
or, when standard input is a terminal, from the environment: MIDTRANS_SERVER_KEY, or
XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN. Never as arguments (they would stay in the shell's
history and the process list).

Where it writes: as brand:import does (PostgreSQL with DATABASE_URL, else the embedded database
in DATA_DIR, through the running server when one holds it). The brand must exist: import it
first, with online payment off, then store its keys, then turn it on.

Exit codes: 0 stored, 1 refused (no such brand, a key of the wrong shape) or no database, 2 usage.`;

const ENV_NAMES: Record<string, string> = {
  serverKey: "MIDTRANS_SERVER_KEY",
  secretKey: "XENDIT_SECRET_KEY",
  callbackToken: "XENDIT_CALLBACK_TOKEN",
};

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The keys given, by field, or the reason there are none (never quoting a value). */
async function keysGiven(
  provider: KeyedProvider,
): Promise<{ keys: Record<string, string> } | { error: string }> {
  const fields: readonly string[] = KEY_FIELDS[provider];
  const keys: Record<string, string> = {};
  if (process.stdin.isTTY) {
    for (const field of fields) {
      const value = process.env[ENV_NAMES[field]!];
      if (value) keys[field] = value;
    }
    return { keys };
  }
  const lines = (await readStdin()).split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const at = line.indexOf("=");
    const field = at > 0 ? line.slice(0, at).trim() : "";
    if (!fields.includes(field))
      return {
        error: `line ${i + 1}: expected field=value with field one of ${fields.join(", ")}`,
      };
    keys[field] = line.slice(at + 1);
  }
  return { keys };
}

/** Each refusal in a sentence (the console says them in the owner's language). */
const SAID: Record<string, string> = {
  missing: "is missing",
  tooShort: "is too short to be a key",
  tooLong: "is too long to be a key",
  characters: "has characters no key has (a space or a quote?)",
  clientKey: "is Midtrans' client key: give the server key (SB-Mid-server-… or Mid-server-…)",
  publicKey: "is Xendit's public key: give the secret key (xnd_development_… or xnd_production_…)",
  shape:
    "does not look like one (SB-Mid-server-…, Mid-server-…, xnd_development_…, xnd_production_…)",
  otherMode: "is of the other mode than the one the shop takes payments in now",
};

const show = (stored: MaskedKeys[], provider: KeyedProvider) => {
  const mine = stored.find((k) => k.provider === provider);
  const masked = Object.entries(mine?.masked ?? {}).map(([field, value]) => `${field} ${value}`);
  return `${masked.join(", ")} (${mine?.mode ?? "mode unknown"})`;
};

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { by: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    console.error(`payment:keys: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const [brandId, provider] = positionals;
  if (!brandId || !provider || positionals.length !== 2 || !isKeyedProvider(provider)) {
    console.error(HELP);
    return 2;
  }
  const given = await keysGiven(provider);
  if ("error" in given) {
    console.error(`payment:keys: ${given.error}`);
    return 2;
  }
  const by = values.by?.trim() || "payment:keys";
  const body = { provider, keys: given.keys } as Parameters<typeof replaceKeys>[1];
  const backend = await openBackend();
  try {
    let stored: MaskedKeys[];
    let refusal: { code: string; message: string; problems?: unknown } | null = null;
    if (backend.kind === "server") {
      const res = await backend.server.post(
        `/api/operator/brands/${encodeURIComponent(brandId)}/payment-keys`,
        { ...body, by },
      );
      if (res.body.isErr) refusal = res.body.error;
      stored = res.body.isErr ? [] : (res.body.data as MaskedKeys[]);
    } else {
      try {
        stored = await replaceKeys(brandId, body, by);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refusal = { code: error.code, message: error.message, ...error.extra.details };
        stored = [];
      }
    }
    if (refusal) {
      console.error(`payment:keys: ${refusal.message} (${refusal.code})`);
      for (const p of Array.isArray(refusal.problems) ? refusal.problems : [])
        console.error(
          `  ${(p as { field: string }).field} ${SAID[(p as { problem: string }).problem] ?? "is refused"}`,
        );
      return 1;
    }
    console.log(
      `${brandId}: ${provider} keys stored: ${show(stored, provider)} ${describe(backend)}`,
    );
    return 0;
  } finally {
    if (backend.kind === "database") await backend.handle.close();
  }
}

runCommand("payment:keys", main);
