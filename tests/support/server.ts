import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import type { TestLocation } from "./database";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  port: number;
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
  /** The server process: tests signal it (SIGTERM, SIGKILL); the soak reads /proc/{child.pid}. */
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exitCode(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A process killed by a signal keeps `exitCode` null: it has exited once either is set. */
function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once("exit", () => resolve()),
  );
}

/** Starts the built app (src/edge/serve.mjs) on a free port against `location`. Needs `npm run build`. */
export async function startServer(
  location: TestLocation,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  let log = "";
  const child = spawn(process.execPath, [path.join(root, "src/edge/serve.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      NODE_ENV: "production",
      APP_ENV: "test",
      DATA_DIR: location.dataDir,
      DATABASE_URL: location.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // The demo brands take online payment through the built-in simulator, which is off unless
      // named (issue 31 item 3); a test of it off passes PAYMENT_SIMULATOR_BRANDS: "".
      PAYMENT_SIMULATOR_BRANDS: "demo,kopi",
      // Tests, benches and soaks place many orders from one number, paying online too; the bounds
      // of a shop's customers (issue 31 item 2) are tested with their defaults by
      // tests/integration/order-bounds.integ.ts, which sets these blank.
      ORDERS_PER_HOUR: "100000",
      UNPAID_ONLINE_ORDERS: "100000",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      // /healthz answers as soon as the process listens; /readyz once the app has started.
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    baseUrl,
    output: () => log,
    child,
    exitCode: () => exited(child).then(() => child.exitCode),
    stop: async () => {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
