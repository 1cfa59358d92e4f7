// The API about itself.
import { endpoint, returns } from "./endpoint";

export const openApi = endpoint({
  method: "GET",
  path: "/api/openapi.json",
  summary: "This API as an OpenAPI 3.1 document, generated from its declarations (src/contract).",
  caller: "anyone",
  answer: "json",
  data: returns<Record<string, unknown>>("OpenApiDocument"),
  cache: "public, max-age=300",
  errors: [],
});
