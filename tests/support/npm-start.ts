import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import path from "node:path";
import type { TestLocation } from "./database";
import { freePort } from "./server";

const root = path.resolve(import.meta.dirname, "../..");

export interface NpmStart {
  /** The npm process; also the id of its process group (it leads a group of its own). */
  pid: number;
  port: number;
  baseUrl: string;
  output(): string;
  /** npm's exit: its code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether any process of the group is left (npm, scripts/start.ts, the server). */
  groupAlive(): boolean;
}

/**
 * Runs the real `npm start` against `location`, as a person in a terminal would: in a process
 * group of its own, so a test can send SIGINT to the whole group (a terminal's Ctrl-C) or a signal
 * to the npm process alone (a process manager). Resolves once `/readyz` answers 200 (or, with
 * `until: "listening"`, once `/healthz` does: the app may still be starting). Needs
 * `npm run build` (which records the build, so `npm start` does not build again).
 */
export async function npmStart(
  location: TestLocation,
  { until = "ready" }: { until?: "ready" | "listening" } = {},
): Promise<NpmStart> {
  const port = await freePort();
  let log = "";
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      APP_ENV: "test",
      DATA_DIR: location.dataDir,
      DATABASE_URL: location.databaseUrl ?? "",
      LOG_LEVEL: "info",
    },
  });
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const pid = child.pid!;
  const groupAlive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const failure =
      child.exitCode !== null
        ? `npm start exited with ${child.exitCode}`
        : log.includes("building the app")
          ? "npm start is building the app: run `npm run build` before the integration tests"
          : Date.now() > deadline
            ? "npm start was not ready within 90 s"
            : null;
    if (failure) {
      if (groupAlive()) process.kill(-pid, "SIGKILL");
      throw new Error(`${failure}:\n${log}`);
    }
    const probe = until === "ready" ? "/readyz" : "/healthz";
    const ready = await fetch(`${baseUrl}${probe}`, { signal: AbortSignal.timeout(5000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { pid, port, baseUrl, output: () => log, exited, groupAlive };
}
