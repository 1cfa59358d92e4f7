import { freshLocation } from "../support/database";
import { startServer } from "../support/server";
import { KEMANG_STAFF_PHONE, TEST_CODE, TEST_PHONE_NUMBERS } from "./site";

/** One server on a fresh database; workers find its port in KEDAI_E2E_PORT. */
export default async function globalSetup() {
  const location = await freshLocation("e2e");
  const server = await startServer(location, {
    AUTH_TEST_PHONE_NUMBERS: [...TEST_PHONE_NUMBERS, KEMANG_STAFF_PHONE]
      .map((n) => `${n}:${TEST_CODE}`)
      .join(","),
  });
  process.env.KEDAI_E2E_PORT = String(server.port);
  return async () => {
    await server.stop();
    await location.dispose();
  };
}
