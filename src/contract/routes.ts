// Every endpoint's route: what the browser's client reads at run time (method, path, caller,
// answer kind). The declarations (one file per area, listed in index.ts) build on these with
// their schemas, error codes and Cache-Control, for the server and the OpenAPI document. The
// browser imports this table, and the declarations only as types (`DeclarationOf`), so a page
// that calls an endpoint does not ship its schemas (decision 0020).
import type { api } from "./index";
import type { Route } from "./endpoint";
import { consoleRoutes } from "./routes-console";
import { customerRoutes } from "./routes-customer";
import { outsideRoutes } from "./routes-outside";
import { staffRoutes } from "./routes-staff";

export const routes = {
  ...customerRoutes,
  ...staffRoutes,
  ...consoleRoutes,
  ...outsideRoutes,
} as const satisfies Record<string, Record<string, Route>>;

type Api = typeof api;
type Declaration = { [A in keyof Api]: Api[A][keyof Api[A]] }[keyof Api];

/** The declaration built on route `R`, found by its method and path: a type, free at run time. */
export type DeclarationOf<R extends Route> = Extract<
  Declaration,
  { method: R["method"]; path: R["path"] }
>;
