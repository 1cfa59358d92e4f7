import "server-only";
import path from "node:path";
import type { DbHandle } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/server/db/migrations");

/**
 * Applies the committed SQL migrations, then runs `afterwards` (seeding) in the same exclusive
 * section, so several instances starting together on one PostgreSQL do not race.
 */
export function migrate(handle: DbHandle, afterwards?: () => Promise<void>): Promise<void> {
  return handle.exclusive(async (db) => {
    const { migrate: run } =
      handle.kind === "pglite"
        ? await import("drizzle-orm/pglite/migrator")
        : await import("drizzle-orm/node-postgres/migrator");
    await run(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterwards?.();
  });
}
