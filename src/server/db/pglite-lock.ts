import "server-only";
import fs from "node:fs";
import os from "node:os";
import { logger } from "../logger";

// PGlite has no lock of its own: a second process opening the same folder silently loses the
// first one's later writes. This lock file makes the second process fail loudly instead.
// A lock left by a process that died (kill -9) is recognised by its dead pid and taken over.

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

/** Whether a process with this pid runs on this machine. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(lockPath: string): LockInfo | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockInfo;
  } catch {
    return null; // vanished, or torn by a crash mid-write: treat as stale
  }
}

/** Takes the lock or throws DatabaseLockedError naming the folder. Returns the release function. */
export function acquireFolderLock(lockPath: string, folder: string): () => void {
  const mine: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(" ").slice(0, 200),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(mine), { flag: "wx" });
      const release = () => {
        if (readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readLock(lockPath);
    if (holder && (holder.host !== mine.host || isAlive(holder.pid))) {
      throw new DatabaseLockedError(
        `The embedded database in ${folder} is in use by another process ` +
          `(pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}: ${holder.command}). ` +
          `Only one process may open it: stop that process first, or set DATABASE_URL to use PostgreSQL. ` +
          `If no such process exists, delete ${lockPath}.`,
      );
    }
    // Stale: its process is gone without stopping cleanly (kill -9, a crash, a power cut).
    // PostgreSQL's own recovery replays the write-ahead log when the folder opens.
    logger().warn(
      { lock: lockPath, stalePid: holder?.pid, since: holder?.startedAt },
      "the embedded database was not closed cleanly; taking over its lock and recovering",
    );
    fs.rmSync(lockPath, { force: true });
  }
  throw new DatabaseLockedError(
    `Could not take the lock ${lockPath} for the embedded database in ${folder}.`,
  );
}
