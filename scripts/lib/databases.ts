// The databases a bench part runs on: the embedded one, and the local PostgreSQL when it answers.
import pg from "pg";
import { POSTGRES_URL } from "../../tests/support/prerequisites";

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** `bench` on PGlite and (when reachable) PostgreSQL: true when both met their targets. */
export async function onBothDatabases(
  bench: (label: string, postgres: boolean) => Promise<boolean>,
): Promise<boolean> {
  let pass = await bench("PGlite", false);
  if (await postgresReachable(POSTGRES_URL)) pass = (await bench("PostgreSQL", true)) && pass;
  else console.log(`PostgreSQL at ${POSTGRES_URL} is not reachable: its figures are missing.`);
  return pass;
}
