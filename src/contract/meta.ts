// The API about itself.
import { endpoint, returns } from "./endpoint";
import { routes } from "./routes";

export const openApi = endpoint(routes.meta.openApi, {
  summary: "This API as an OpenAPI 3.1 document, generated from its declarations (src/contract).",
  data: returns<Record<string, unknown>>("OpenApiDocument"),
  cache: "public, max-age=300",
  errors: [],
});
