import type { TestProject } from "vitest/node";
import { freshLocation } from "./database";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server for the integration run, on a fresh database with the demo brands. */
export default async function setup(project: TestProject) {
  const location = await freshLocation("integ");
  const server = await startServer(location);
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    await location.dispose();
  };
}
