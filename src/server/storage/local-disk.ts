import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { ObjectStorage } from "./storage";
import { OBJECT_KEY } from "./storage";

/** The built-in provider: files under DATA_DIR/objects, written atomically. */
export class LocalDiskStorage implements ObjectStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, "objects");
  }

  private pathOf(key: string): string {
    if (!OBJECT_KEY.test(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
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
    if (!OBJECT_KEY.test(key)) return null;
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
}
