import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { once } from "node:events";
import { StringDecoder } from "node:string_decoder";
import zlib from "node:zlib";

// A kedai backup (docs/backups.md): one gzipped file of JSON lines, the same whatever database
// or store it came from, so a backup of the embedded database restores into PostgreSQL and back.
//
//   ["kedai-backup", Header]                  first line
//   ["table", {name, columns}]                 then that table's rows, one JSON object a line,
//   {"id": …, …}                               as PostgreSQL's row_to_json wrote them
//   ["sequence", {name, lastValue, isCalled}]
//   ["file", {store, key, size, sha256}, "<base64>"]
//   ["manifest", Manifest]                     the counts and sha256 of every part
//   ["end", {sha256}]                          the sha256 of every byte above this line
//
// A row is the only line that starts with "{"; every other line is a JSON array.

export const FORMAT = 1;

export interface Header {
  format: number;
  kedaiVersion: string;
  createdAt: string;
  /** Where it was made: "pglite" (the embedded database) or "postgres". */
  database: "pglite" | "postgres";
  storage: "disk" | "s3";
  /** The last migration the database had (drizzle's journal entry: tag and time). */
  migration: { tag: string | null; when: number };
  /** A fingerprint of APP_SECRET (never the secret): restore says when it differs. */
  secretCheck: string;
}

export interface TablePart {
  rows: number;
  sha256: string;
}

export interface FilePart {
  store: string;
  key: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  tables: Record<string, TablePart>;
  files: { count: number; bytes: number; sha256: string };
  sequences: number;
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export const sha256 = (data: string | Uint8Array) =>
  createHash("sha256").update(data).digest("hex");

/** Writes the lines through gzip to `file.partial`, renamed to `file` only once complete. */
export class BackupWriter {
  private readonly hash = createHash("sha256");
  private readonly gzip = zlib.createGzip();
  private readonly out: fs.WriteStream;
  private readonly done: Promise<void>;
  /** The file's or gzip's error, once there is one: the next line throws it. */
  private failure: Error | undefined;

  constructor(private readonly file: string) {
    this.out = fs.createWriteStream(`${file}.partial`, { flags: "wx", mode: 0o600 });
    this.gzip.pipe(this.out);
    this.done = new Promise((resolve, reject) => {
      this.out.on("close", resolve);
      this.out.on("error", reject);
      this.gzip.on("error", reject);
    });
    this.done.catch((error: unknown) => {
      this.failure = error instanceof Error ? error : new Error(String(error));
    });
  }

  async line(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    const bytes = `${text}\n`;
    this.hash.update(bytes);
    if (!this.gzip.write(bytes)) await Promise.race([once(this.gzip, "drain"), this.done]);
  }

  /** Ends with the whole file's sha256 and puts the file in place. */
  async finish(): Promise<string> {
    const digest = this.hash.digest("hex");
    this.gzip.end(`${JSON.stringify(["end", { sha256: digest }])}\n`);
    await this.done;
    await fs.promises.rename(`${this.file}.partial`, this.file);
    return digest;
  }

  /** Removes what was written: no half backup is ever left under its name. */
  async abandon(): Promise<void> {
    this.gzip.destroy();
    this.out.destroy();
    await fs.promises.rm(`${this.file}.partial`, { force: true });
  }
}

export class BackupDamaged extends Error {
  override name = "BackupDamaged";
}

/** Each line of the backup with the running sha256 of the lines before it. */
export async function* readLines(
  file: string,
): AsyncGenerator<{ text: string; before: () => string }> {
  const hash = createHash("sha256");
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      rest += decoder.write(chunk);
      let at: number;
      while ((at = rest.indexOf("\n")) >= 0) {
        const text = rest.slice(0, at);
        rest = rest.slice(at + 1);
        yield { text, before: () => hash.copy().digest("hex") };
        hash.update(`${text}\n`);
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (
      code.startsWith("Z_") ||
      code.startsWith("ERR_ZLIB") ||
      code === "ERR_STREAM_PREMATURE_CLOSE"
    )
      throw new BackupDamaged(
        `${file} is damaged: its compression does not check out (${(error as Error).message}).`,
      );
    throw error;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  rest += decoder.end();
  if (rest !== "") throw new BackupDamaged(`${file} is damaged: it ends in the middle of a line.`);
}
