// @ts-check
// The settings src/edge/serve.mjs (the HTTP edge) needs before the app starts, defined once:
// src/server/env.ts's schema is made of these same fields, so the edge and the app never read a
// setting differently. Plain JavaScript because serve.mjs runs on bare Node (decision 0019).
import { z } from "zod";

/** @param {unknown} v */
export const blankAsUnset = (v) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export class EnvError extends Error {
  /** @override */
  name = "EnvError";
}

/**
 * The one message for bad settings, one line per problem ("PORT: must be …").
 * @param {string[]} problems
 */
export function invalidSettings(problems) {
  return new EnvError(`Invalid environment settings:\n  ${problems.join("\n  ")}`);
}

const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

export const edgeFields = {
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65535).default(3000)),
  LOG_LEVEL: z.preprocess(
    blankAsUnset,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  MAP_TILE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(
        /^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/,
        "must be a tile URL template with {z}, {x} and {y}",
      )
      .default(DEFAULT_MAP_TILE_URL),
  ),
  /**
   * Issue 40 (docs/metrics.md): the bearer token `GET /metrics` asks for. Unset: /metrics
   * answers 404, so no figure of the shop's business leaks from a server nobody set up.
   */
  METRICS_TOKEN: z.preprocess(
    blankAsUnset,
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
};

// Only the port must be right here: the edge listens before the app starts. A bad LOG_LEVEL,
// MAP_TILE_URL or METRICS_TOKEN is the app's to report (env.ts names every bad setting at once and
// stops the start before any page is served); until then the edge uses their defaults (a token
// too short is no token: /metrics answers 404).
const edgeSchema = z.object({
  PORT: edgeFields.PORT,
  LOG_LEVEL: edgeFields.LOG_LEVEL.catch("info"),
  MAP_TILE_URL: edgeFields.MAP_TILE_URL.catch(DEFAULT_MAP_TILE_URL),
  METRICS_TOKEN: edgeFields.METRICS_TOKEN.catch(undefined),
});

/**
 * The edge's settings, from the process's environment.
 * @param {Record<string, string | undefined>} source
 */
export function parseEdgeEnv(source) {
  const parsed = edgeSchema.safeParse(source);
  if (!parsed.success)
    throw invalidSettings(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  return parsed.data;
}
