import { sql } from "drizzle-orm";
import type { DbLocation } from "@/server/db/client";
import { openDatabase } from "@/server/db/client";

/**
 * The number of rows of every table of the database (every base table the catalogue lists, not
 * only those schema.ts names), keyed `schema.table`.
 */
export async function rowCounts(location: DbLocation): Promise<Record<string, number>> {
  const handle = await openDatabase(location);
  try {
    const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const tables = rowsOf(
      await handle.db.execute(sql`
        select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`),
    ) as { schema: string; name: string }[];
    const counts: Record<string, number> = {};
    for (const { schema, name } of tables) {
      const [row] = rowsOf(
        await handle.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)}`,
        ),
      );
      counts[`${schema}.${name}`] = Number(row?.n);
    }
    return counts;
  } finally {
    await handle.close();
  }
}
