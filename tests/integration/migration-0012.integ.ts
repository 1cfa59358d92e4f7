import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { brandImport } from "../support/brand-files";
import { signIn } from "../support/sessions";
import { locationsForFile } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { startServer } from "../support/server";

// Migration 0012 keeps brand revisions from then on. A brand written before has no revision: the
// console reads its document from its rows (revision 0), and its first change keeps those rows as
// revision 1, so the history starts where the brand stood. The rows read back as the very document
// that was written: the first change's summary names that change alone.

const { location, defer } = locationsForFile("migration-0012");
const HOST = "demo.localhost";
const OWNER = "+6281100000090";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a brand document, edited freely
type Doc = Record<string, any>;
const data = <T>(res: HttpAnswer) => res.json<{ data: T }>().data;

describe("a brand written before revisions were kept", () => {
  it("is revision 0, and its first change keeps its rows as revision 1", async () => {
    const loc = await location();
    expect(brandImport(loc, "brands/demo.json").status).toBe(0);
    const handle = await openDatabase(loc);
    try {
      // As an upgraded database has it: the rows, and no revision.
      await handle.db.execute(sql`delete from brand_revisions`);
      await handle.db.execute(sql`update brands set revision_number = 0`);
    } finally {
      await handle.close();
    }
    const server = await startServer(loc, {
      AUTH_TEST_PHONE_NUMBERS: `${OWNER}:12345`,
      OTP_PHONE_COOLDOWN_SECONDS: "0",
    });
    defer(() => server.stop());
    const sari = await signIn(server.baseUrl, OWNER);
    const headers = { ...sari.headers, origin: `http://${HOST}` };
    const brand = data<{ revision: number; document: Doc }>(
      await get(server.baseUrl, "/api/owner/brand", HOST, headers),
    );
    expect(brand.revision).toBe(0);
    expect(brand.document.menus.map((m: Doc) => m.id).sort()).toEqual([
      "gading",
      "main",
      "menteng",
    ]);
    const none = await get(server.baseUrl, "/api/owner/revisions", HOST, headers);
    expect(data<{ revisions: unknown[] }>(none).revisions).toEqual([]);

    const item = brand.document.menus.find((m: Doc) => m.id === "main").sections[0].items[0];
    item.price += 1000;
    const saved = await post(
      server.baseUrl,
      "/api/owner/brand",
      HOST,
      { base: 0, document: brand.document },
      headers,
    );
    expect(saved.status, saved.body).toBe(200);
    expect(data<{ revision: number; summary: Doc[] }>(saved)).toMatchObject({
      revision: 2,
      summary: [{ area: "item", op: "changed", name: item.name, fields: ["price"] }],
    });
    const history = data<{ revisions: Doc[] }>(
      await get(server.baseUrl, "/api/owner/revisions", HOST, headers),
    ).revisions;
    expect(history.map((r) => [r.number, r.source, r.summary.length])).toEqual([
      [2, "console", 1],
      [1, "import", 0],
    ]);
  });
});
