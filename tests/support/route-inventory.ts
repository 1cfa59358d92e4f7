import fs from "node:fs";
import path from "node:path";
import { root } from "./brand-files";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const METHOD = METHODS.join("|");

/** The HTTP methods a route module exports: functions, constants and `export { x as GET }`. */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  const direct = new RegExp(
    `export\\s+(?:async\\s+)?(?:function\\s*\\*?\\s*|const\\s+|let\\s+|var\\s+)(${METHOD})\\b`,
    "g",
  );
  for (const m of source.matchAll(direct)) found.add(m[1]!);
  for (const list of source.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g)) {
    for (const part of list[1]!.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && (METHODS as readonly string[]).includes(name)) found.add(name);
    }
  }
  return [...found].sort();
}

/** Every route module under src/app/api (route.ts, .tsx, .js, .mjs), as absolute paths. */
export function apiRouteFiles(dir = path.join(root, "src/app/api")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiRouteFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every route.ts under src/app/api as its URL pattern (`/api/orders/[brandId]/[orderId]`). */
export function apiRoutes(): { route: string; method: string }[] {
  const base = path.join(root, "src/app");
  const out = apiRouteFiles().flatMap((file) => {
    // Route groups `(name)` are not part of the URL.
    const route = `/${path
      .relative(base, path.dirname(file))
      .split(path.sep)
      .filter((s) => !/^\(.*\)$/.test(s))
      .join("/")}`;
    return exportedMethods(fs.readFileSync(file, "utf8")).map((method) => ({ route, method }));
  });
  return out.sort((x, y) => `${x.route} ${x.method}`.localeCompare(`${y.route} ${y.method}`));
}
