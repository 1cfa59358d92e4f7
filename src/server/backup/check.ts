import "server-only";
import { createHash } from "node:crypto";
import type { JournalEntry } from "../db/migrate";
import type { FilePart, Header, Manifest } from "./format";
import { BackupDamaged, FORMAT, readLines, sha256 } from "./format";

/** What a backup holds, known once every byte of it has been read and checked. */
export interface CheckedBackup {
  header: Header;
  manifest: Manifest;
  /** Its tables in the order it holds them (the source's foreign-key order), with their columns. */
  tables: { name: string; columns: string[] }[];
}

/**
 * Reads the whole backup and checks it before anything is written: its sha256 against the one
 * it ends with, every table's rows and every file against the manifest. Names what is wrong.
 */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  let header: Header | undefined;
  let manifest: Manifest | undefined;
  let ended: { expected: string; actual: string } | undefined;
  const tables: CheckedBackup["tables"] = [];
  const seen: Record<string, { rows: number; hash: ReturnType<typeof createHash> }> = {};
  let current: string | undefined;
  const listing = createHash("sha256");
  const files = { count: 0, bytes: 0 };
  let lineNo = 0;
  const step = (text: string, before: () => string) => {
    if (ended) throw new BackupDamaged(`${file} is damaged: it goes on after its last line.`);
    if (text.startsWith("{")) {
      if (!current)
        throw new BackupDamaged(`${file} is damaged: line ${lineNo} is a row outside a table.`);
      seen[current]!.rows += 1;
      seen[current]!.hash.update(`${text}\n`);
      return;
    }
    let kind: unknown;
    let body: unknown;
    let data: unknown;
    try {
      [kind, body, data] = JSON.parse(text) as [unknown, unknown, unknown];
    } catch {
      throw new BackupDamaged(`${file} is damaged: line ${lineNo} is not JSON.`);
    }
    if (lineNo === 1) {
      if (kind !== "kedai-backup") throw new BackupDamaged(`${file} is not a kedai backup.`);
      header = body as Header;
      if (header.format > FORMAT)
        throw new BackupDamaged(
          `${file} is in backup format ${header.format}, newer than this kedai reads (${FORMAT}): restore it with kedai ${header.kedaiVersion} or newer.`,
        );
      return;
    }
    current = undefined;
    if (kind === "table") {
      const t = body as { name: string; columns: string[] };
      tables.push(t);
      current = t.name;
      seen[t.name] = { rows: 0, hash: createHash("sha256") };
    } else if (kind === "file") {
      const part = body as FilePart;
      const bytes = Buffer.from(String(data), "base64");
      if (bytes.length !== part.size || sha256(bytes) !== part.sha256)
        throw new BackupDamaged(
          `${file} is damaged: the file ${part.store}/${part.key} does not match its sha256.`,
        );
      listing.update(`${part.store}/${part.key} ${part.sha256}\n`);
      files.count += 1;
      files.bytes += bytes.length;
    } else if (kind === "manifest") {
      manifest = body as Manifest;
    } else if (kind === "end") {
      ended = endOf(text, before);
    } else if (kind !== "sequence") {
      throw new BackupDamaged(`${file} is damaged: line ${lineNo} is of an unknown kind.`);
    }
  };
  // A damaged line is noted and the reading goes on to the end: a changed byte is then named by
  // the checksum, whatever it broke first.
  let problem: BackupDamaged | undefined;
  for await (const { text, before } of readLines(file)) {
    lineNo += 1;
    if (problem) {
      if (text.startsWith('["end",')) ended = endOf(text, before);
      continue;
    }
    try {
      step(text, before);
    } catch (error) {
      if (!(error instanceof BackupDamaged)) throw error;
      problem = error;
    }
  }
  if (ended && ended.expected !== ended.actual)
    throw new BackupDamaged(
      `${file} is damaged: its contents' sha256 is ${ended.actual}, but it was written as ${ended.expected}.`,
    );
  if (problem) throw problem;
  if (!header) throw new BackupDamaged(`${file} is empty.`);
  if (!ended || !manifest)
    throw new BackupDamaged(`${file} is incomplete: it stops before its manifest and checksum.`);
  for (const t of tables) {
    const part = manifest.tables[t.name];
    const got = seen[t.name]!;
    const digest = got.hash.digest("hex");
    if (!part || part.rows !== got.rows || part.sha256 !== digest)
      throw new BackupDamaged(
        `${file} is damaged: table ${t.name} holds ${got.rows} rows (sha256 ${digest}), its manifest says ${part ? `${part.rows} (sha256 ${part.sha256})` : "nothing"}.`,
      );
  }
  if (Object.keys(manifest.tables).length !== tables.length)
    throw new BackupDamaged(`${file} is damaged: its manifest names tables it does not hold.`);
  const listed = listing.digest("hex");
  if (files.count !== manifest.files.count || listed !== manifest.files.sha256)
    throw new BackupDamaged(
      `${file} is damaged: it holds ${files.count} files, its manifest says ${manifest.files.count} (or their list differs).`,
    );
  return { header, manifest, tables };
}

function endOf(text: string, before: () => string) {
  let expected = "";
  try {
    expected = String((JSON.parse(text) as [string, { sha256: string }])[1].sha256);
  } catch {
    // a damaged last line: its sha256 is unreadable, so it cannot match
  }
  return { expected, actual: before() };
}

/**
 * The migrations a restore applies: those up to the backup's. A backup from a newer kedai (a
 * migration this code does not have) is refused; an older one is restored at its level and
 * brought forward by the next start, as any older database is.
 */
export function migrationLevel(header: Header, entries: JournalEntry[]): JournalEntry {
  const { when, tag } = header.migration;
  const entry = entries.find((e) => e.when === when);
  if (entry) return entry;
  const last = entries.at(-1);
  if (!last || when > last.when)
    throw new Error(
      `the backup was made by a newer kedai (${header.kedaiVersion}; its database is at migration ${tag ?? when}, this code knows up to ${last?.tag ?? "none"}). Restore it with that version or newer.`,
    );
  throw new Error(
    `the backup's database is at migration ${tag ?? when}, which this code's migrations do not have: restore it with the kedai version that made it (${header.kedaiVersion}).`,
  );
}
