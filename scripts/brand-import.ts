// npm run brand:import -- <brand.json> [more.json …]
import fs from "node:fs/promises";
import path from "node:path";
import { checkBrandFile } from "../src/domain/brand-config";
import type { BrandFileProblem } from "../src/domain/brand-config";
import { countOf } from "../src/domain/text";
import { assetRefs, importBrandFile, readBrandJson } from "../src/server/brands/import-brand";
import type { ImportSummary } from "../src/server/brands/import-brand";
import { storeFor } from "../src/server/storage/storage";
import type { Backend } from "./lib/backend";
import { describe, openBackend, runCommand } from "./lib/backend";

const HELP = `Usage: npm run brand:import -- <brand.json> [more.json ...]

Validates each brand file (format: docs/brand-config.md) and upserts it in one transaction per
file: re-importing a brand updates it in place. A bad file lists every problem by its JSON path
and writes nothing.

Where it writes:
  - DATABASE_URL set: PostgreSQL directly; running servers see the change at once.
  - Otherwise the embedded database in DATA_DIR (default ./.data). When a server is running on
    it, the file and its images are sent to that server (http://127.0.0.1:<its PORT>, found in
    DATA_DIR/server.json) with a one-minute token signed with a key derived from APP_SECRET,
    and the server imports them. When no server holds it, the command opens it itself.

Exit codes: 0 imported, 1 a file was rejected or the database could not be opened, 2 usage.`;

type Outcome = { ok: true; summary: ImportSummary } | { ok: false; problems: BrandFileProblem[] };

/** Reads the file and the images it names, and has the running server import them. */
async function importThroughServer(backend: Extract<Backend, { kind: "server" }>, file: string) {
  const read = await readBrandJson(file);
  if (!read.ok) return read;
  const raw = read.raw;
  const checked = checkBrandFile(raw);
  if (!checked.ok) return checked; // the same checks the server would make, without the upload
  const assets: Record<string, string> = {};
  for (const ref of assetRefs(checked.file)) {
    if (ref.rel in assets) continue;
    // A missing file is left out: the server reports it by its JSON path.
    const bytes = await fs.readFile(path.resolve(path.dirname(file), ref.rel)).catch(() => null);
    if (bytes) assets[ref.rel] = bytes.toString("base64");
  }
  const { body } = await backend.server.post("/api/operator/brands", { file: raw, assets });
  if (!body.isErr) return { ok: true, summary: body.data as ImportSummary } satisfies Outcome;
  return {
    ok: false,
    problems: body.error.problems ?? [{ path: "$", message: body.error.message }],
  } satisfies Outcome;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
    return 0;
  }
  if (args.length === 0 || args.some((a) => a.startsWith("-"))) {
    console.error(HELP);
    return 2;
  }
  const backend = await openBackend();
  try {
    let failed = false;
    for (const file of args) {
      const result: Outcome =
        backend.kind === "server"
          ? await importThroughServer(backend, path.resolve(file))
          : await importBrandFile(
              backend.handle,
              storeFor(backend.settings, "objects"),
              path.resolve(file),
            );
      if (result.ok) {
        const s = result.summary;
        const made = s.imageVariantsMade
          ? `; ${countOf(s.imageVariantsMade, "image variant")} made`
          : "";
        if (s.unchanged)
          console.log(
            `${file}: brand "${s.subDomainName}" is up to date (revision ${s.revisionNumber}, ${s.revision}${made})`,
          );
        else
          console.log(
            `${file}: imported brand "${s.subDomainName}" (${countOf(s.branches, "branch", "branches")}, ${countOf(s.menus, "menu")}, ${countOf(s.items, "item")}, revision ${s.revisionNumber}, ${s.revision}${made}) ${describe(backend)}`,
          );
      } else {
        failed = true;
        console.error(`${file}: rejected, nothing written. ${result.problems.length} problem(s):`);
        for (const p of result.problems) console.error(`  ${p.path}: ${p.message}`);
      }
    }
    return failed ? 1 : 0;
  } finally {
    if (backend.kind === "database") await backend.handle.close();
  }
}

runCommand("brand:import", main);
