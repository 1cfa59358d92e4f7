import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/client";

// What a backup and a restore read from PostgreSQL's own catalogue rather than from a hand-kept
// list: the tables of kedai's schema, their columns, the order foreign keys ask for, the
// sequences and the triggers. A table added by a later migration is backed up without a change here.

export const SCHEMA = "public";

/** `"public"."name"`, quoted: names come from the catalogue, never from the backup file alone. */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const tableRef = (name: string) => `${quoted(SCHEMA)}.${quoted(name)}`;

export async function tableNames(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${SCHEMA} and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`),
  );
  return rows.map((r) => r.name);
}

/** Each table's columns a row can be given (generated ones are made by the database). */
export async function columnsOf(db: Db): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ table: string; column: string }>(
    db.execute(sql`
      select c.relname as table, a.attname as column
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${SCHEMA} and c.relkind in ('r', 'p') and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`),
  );
  const columns = new Map<string, string[]>();
  for (const r of rows) columns.set(r.table, [...(columns.get(r.table) ?? []), r.column]);
  return columns;
}

/** The tables with a column GENERATED ALWAYS AS IDENTITY (an insert must say OVERRIDING). */
export async function alwaysIdentity(db: Db): Promise<Set<string>> {
  const rows = await rowsOf<{ table: string }>(
    db.execute(sql`
      select distinct c.relname as table
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${SCHEMA} and a.attidentity = 'a' and not a.attisdropped`),
  );
  return new Set(rows.map((r) => r.table));
}

/** For each table, the other tables its foreign keys point at (pg_constraint). */
export async function references(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await rowsOf<{ from: string; to: string }>(
    db.execute(sql`
      select src.relname as from, dst.relname as to
      from pg_constraint k
      join pg_class src on src.oid = k.conrelid join pg_namespace sn on sn.oid = src.relnamespace
      join pg_class dst on dst.oid = k.confrelid join pg_namespace dn on dn.oid = dst.relnamespace
      where k.contype = 'f' and sn.nspname = ${SCHEMA} and dn.nspname = ${SCHEMA}`),
  );
  const edges = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.from === r.to) continue; // a row pointing at its own table: no order between tables
    edges.set(r.from, (edges.get(r.from) ?? new Set()).add(r.to));
  }
  return edges;
}

/**
 * The tables in an order where every table comes after those it references, so rows can be
 * inserted with every foreign key checked as they go. Alphabetical among equals, so two backups
 * of one schema list their tables alike.
 */
export function foreignKeyOrder(tables: string[], edges: Map<string, Set<string>>): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort();
  while (remaining.length > 0) {
    const next = remaining.find((t) =>
      [...(edges.get(t) ?? [])].every((d) => placed.has(d) || !tables.includes(d)),
    );
    if (!next)
      throw new Error(
        `the foreign keys of ${remaining.join(", ")} form a cycle: no order inserts their rows`,
      );
    order.push(next);
    placed.add(next);
    remaining.splice(remaining.indexOf(next), 1);
  }
  return order;
}

export interface OwnedSequence {
  sequence: string;
  table: string;
  column: string;
}

/** Every sequence of the schema, and the column it numbers when it belongs to one. */
export async function sequences(db: Db): Promise<{ names: string[]; owned: OwnedSequence[] }> {
  const names = await rowsOf<{ name: string }>(
    db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${SCHEMA} and c.relkind = 'S' order by 1`),
  );
  const owned = await rowsOf<OwnedSequence>(
    db.execute(sql`
      select s.relname as sequence, t.relname as table, a.attname as column
      from pg_class s
      join pg_namespace n on n.oid = s.relnamespace
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
        and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = ${SCHEMA}`),
  );
  return { names: names.map((r) => r.name), owned };
}

/** The tables with triggers of kedai's own (the sales rollups): off while rows are restored. */
export async function tablesWithTriggers(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table: string }>(
    db.execute(sql`
      select distinct c.relname as table from pg_trigger g
      join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${SCHEMA} and not g.tgisinternal order by 1`),
  );
  return rows.map((r) => r.table);
}
