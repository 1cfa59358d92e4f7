// `npm run package [-- FOLDER] [--link]`: the production folder (docs/container.md), what the container
// image holds and nothing else: the build in .next (made by `npm run build`, never rebuilt here),
// the production dependencies, the HTTP edge (src/edge/*.mjs and what it imports), the migrations,
// the demo brands, and start.mjs, `npm start`'s check and serve bundled to run on plain Node.
// No sources, no dev dependencies, no tsx. Default folder: .package/.
import fs from "node:fs";
import path from "node:path";
import { build as bundle } from "esbuild";
import { isBuildCurrent } from "./lib/build";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const target = path.resolve(args.find((a) => !a.startsWith("--")) ?? path.join(root, ".package"));
/**
 * `--link`: hard links to the checkout's files instead of copies, where on the same file system
 * (tests/integration/package.integ.ts, which only reads them: some 37,000 files, mostly
 * node_modules, are made in seconds instead of a minute). Never for a folder that is kept.
 */
const link = args.includes("--link");
/** Left in a folder this command made, so it may empty it again (and never another folder). */
const MARK = ".kedai-package";

if (!isBuildCurrent()) {
  console.error("kedai package: no build of the sources as they are: run `npm run build` first");
  process.exit(1);
}
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
  if (!fs.existsSync(path.join(target, MARK))) {
    console.error(`kedai package: ${target} is not empty and was not made by this command`);
    process.exit(1);
  }
  fs.rmSync(target, { recursive: true });
}
fs.mkdirSync(target, { recursive: true });
fs.writeFileSync(path.join(target, MARK), "");

/** Copies `from` of the checkout (a file or a folder) into the folder, where `keep` allows. */
function copy(from: string, keep: (entry: string) => boolean = () => true): void {
  fs.mkdirSync(path.dirname(path.join(target, from)), { recursive: true });
  place(from, keep);
}

function place(from: string, keep: (entry: string) => boolean): void {
  if (!keep(from)) return;
  const source = path.join(root, from);
  const destination = path.join(target, from);
  const stat = fs.lstatSync(source);
  if (stat.isDirectory()) {
    fs.mkdirSync(destination);
    for (const name of fs.readdirSync(source)) place(path.join(from, name), keep);
  } else if (stat.isSymbolicLink()) {
    // As it is: .next/node_modules links to ../../node_modules/{pg,pino,sharp} (Turbopack's
    // externals), which must stay links into the folder, not become links back into the checkout.
    fs.symlinkSync(fs.readlinkSync(source), destination);
  } else if (link) {
    try {
      fs.linkSync(source, destination);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      fs.copyFileSync(source, destination);
    }
  } else fs.copyFileSync(source, destination);
}

// The build, less what only `next build` and `next dev` use again.
const buildOnly = new Set([
  ".next/build",
  ".next/cache",
  ".next/dev",
  ".next/diagnostics",
  ".next/trace",
  ".next/trace-build",
  ".next/types",
]);
copy(".next", (entry) => !buildOnly.has(entry));

// Read at run time from the working folder (src/server/db/migrate.ts, src/server/startup.ts).
copy("src/server/db/migrations");
copy("brands");

// The edge runs unbundled (src/edge/serve.mjs loads Next.js itself): its files and what they
// import of ours, as esbuild finds them.
const edge = await bundle({
  entryPoints: ["src/edge/serve.mjs", "src/edge/starting-door.mjs"].map((f) => path.join(root, f)),
  bundle: true,
  write: false,
  platform: "node",
  format: "esm",
  packages: "external",
  absWorkingDir: root,
  metafile: true,
  outdir: path.join(target, ".edge-scan"),
  logLevel: "warning",
});
for (const input of Object.keys(edge.metafile.inputs)) copy(input);

// `npm start`'s check and serve, with its own imports bundled (the settings' schema and zod).
// `server-only` resolves as Next.js resolves it on the server (its empty module).
await bundle({
  entryPoints: [path.join(root, "scripts/package/start.ts")],
  outfile: path.join(target, "start.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  conditions: ["react-server"],
  tsconfig: path.join(root, "tsconfig.json"),
  banner: {
    // Bundled CommonJS packages may require() Node's own modules.
    js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
  },
  logLevel: "warning",
});

// The production dependencies, as the lockfile lists them, where installed (other platforms'
// optional packages are not). Left out: `dev` ones, and `devOptional` ones, which a production
// package names only as an optional peer (typescript, @types/*, playwright for next and
// drizzle-orm); and SWC, which compiles next.config.ts, not loaded here (scripts/package/start.ts).
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
};
const dependencies = Object.entries(lock.packages)
  .filter(([where, info]) => where.startsWith("node_modules/") && !info.dev && !info.devOptional)
  .map(([where]) => where)
  .filter((where) => !/(^|\/)node_modules\/@next\/swc-/.test(where))
  .filter((where) => fs.existsSync(path.join(root, where)));
for (const where of dependencies)
  // A package's own node_modules holds packages of their own lockfile entry (copied, or not, there).
  copy(
    where,
    (source) => source === where || !source.slice(where.length).includes("/node_modules"),
  );

const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  name: string;
  version: string;
  engines: unknown;
};
fs.writeFileSync(
  path.join(target, "package.json"),
  `${JSON.stringify(
    {
      name: manifest.name,
      version: manifest.version,
      private: true,
      type: "module",
      engines: manifest.engines,
      scripts: { start: "node start.mjs" },
    },
    null,
    2,
  )}\n`,
);

console.log(`kedai package: ${target} (${dependencies.length} production packages)`);
