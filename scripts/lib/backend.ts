// How an operator command reaches the data (see --help of each command):
// - DATABASE_URL set: PostgreSQL directly. Running servers hear the change through NOTIFY.
// - Otherwise the embedded database in DATA_DIR. If no server holds it, the command opens it
//   itself; if a server holds it, the command asks that server over HTTP on 127.0.0.1 with a
//   one-minute operator token signed with a key derived from APP_SECRET.
import type { DbHandle } from "../../src/server/db/client";
import { openDatabase, adoptDatabase } from "../../src/server/db/client";
import { migrate } from "../../src/server/db/migrate";
import { DatabaseLockedError, isAlive } from "../../src/server/db/pglite-lock";
import type { Env } from "../../src/server/env";
import { env, EnvError } from "../../src/server/env";
import { readServerInfo, signOperatorToken } from "../../src/server/operator";

export interface ServerCall {
  /** POSTs JSON to the running server; answers its status and JSON body. */
  post(path: string, body: unknown): Promise<{ status: number; body: ApiBody }>;
  url: string;
}

export type ApiBody =
  | { isErr: false; data: unknown }
  | {
      isErr: true;
      error: { code: string; message: string; problems?: { path: string; message: string }[] };
    };

export type Backend =
  | { kind: "database"; handle: DbHandle; settings: Env }
  | { kind: "server"; server: ServerCall; settings: Env };

export async function openBackend(): Promise<Backend> {
  const settings = env();
  try {
    const handle = await openDatabase({
      databaseUrl: settings.DATABASE_URL,
      dataDir: settings.dataDir,
    });
    adoptDatabase(handle);
    await migrate(handle);
    return { kind: "database", handle, settings };
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const info = readServerInfo(settings.dataDir);
    if (!info || !isAlive(info.pid)) throw error; // held by something that is not a server
    const url = `http://127.0.0.1:${info.port}`;
    return {
      kind: "server",
      settings,
      server: {
        url,
        async post(path, body) {
          const response = await fetch(`${url}${path}`, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Authorization: `Bearer ${await signOperatorToken()}`,
            },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as ApiBody };
        },
      },
    };
  }
}

export function describe(backend: Backend): string {
  if (backend.kind === "server") return `through the running server at ${backend.server.url}`;
  return backend.handle.kind === "postgres"
    ? "on PostgreSQL (DATABASE_URL)"
    : `on the embedded database in ${backend.settings.dataDir}`;
}

/**
 * Runs a command's main() and exits with its code. A locked database or a bad setting is one
 * plain line; anything else is printed whole.
 */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DatabaseLockedError || error instanceof EnvError)
        console.error(`${name}: ${error.message}`);
      else console.error(`${name} failed:`, error);
      process.exit(1);
    },
  );
}
