import type { TestProject } from "vitest/node";
import { freshLocation } from "./database";
import { startServer } from "./server";

/** A test number of the shared integration server: signs in with code 12345. */
export const INTEGRATION_TEST_PHONE = "+6281100000009";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server for the integration run, on a fresh database with the demo brands. */
export default async function setup(project: TestProject) {
  const location = await freshLocation("integ");
  const server = await startServer(location, {
    AUTH_TEST_PHONE_NUMBERS: `${INTEGRATION_TEST_PHONE}:12345`,
  });
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    await location.dispose();
  };
}
