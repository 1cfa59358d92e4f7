import "server-only";
import pino from "pino";
import { env } from "./env";

const g = globalThis as typeof globalThis & { __kedaiLogger?: pino.Logger };

export function logger(): pino.Logger {
  g.__kedaiLogger ??= pino({ level: env().LOG_LEVEL, base: { service: "kedai" } });
  return g.__kedaiLogger;
}
