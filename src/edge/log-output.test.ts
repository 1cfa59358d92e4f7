import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { logOutput, prettyLine } from "./log-output.mjs";

const line = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 2, 3, 4, 5), service: "kedai", ...fields })}\n`;

describe("log output", () => {
  it("writes JSON lines unchanged when stdout is not a terminal", () => {
    const written: string[] = [];
    const out = logOutput({ isTTY: false, write: (t: string) => written.push(t) });
    const json = line({ msg: "ready: http://demo.localhost:3000 (Dapur Kue Demo)", port: 3000 });
    out(json);
    expect(written).toEqual([json]);
  });

  it("writes one readable line per event in a terminal", () => {
    const written: string[] = [];
    const out = logOutput({ isTTY: true, write: (t: string) => written.push(t) });
    out(line({ msg: "loaded demo brand", brand: "demo", items: 118 }));
    expect(stripVTControlCharacters(written.join(""))).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: loaded demo brand \{"brand":"demo","items":118\}\n$/,
    );
  });

  it("shows an access line as method, path, status and time, without the request id", () => {
    const pretty = prettyLine({ colorize: false });
    const text = pretty(
      line({
        reqId: "abc-123",
        method: "GET",
        path: "/api/branches",
        status: 200,
        ms: 12.5,
        msg: "request",
      }),
    );
    expect(text).toMatch(/INFO: GET \/api\/branches 200 12\.5 ms\n$/);
    expect(text).not.toContain("abc-123");
  });

  it("passes through what is not a JSON object", () => {
    const pretty = prettyLine({ colorize: false });
    expect(pretty("plain text\n")).toBe("plain text\n");
    expect(pretty("[1,2]\n")).toBe("[1,2]\n");
  });
});
