import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { ObjectStorage } from "./storage";
import { OBJECT_KEY } from "./storage";

/** The built-in provider: files under DATA_DIR/objects, written atomically. */
export class LocalDiskStorage implements ObjectStorage {
  /** `keys` is the only shape a key may have: no caller-made path can leave `root`. */
  constructor(
    private readonly root: string,
    private readonly keys: RegExp = OBJECT_KEY,
  ) {}

  private pathOf(key: string): string {
    if (!this.keys.test(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!this.keys.test(key)) return null;
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!this.keys.test(key)) return false;
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    let entries: string[];
    try {
      entries = await fs.readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    // A write in progress is a `.tmp` beside its key: not a key, so left out.
    for (const entry of entries) {
      const key = entry.split(path.sep).join("/");
      if (this.keys.test(key)) yield key;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await fs.unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}
