import "server-only";
import fs from "node:fs";
import path from "node:path";
import { jwtVerify, SignJWT } from "jose";
import { keyFor } from "./auth/keys";
import { AppError } from "./errors";

// Operator calls: command-line tools (`npm run order:status`, `npm run brand:import`) talking to
// the running server that owns the embedded database. They prove themselves with a one-minute
// token signed by a key derived from APP_SECRET, which only someone who can read the server's
// settings (or DATA_DIR/app-secret) has. Nothing else accepts that key.

const AUDIENCE = "kedai-operator";
const TTL_S = 60;

export function signOperatorToken(): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_S}s`)
    .sign(keyFor("operator"));
}

export async function requireOperator(request: Request): Promise<void> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  try {
    if (!token) throw new Error("no token");
    await jwtVerify(token, keyFor("operator"), { audience: AUDIENCE, algorithms: ["HS256"] });
  } catch {
    throw new AppError("OPERATOR_UNAUTHORIZED", "Operator calls need a valid operator token.");
  }
}

/** Where a server on the embedded database says how to reach it: DATA_DIR/server.json. */
export interface ServerInfo {
  pid: number;
  port: number;
}

const infoPath = (dataDir: string) => path.join(dataDir, "server.json");

export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  const file = infoPath(dataDir);
  fs.writeFileSync(file, JSON.stringify(info));
  process.once("exit", () => {
    if (readServerInfo(dataDir)?.pid === process.pid) fs.rmSync(file, { force: true });
  });
}

export function readServerInfo(dataDir: string): ServerInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(infoPath(dataDir), "utf8")) as ServerInfo;
    return Number.isInteger(info.pid) && Number.isInteger(info.port) ? info : null;
  } catch {
    return null;
  }
}
