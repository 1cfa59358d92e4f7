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

/** The mini fixture as a stored brand document: its images under /media/mini/ (unit tests). */
export function miniDocument(): LooseBrand {
  const MEDIA = "/media/mini/0123456789abcdef0123456789abcdef";
  const file = readBrand("tests/fixtures/mini/brand.json");
  const sc = file.storeConfigs;
  sc.brandId = file.brand.id;
  sc.branding.onBrandColorLogoVariantSrc = `${MEDIA}.svg`;
  for (const option of Object.values(
    sc.salesChannels.customerApp.paymentsMethods.transfer?.merchantLevelConfigs.transferOptions ??
      {},
  ) as LooseBrand[])
    option.logoSrc = `${MEDIA}.png`;
  for (const menu of file.menus)
    for (const section of menu.sections)
      for (const item of section.items)
        item.images = item.images.map(() => ({
          src: `${MEDIA}-384w.webp`,
          width: 800,
          height: 600,
          widths: [192, 384],
        }));
  return file;
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

/** A brand's couriers saved in a test database (tests/support/set-couriers.ts; no server on it). */
export function setCouriers(
  location: { dataDir: string; databaseUrl?: string },
  brandId: string,
  apiKey: string,
  settings: object,
): CliResult {
  return spawnSync(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      "tests/support/set-couriers.ts",
      brandId,
      apiKey,
      JSON.stringify(settings),
    ],
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
}
