import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ERRORS } from "@/domain/errors";
import { apiRouteFiles, apiRoutes } from "../../tests/support/route-inventory";
import type { Endpoint } from "./endpoint";
import { api, ENDPOINTS } from "./index";
import { errorsOf, openApiDocument } from "./openapi";
import { routes } from "./routes";

const root = path.resolve(import.meta.dirname, "../..");
/** `/api/orders/[brandId]/[orderId]` as declared: `/api/orders/{brandId}/{orderId}`. */
const declaredPath = (route: string) => route.replace(/\[(\w+)\]/g, "{$1}");

/** Route exports that are not endpoints, each with its reason. */
const NOT_ENDPOINTS = new Map([
  ["/api/[...path]", "the JSON 404 for a path that names no endpoint"],
  ["/api/delivery/price GET", "spec §5: any other method is 400 INVALID_REQUEST_METHOD"],
  ["/api/delivery/price PUT", "spec §5"],
  ["/api/delivery/price PATCH", "spec §5"],
  ["/api/delivery/price DELETE", "spec §5"],
]);

describe("the API's declarations", () => {
  it("declare every route × method under src/app/api, and nothing that is not there", () => {
    const exported = apiRoutes()
      .filter((r) => !NOT_ENDPOINTS.has(r.route) && !NOT_ENDPOINTS.has(`${r.route} ${r.method}`))
      .map((r) => `${r.method} ${declaredPath(r.route)}`);
    const declared = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(exported.length).toBeGreaterThan(20);
    expect(
      exported.filter((e) => !declared.includes(e)),
      "routes without a declaration",
    ).toEqual([]);
    expect(
      declared.filter((d) => !exported.includes(d)),
      "declarations of no route",
    ).toEqual([]);
    expect(new Set(declared).size, "a route declared twice").toBe(declared.length);
  });

  it("run every route through the one wrapper, with no try/catch of its own", () => {
    // A route kept elsewhere (the bench's) is read where it is: `export { POST } from "@/…"`.
    const read = (file: string): string => {
      const source = fs.readFileSync(file, "utf8");
      const moved = /export \{ \w+ \} from "([^"]+)"/.exec(source)?.[1];
      if (!moved) return source;
      const at = moved.startsWith("@/")
        ? path.join(root, "src", moved.slice(2))
        : path.resolve(path.dirname(file), moved);
      return read(`${at}.ts`);
    };
    const own = apiRouteFiles()
      .map((file) => ({ file: path.relative(root, file), source: read(file) }))
      .filter(({ file }) => !file.includes("[...path]"));
    for (const { file, source } of own) {
      expect(source, file).toMatch(/=\s*route\(\s*api\.\w+\.\w+,/);
      expect(source, file).not.toMatch(/\btry\s*\{/);
    }
  });

  it("leave the choice of a status to the error table alone", () => {
    const sources = [
      ...apiRouteFiles(),
      path.join(root, "src/proxy.ts"),
      ...fs
        .readdirSync(path.join(root, "src/server"), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
        .map((f) => path.join(root, "src/server", f)),
    ];
    const chosen = sources.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/status:\s*[1-5]\d\d\b/g)].map(
        (m) => `${path.relative(root, file)}: ${m[0]}`,
      ),
    );
    expect(chosen).toEqual([]);
  });

  it("are built each on its own route of the browser's table, and the table has no other", () => {
    const names = (table: Record<string, Record<string, unknown>>) =>
      Object.entries(table).flatMap(([area, entries]) =>
        Object.keys(entries).map((name) => `${area}.${name}`),
      );
    expect(names(routes).sort()).toEqual(names(api).sort());
    for (const [area, entries] of Object.entries(routes))
      for (const [name, route] of Object.entries(entries)) {
        const declared = (api as unknown as Record<string, Record<string, Endpoint>>)[area]![name]!;
        expect({ ...declared }, `${area}.${name}`).toMatchObject(route);
      }
  });

  it("name only codes of the error table, each endpoint's own list without repeats", () => {
    for (const e of ENDPOINTS) {
      for (const code of e.errors) expect(Object.hasOwn(API_ERRORS, code), code).toBe(true);
      expect(new Set(e.errors).size, e.path).toBe(e.errors.length);
    }
  });
});

describe("the OpenAPI document", () => {
  const doc = openApiDocument("test");
  type Operation = {
    operationId: string;
    parameters: { name: string; in: string }[];
    requestBody?: unknown;
    responses: Record<string, { description: string }>;
  };
  const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([m, op]) => ({
      key: `${m.toUpperCase()} ${p}`,
      op: op as Operation,
    })),
  );

  it("has every published endpoint once, with a unique operationId", () => {
    const published = ENDPOINTS.filter((e) => !e.internal).map((e) => `${e.method} ${e.path}`);
    expect(operations.map((o) => o.key).sort()).toEqual(published.sort());
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("lists each endpoint's error codes under their statuses", () => {
    const { op } = operations.find((o) => o.key === "POST /api/staff/orders/{orderId}/status")!;
    expect(op.responses["409"]!.description).toBe("INVALID_STATUS_CHANGE");
    expect(op.responses["401"]!.description).toBe("UNAUTHENTICATED");
    expect(op.responses["403"]!.description).toBe("CSRF_REJECTED, FORBIDDEN");
    expect(op.responses["400"]!.description).toContain("REASON_REQUIRED");
    expect(op.parameters).toEqual([
      { name: "orderId", in: "path", required: true, schema: { type: "string" } },
    ]);
    expect(op.requestBody).toBeDefined();
    expect(errorsOf(api.auth.session)).not.toContain("UNAUTHENTICATED");
    expect(errorsOf(api.operator.importBrand)).toContain("OPERATOR_UNAUTHORIZED");
  });

  it("describes a query with its schema", () => {
    const { op } = operations.find((o) => o.key === "GET /api/geo/places")!;
    expect(op.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(["query:q", "query:session"]);
  });
});
