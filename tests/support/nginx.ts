import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server";

const root = path.resolve(import.meta.dirname, "../..");
/** The proxy configuration docs/DEPLOYMENT.md gives operators, run here as it is. */
export const DEPLOY_NGINX_CONF = path.join(root, "deploy/nginx.conf");

export interface RunningNginx {
  baseUrl: string;
  /** The configuration nginx runs: deploy/nginx.conf with the test's addresses. */
  config: string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf for a test: its upstream servers become `upstreams`, and its TLS listener a
 * plain port on loopback (the test's clients speak HTTP; TLS is nginx's own, not kedai's). Every
 * other line is the operator's. Fails when a line it swaps is missing, so the file cannot drift
 * from what is tested.
 */
export function testConfig(upstreams: string[], port: number): string {
  const conf = fs.readFileSync(DEPLOY_NGINX_CONF, "utf8");
  const swaps: [RegExp, string][] = [
    [
      /^ {4}server 10\.0\.0\.11:3000 (.*)\n {4}server 10\.0\.0\.12:3000 .*\n/m,
      upstreams.map((u) => `    server ${new URL(u).host} $1\n`).join(""),
    ],
    [/^ {4}listen 443 ssl;$/m, `    listen 127.0.0.1:${port};`],
    [/^ {4}ssl_certificate .*\n {4}ssl_certificate_key .*\n/m, ""],
  ];
  let out = conf;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(out)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    out = out.replace(pattern, replacement);
  }
  return out;
}

/** nginx (Debian's package; .ci/run installs it) in front of `upstreams`, in a folder of its own. */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-nginx-"));
  // Workers run as `nobody` when nginx starts as root: they write request bodies here.
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const config = testConfig(upstreams, port);
  fs.writeFileSync(path.join(dir, "kedai.conf"), config);
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 256; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (t) => `  ${t}_temp_path ${dir}/${t};`,
      ),
      `  include ${dir}/kedai.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(
    "nginx",
    ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(`${dir}/error.log`)
        ? fs.readFileSync(`${dir}/error.log`, "utf8")
        : "";
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}${log}`);
    }
    const up = await fetch(`${baseUrl}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseUrl,
    config,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once("exit", r));
        child.kill("SIGQUIT");
        await gone;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
