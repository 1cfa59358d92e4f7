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

/** Every route.ts under src/app/api as its URL pattern (`/api/orders/[brandId]/[orderId]`). */
export function apiRoutes(): { route: string; method: string }[] {
  const base = path.join(root, "src/app");
  const out: { route: string; method: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        // Route groups `(name)` are not part of the URL.
        const route = `/${path
          .relative(base, dir)
          .split(path.sep)
          .filter((s) => !/^\(.*\)$/.test(s))
          .join("/")}`;
        for (const method of exportedMethods(fs.readFileSync(full, "utf8")))
          out.push({ route, method });
      }
    }
  };
  walk(path.join(base, "api"));
  return out.sort((x, y) => `${x.route} ${x.method}`.localeCompare(`${y.route} ${y.method}`));
}
