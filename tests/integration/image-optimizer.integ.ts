import { describe, expect, it } from "vitest";
import { locationsForFile } from "../support/database";
import { get } from "../support/http";
import { startServer } from "../support/server";

// Issue 31 item 9: `/_next/image?url=/api/branches` and `?url=/api/uploads/{id}` each wrote a
// level-50 line (Next.js's optimizer fetched our own URL, found no image, and said so through
// console.error). No page uses next/image: the edge answers the optimizer's path itself, a JSON 404,
// and a stranger's request writes no line above a warning.
const { location, defer } = locationsForFile("image-optimizer");
const host = "demo.localhost";

describe("Next.js's image optimizer", () => {
  it("is not there: every URL answers a JSON 404, and the log has no error line", async () => {
    const server = await startServer(await location(), { LOG_LEVEL: "info" });
    defer(() => server.stop());
    const urls = [
      "/api/branches",
      "/api/uploads/abcdefghijklmnopqrstuvwx",
      "/api/store-configs",
      "/media/demo/0123456789abcdef0123456789abcdef.png",
      "/icon.svg",
      "https://example.com/a.png",
      "//example.com/a.png",
      "/_next/image?url=/api/branches",
    ];
    for (const url of urls)
      for (const path of [
        `/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`,
        "/_next/image",
      ]) {
        const res = await get(server.baseUrl, path, host);
        expect(res.status, `${path}: ${res.body}`).toBe(404);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(res.json()).toMatchObject({ isErr: true, error: { reasonCode: "NOT_FOUND" } });
      }
    await new Promise((r) => setTimeout(r, 500)); // the last access line is written after the answer
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string; path?: string });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.filter((l) => l.msg === "request" && l.path === "/_next/image")).toHaveLength(
      urls.length * 2,
    );
  });
});
