// The floor of the bench's Lighthouse part (issue 34 item 4): an empty Next.js page, built with
// the Next.js, React and React DOM of this repository's node_modules and served by `next start`.
// It is a separate app generated into .bench/empty-next, not a route of ours: a route of our own
// app would carry our root layout, its global CSS, not-found and global-error, and the proxy.
// Built once per Next.js version and sources (a stamp), like the app's own build.
//
// Next.js and its dependencies are hard-linked into the app's own node_modules (no copy, no
// download): Turbopack compiles nothing outside its root, and with this repository as the root it
// also took our src/instrumentation.ts and src/proxy.ts into the empty app.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../tests/support/server";

const root = path.resolve(import.meta.dirname, "../..");
const dir = path.join(root, ".bench/empty-next");
const nextBin = path.join(dir, "node_modules/next/dist/bin/next");
const stampFile = path.join(dir, ".next/empty-next-stamp");
/** What the empty app runs on: these packages and everything they depend on. */
const PACKAGES = ["next", "react", "react-dom"];

/**
 * The app, as `create-next-app` would have it with its sample content taken out: a root layout
 * and a page with a heading and a line of text (Lighthouse needs something to paint). Plain JSX,
 * so that Next.js sets up no TypeScript; its own folder is its root.
 */
const FILES: Record<string, string> = {
  "package.json": `${JSON.stringify({ name: "empty-next", private: true }, null, 2)}\n`,
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(dir)} }, outputFileTracingRoot: ${JSON.stringify(dir)} };\n`,
  "app/layout.jsx": `export const metadata = { title: "Empty", description: "An empty Next.js page." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>Empty</h1>
      <p>An empty Next.js page.</p>
    </main>
  );
}
`,
};

function stamp(): string {
  const hash = createHash("sha256");
  for (const name of [...closure(PACKAGES)].sort())
    hash.update(fs.readFileSync(path.join(root, "node_modules", name, "package.json")));
  for (const [name, text] of Object.entries(FILES)) hash.update(name).update(text);
  return hash.digest("hex");
}

/** The installed packages `names` need, with theirs (dependencies, optional and peer ones). */
function closure(names: string[], found = new Set<string>()): Set<string> {
  for (const name of names) {
    const manifest = path.join(root, "node_modules", name, "package.json");
    if (found.has(name) || !fs.existsSync(manifest)) continue;
    found.add(name);
    const pkg = JSON.parse(fs.readFileSync(manifest, "utf8")) as Record<string, object | undefined>;
    const needs = { ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies };
    closure(Object.keys(needs), found);
  }
  return found;
}

/** `from` linked file by file into `to` (copied where a link cannot be made). */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
  }
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [nextBin, ...args], { cwd: dir, stdio: "inherit", env });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

const nextEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
});

/** Writes and builds the empty app unless .bench/empty-next already holds this build. */
export async function buildEmptyNext(): Promise<void> {
  const current = stamp();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === current) return;
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  for (const name of closure(PACKAGES))
    linkTree(path.join(root, "node_modules", name), path.join(dir, "node_modules", name));
  console.log("bench: building the empty Next.js page (.bench/empty-next)…");
  if ((await run(["build", "."], nextEnv())) !== 0)
    throw new Error("building .bench/empty-next failed");
  fs.writeFileSync(stampFile, current);
}

export interface EmptyNext {
  /** The empty page's URL. */
  url: string;
  stop(): Promise<void>;
}

/** Builds the empty app if needed and serves it with `next start` on a free port. */
export async function startEmptyNext(): Promise<EmptyNext> {
  await buildEmptyNext();
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, "start", ".", "-p", String(port)], {
    cwd: dir,
    env: nextEnv(),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  for (const deadline = Date.now() + 30_000; ;) {
    if (child.exitCode !== null)
      throw new Error(`next start (empty page) exited with ${child.exitCode}`);
    const answered = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the empty Next.js page did not answer within 30 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
