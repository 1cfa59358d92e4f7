import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

// Typed loosely on purpose: tests read and break brand files freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseBrand = Record<string, any>;

export function readBrand(file: string): LooseBrand {
  return JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as LooseBrand;
}

/** A copy of the fixture brand folder, its brand.json changed by `mutate`. Returns the file path. */
export function fixtureCopy(mutate: (brand: LooseBrand) => void = () => undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-brand-"));
  fs.cpSync(path.join(root, "tests/fixtures/mini"), dir, { recursive: true });
  const file = path.join(dir, "brand.json");
  const brand = JSON.parse(fs.readFileSync(file, "utf8")) as LooseBrand;
  mutate(brand);
  fs.writeFileSync(file, JSON.stringify(brand, null, 2));
  return file;
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an operator command (scripts/*.ts) the way npm would: same node flags, no npm wrapper. */
export function operatorCommand(
  script: string,
  location: { dataDir: string; databaseUrl?: string },
  ...args: string[]
): CliResult {
  const result = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", `scripts/${script}`, ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: location.dataDir,
        DATABASE_URL: location.databaseUrl ?? "",
        LOG_LEVEL: "warn",
      },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `npm run brand:import -- <files>` */
export function brandImport(
  location: { dataDir: string; databaseUrl?: string },
  ...files: string[]
): CliResult {
  return operatorCommand("brand-import.ts", location, ...files);
}

/** `npm run brand:export -- <brandId> <folder>` */
export function brandExport(
  location: { dataDir: string; databaseUrl?: string },
  brandId: string,
  folder: string,
): CliResult {
  return operatorCommand("brand-export.ts", location, brandId, folder);
}

/** `npm run order:status -- <args>` */
export function orderStatusCommand(
  location: { dataDir: string; databaseUrl?: string },
  ...args: string[]
): CliResult {
  return operatorCommand("order-status.ts", location, ...args);
}
