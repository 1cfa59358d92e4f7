// `npm test` runs this first (package.json): what the test tiers need from the machine, checked
// in about a second, so a missing piece fails now with its fix named rather than after ten
// minutes of other tiers. Exits 1 listing every problem found.
import pg from "pg";
import {
  chromiumProblem,
  CHROMIUM_PATH,
  onPath,
  POSTGRES_URL,
} from "../tests/support/prerequisites";

/** The URL as it may be printed: without its password. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(DATABASE_URL is not a URL)";
  }
}

/**
 * Why the tests' PostgreSQL cannot be used, naming the fix; null when it answers. Always checked:
 * with DATABASE_URL every tier runs on it; without, the integration tests still run several app
 * instances on the local server (tests/support/database.ts).
 */
async function postgresProblem(): Promise<string | null> {
  const fromSetting = Boolean(process.env.DATABASE_URL);
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  client.on("error", () => undefined); // a connection lost later is not this check's concern
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === "3D000") {
      const url = new URL(POSTGRES_URL);
      return (
        `PostgreSQL at ${url.host} has no database ${url.pathname.slice(1)}. Create it ` +
        `(createdb -h ${url.hostname} -U ${url.username || "postgres"} ${url.pathname.slice(1)}) or unset DATABASE_URL.`
      );
    }
    const reason = `PostgreSQL at ${shown(POSTGRES_URL)} does not answer (${code ?? message}).`;
    return fromSetting
      ? `${reason} Start PostgreSQL or unset DATABASE_URL (the tests then run on the embedded database).`
      : `${reason} The integration tests need the local PostgreSQL even on the embedded database: ` +
          `start it (pg_ctlcluster <version> main start, as .ci/run does), or set DATABASE_URL.`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const problems = [
  chromiumProblem(),
  onPath("script")
    ? null
    : "No `script` command (util-linux), which runs `npm start` in a terminal for a test. Install it (apt-get install -y bsdutils).",
  onPath("nginx")
    ? null
    : "No `nginx` on the PATH: the proxy docs/DEPLOYMENT.md gives (deploy/nginx.conf) is tested in front of two instances. Install it (apt-get install -y nginx-core; the test starts its own, so the service need not run).",
  await postgresProblem(),
].filter((p): p is string => p !== null);

if (problems.length > 0) {
  console.error(
    `npm test cannot run on this machine yet:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(
  `preflight: Chromium at ${CHROMIUM_PATH}; nginx; PostgreSQL at ${shown(POSTGRES_URL)} answers.`,
);
