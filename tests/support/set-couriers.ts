// Sets a brand's couriers in a test database, as the owner's console would save them (issue 38):
//   node --conditions=react-server --import tsx tests/support/set-couriers.ts <brandId> <apiKey> <settings JSON>
// with DATA_DIR (and DATABASE_URL) of the database, while no server holds an embedded one. The
// key is sealed with the APP_SECRET of DATA_DIR, as the server started there seals it. For tests
// that cannot import server modules (Playwright's): vitest tests call saveCouriers themselves.
import type { CourierSettings } from "../../src/domain/couriers";
import { saveCouriers } from "../../src/server/couriers/settings";
import { openDatabase } from "../../src/server/db/client";
import { env } from "../../src/server/env";

const [brandId, apiKey, settings] = process.argv.slice(2);
if (!brandId || !apiKey || !settings) throw new Error("usage: <brandId> <apiKey> <settings JSON>");
const handle = await openDatabase({ databaseUrl: env().DATABASE_URL, dataDir: env().dataDir });
try {
  await saveCouriers(
    handle.db,
    brandId,
    { apiKey, settings: JSON.parse(settings) as CourierSettings },
    "test",
  );
} finally {
  await handle.close();
}
