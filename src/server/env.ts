import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { subDomainNameSchema } from "@/domain/brand-config";

// The one place that reads process.env (STYLE.md practice 1). A bad setting stops the
// process at start with a message naming the variable.
const blankAsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const schema = z.object({
  APP_ENV: z.preprocess(
    blankAsUnset,
    z.enum(["development", "test", "production"]).default("development"),
  ),
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65535).default(3000)),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default("./.data")),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(?:ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
  ),
  DEFAULT_BRAND: z.preprocess(blankAsUnset, subDomainNameSchema.default("demo")),
  APP_SECRET: z.preprocess(
    blankAsUnset,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  LOG_LEVEL: z.preprocess(
    blankAsUnset,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
});

export type Env = Omit<z.infer<typeof schema>, "APP_SECRET"> & {
  APP_SECRET: string;
  dataDir: string;
};

export class EnvError extends Error {
  override name = "EnvError";
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment settings:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  if (!value.APP_SECRET && value.APP_ENV === "production") {
    throw new EnvError(
      "Invalid environment settings:\n  APP_SECRET: required when APP_ENV=production",
    );
  }
  return { ...value, dataDir, APP_SECRET: value.APP_SECRET ?? developmentSecret(dataDir) };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
