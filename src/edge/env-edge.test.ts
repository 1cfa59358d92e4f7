import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../server/env";
import { EnvError, parseEdgeEnv } from "./env-edge.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-env-edge-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("parseEdgeEnv (src/edge/serve.mjs's settings)", () => {
  it("reads each setting as the app does", () => {
    const sources = [
      {},
      { PORT: "", LOG_LEVEL: " ", MAP_TILE_URL: "", METRICS_TOKEN: " " },
      {
        PORT: "8080",
        LOG_LEVEL: "warn",
        MAP_TILE_URL: "https://a.tile.example/{z}/{x}/{y}.png",
        METRICS_TOKEN: "a-metrics-token-of-some-length",
      },
    ];
    for (const source of sources) {
      const app = parseEnv({ ...source, DATA_DIR: dataDir });
      expect(parseEdgeEnv(source)).toEqual({
        PORT: app.PORT,
        LOG_LEVEL: app.LOG_LEVEL,
        MAP_TILE_URL: app.MAP_TILE_URL,
        METRICS_TOKEN: app.METRICS_TOKEN,
      });
    }
  });

  it("stops at a bad port, naming it", () => {
    for (const PORT of ["eighty", "0", "65536", "80.5"]) {
      expect(() => parseEdgeEnv({ PORT })).toThrow(EnvError);
      expect(() => parseEdgeEnv({ PORT })).toThrow(/^Invalid environment settings:\n {2}PORT: /);
    }
  });

  it("leaves a bad log level, tile URL or metrics token to the app's check, using the defaults until then", () => {
    const bad = { LOG_LEVEL: "loud", MAP_TILE_URL: "tiles", METRICS_TOKEN: "short" };
    expect(parseEdgeEnv(bad)).toEqual({
      PORT: 3000,
      LOG_LEVEL: "info",
      MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      METRICS_TOKEN: undefined,
    });
    expect(() => parseEnv({ DATA_DIR: dataDir, ...bad })).toThrow(
      /LOG_LEVEL: [\s\S]*MAP_TILE_URL: [\s\S]*METRICS_TOKEN: /,
    );
  });
});
