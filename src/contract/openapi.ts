// The OpenAPI 3.1 document of the API, generated from its declarations (issue 15), served at
// GET /api/openapi.json. Bodies and queries carry their JSON Schema; answers name their data type
// (`x-data`) and list their error codes by status, from the one error table.
import { z } from "zod";
import { SESSION_COOKIE } from "@/domain/auth";
import type { ErrorCode } from "@/domain/errors";
import { API_ERRORS, statusOf } from "@/domain/errors";
import type { Caller, Endpoint } from "./endpoint";
import { COMMON_ERRORS } from "./endpoint";
import { ENDPOINTS } from "./index";

const SECURITY: Record<Caller, Record<string, string[]>[]> = {
  anyone: [],
  customer: [{ idToken: [] }, { session: [] }],
  self: [{ idToken: [] }, { session: [] }],
  staff: [{ idToken: [] }, { session: [] }],
  owner: [{ idToken: [] }, { session: [] }],
  manager: [{ idToken: [] }, { session: [] }],
  operator: [{ operator: [] }],
  "platform operator": [{ idToken: [] }, { session: [] }],
};

/** Every code an endpoint may answer: its own, those of its caller check and of its body. */
export function errorsOf(e: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>([...COMMON_ERRORS, ...e.errors]);
  if (e.caller === "operator") codes.add("OPERATOR_UNAUTHORIZED").delete("BRAND_NOT_FOUND");
  if (e.caller !== "anyone" && e.caller !== "operator") {
    codes.add("UNAUTHENTICATED");
    if (e.method !== "GET") codes.add("CSRF_REJECTED");
  }
  if (["self", "staff", "owner", "manager"].includes(e.caller)) codes.add("FORBIDDEN");
  if (e.caller === "platform operator") codes.add("PLATFORM_OPERATORS_ONLY");
  if (e.hosts === "platform") codes.add("NOT_FOUND").delete("BRAND_NOT_FOUND");
  if (e.hosts === "any") codes.delete("BRAND_NOT_FOUND");
  if (e.body)
    ["INVALID_JSON", "UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE"].forEach((c) =>
      codes.add(c as ErrorCode),
    );
  for (const code of Object.values(e.bodyCodes ?? {})) codes.add(code);
  if (e.query) codes.add("INVALID_QUERY");
  if (e.brandInPath) codes.add(e.brandInPath);
  if (e.loads) codes.add("ORDER_NOT_FOUND");
  if (e.loads && e.loads.order !== "customer") codes.add("FORBIDDEN");
  return [...codes].sort();
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

function operation(e: Endpoint) {
  const pathParams = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query = e.query ? (jsonSchema(e.query) as { properties?: Record<string, unknown> }) : null;
  const queryParams = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    schema,
  }));
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorsOf(e))
    byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  const ok =
    e.answer === "events"
      ? { "text/event-stream": { schema: { type: "string" } } }
      : e.answer === "image"
        ? { "image/jpeg": { schema: { type: "string", format: "binary" } } }
        : e.answer === "csv"
          ? { "text/csv": { schema: { type: "string" } } }
          : e.answer === "sheet"
            ? {
                "text/csv": { schema: { type: "string" } },
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                  schema: { type: "string", format: "binary" },
                },
              }
            : e.answer === "json" || e.answer === "file"
              ? { "application/json": { schema: { "x-data": e.data.name } } }
              : {
                  "application/json": {
                    schema: {
                      type: "object",
                      required: ["isErr", "data"],
                      properties: { isErr: { const: false }, data: { "x-data": e.data.name } },
                    },
                  },
                };
  return {
    operationId:
      e.path.replace(/\W+/g, "_").replace(/^_api_|_$/g, "") + `_${e.method.toLowerCase()}`,
    summary: e.summary,
    security: SECURITY[e.caller],
    parameters: [...pathParams, ...queryParams],
    ...(e.body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: jsonSchema(e.body) } },
      },
    }),
    responses: {
      "200": {
        description: `${e.data.name}${e.cache ? ` (Cache-Control: ${e.cache})` : ""}`,
        content: ok,
      },
      ...Object.fromEntries(
        [...byStatus].map(([status, codes]) => [
          String(status),
          {
            description: codes.join(", "),
            content: {
              "application/json": {
                schema: {
                  allOf: [
                    { $ref: "#/components/schemas/Error" },
                    {
                      properties: {
                        error: { properties: { reasonCode: { enum: codes } } },
                      },
                    },
                  ],
                },
              },
            },
          },
        ]),
      ),
    },
  };
}

export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of ENDPOINTS.filter((x) => !x.internal))
    (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(e);
  return {
    openapi: "3.1.0",
    info: {
      title: "kedai storefront API",
      version,
      description:
        "Every answer is an envelope: {isErr: false, data} or {isErr: true, error: {code, reasonCode, message}}. " +
        "The brand is the request's Host (its subdomain). docs/API.md explains the rest.",
    },
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        idToken: { type: "http", scheme: "bearer", description: "The idToken of the session" },
        operator: { type: "http", scheme: "bearer", description: "An operator token" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["isErr", "error"],
          properties: {
            isErr: { const: true },
            error: {
              type: "object",
              required: ["code", "reasonCode", "message"],
              properties: {
                code: { type: "string", enum: Object.keys(API_ERRORS) },
                reasonCode: { type: "string", enum: Object.keys(API_ERRORS) },
                message: { type: "string" },
              },
            },
          },
        },
      },
    },
  };
}
