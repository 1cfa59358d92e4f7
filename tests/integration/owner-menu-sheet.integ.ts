import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import type { Doc } from "../support/owner-server";
import { as, data, ownerCalls, ownerServer } from "../support/owner-server";
import { getBytes, uploadImage } from "../support/proof-images";

// Issue 35 item 5 over HTTP: a menu exported and imported as a spreadsheet. A preview writes
// nothing; an import writes one revision, and none at all when any row has a problem; a file that
// is not a spreadsheet, too big or too long is refused whole.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const ctx = ownerServer("owner-menu-sheet", [OWNER], [OWNER]);
const owner = () => ctx.session(OWNER);
const owners = ownerCalls(() => ctx.server.baseUrl, owner);
const MENU = "/api/owner/menus/main";

const send = (path: string, bytes: Buffer, name = "menu.csv") =>
  uploadImage(ctx.server.baseUrl, path, HOST, as(owner()), bytes, name);
const preview = (bytes: Buffer, lang = "en") => send(`${MENU}/import/preview?lang=${lang}`, bytes);
const importFile = (bytes: Buffer, base: number) => send(`${MENU}/import?base=${base}`, bytes);
const csv = (lines: string[]) => Buffer.from(lines.join("\r\n") + "\r\n", "utf8");
const code = (res: HttpAnswer) => res.json<{ error: { reasonCode: string } }>().error.reasonCode;
const revision = async () => (await owners.current()).revision;
/** Kemang's menu as customers get it: item names by uid. */
async function storefront(): Promise<Map<string, Doc>> {
  const res = await get(ctx.server.baseUrl, "/api/branches", HOST, { "cache-control": "no-cache" });
  const kemang = data<Doc[]>(res).find((b) => b.id === "kemang")!;
  return new Map(
    kemang.menu.sections.flatMap((s: Doc) =>
      s.items.map((i: Doc) => [i.uid, { ...i, section: s.name }]),
    ),
  );
}
interface Preview {
  base: number;
  rows: { row: number; action: string | null; id: string; changed: string[] }[];
  problems: { row: number | null; column: string | null; code: string }[];
  counts: Record<string, number>;
  untouched: number;
}

describe("a menu as a spreadsheet", () => {
  it("exports the menu as CSV and XLSX, and imports its own export unchanged", async () => {
    const before = await revision();
    const res = await get(ctx.server.baseUrl, `${MENU}/export?lang=id`, HOST, as(owner()));
    expect(res.status, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="demo-main-menu.csv"');
    expect(res.body.split("\r\n")[0]).toBe(
      "\uFEFFid,bagian,nama,deskripsi,harga,pesan sebelumnya (jam),tampil,dijual di",
    );
    expect(res.body).toContain("banana-bread,Bread & Pastry,Banana Bread,");

    const read = await preview(res.bytes);
    expect(read.status, read.body).toBe(200);
    const plan = data<Preview>(read);
    expect(plan.problems).toEqual([]);
    expect(plan.counts).toMatchObject({ add: 0, change: 0, invalid: 0 });
    expect(plan.counts.same).toBeGreaterThan(30);
    const saved = await importFile(res.bytes, plan.base);
    expect(saved.status, saved.body).toBe(200);
    expect(data<{ unchanged: boolean }>(saved).unchanged).toBe(true);
    expect(await revision()).toBe(before);

    const xlsx = await getBytes(
      ctx.server.baseUrl,
      `${MENU}/export?format=xlsx`,
      HOST,
      as(owner()),
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const again = data<Preview>(await send(`${MENU}/import/preview`, xlsx.body, "menu.xlsx"));
    expect(again.problems).toEqual([]);
    expect(again.counts).toMatchObject({ add: 0, change: 0, same: plan.counts.same });
  });

  it("offers a template in both formats whose example row imports", async () => {
    for (const format of ["csv", "xlsx"]) {
      const res = await getBytes(
        ctx.server.baseUrl,
        `${MENU}/template?format=${format}&lang=en`,
        HOST,
        as(owner()),
      );
      expect(res.status).toBe(200);
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="menu-template-en.${format}"`,
      );
      const plan = data<Preview>(await send(`${MENU}/import/preview`, res.body, `t.${format}`));
      expect(plan.problems).toEqual([]);
      // The example is named as a demo item is: matched by its name, it would move to its section.
      expect(plan.rows).toMatchObject([{ row: 2, action: "change", id: "fudgy-brownies" }]);
    }
  });

  it("previews without writing, then imports as one revision customers see, restorable from History", async () => {
    const before = await revision();
    const file = csv([
      "bagian;nama;deskripsi;harga;tampil",
      "Kue Kering;Kastengel;Keju edam;Rp 125.000;ya",
      'Kue Kering;"Putri Salju; vanila";;95.000;ya',
      "Bread & Pastry;Banana Bread;Moist.;52.500;ya",
    ]);
    const plan = data<Preview>(await preview(file, "id"));
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => [r.row, r.action, r.id])).toEqual([
      [2, "add", "kastengel"],
      [3, "add", "putri-salju-vanila"],
      [4, "change", "banana-bread"],
    ]);
    expect(plan.rows[2]!.changed).toEqual(["description", "price"]);
    expect(await revision()).toBe(before);
    expect((await storefront()).has("kastengel")).toBe(false);

    const saved = await importFile(file, plan.base);
    expect(saved.status, saved.body).toBe(200);
    expect(data<{ revision: number }>(saved).revision).toBe(before + 1);
    const menu = await storefront();
    expect(menu.get("kastengel")).toMatchObject({
      name: "Kastengel",
      price: 125_000,
      section: "Kue Kering",
    });
    expect(menu.get("putri-salju-vanila")).toMatchObject({
      name: "Putri Salju; vanila",
      price: 95_000,
    });
    expect(menu.get("banana-bread")).toMatchObject({ price: 52_500, description: "Moist." });

    const history = data<{ revisions: { number: number }[] }>(
      await get(ctx.server.baseUrl, "/api/owner/revisions", HOST, as(owner())),
    );
    expect(history.revisions[0]!.number).toBe(before + 1);
    const restored = await post(
      ctx.server.baseUrl,
      `/api/owner/revisions/${before}/restore`,
      HOST,
      { base: before + 1 },
      as(owner()),
    );
    expect(restored.status, restored.body).toBe(200);
    expect((await storefront()).has("kastengel")).toBe(false);
  });

  it("writes nothing when a row has a problem, and says each by row and column", async () => {
    const before = await revision();
    const file = csv([
      "section,name,price,notice hours,shown,sold at",
      "Cakes,Bolu Gulung,45.000,0,yes,",
      "Cakes,,350.00,x,maybe,Bekasi",
    ]);
    const plan = data<Preview>(await preview(file));
    expect(plan.counts).toMatchObject({ add: 1, invalid: 1 });
    expect(plan.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, "name", "needsName"],
      [3, "price", "decimals"],
      [3, "noticeHours", "noticeHours"],
      [3, "shown", "yesNo"],
      [3, "soldAt", "unknownBranch"],
    ]);
    const refused = await importFile(file, plan.base);
    expect(refused.status).toBe(400);
    expect(code(refused)).toBe("MENU_IMPORT_INVALID");
    expect(refused.json<{ error: { problems: unknown[] } }>().error.problems).toHaveLength(5);
    expect(await revision()).toBe(before);
    expect((await storefront()).has("bolu-gulung")).toBe(false);
  });

  it("refuses an import made from an older revision", async () => {
    const file = csv(["section,name,price", "Cakes,Bolu Kukus,15000"]);
    const res = await importFile(file, (await revision()) - 1);
    expect(res.status).toBe(409);
    expect(code(res)).toBe("REVISION_STALE");
    expect((await storefront()).has("bolu-kukus")).toBe(false);
  });

  it("reads an XLSX with numbers and yes/no cells", async () => {
    const bytes = await writeXlsxFile([
      [{ value: "section" }, { value: "name" }, { value: "price" }, { value: "shown" }],
      [
        { value: "Cakes" },
        { value: "Bolu Pandan" },
        { value: 40000, type: Number },
        { value: false, type: Boolean },
      ],
    ]).toBuffer();
    const plan = data<Preview>(await send(`${MENU}/import/preview`, bytes, "menu.xlsx"));
    expect(plan.problems).toEqual([]);
    expect(plan.rows).toMatchObject([{ action: "add", id: "bolu-pandan" }]);
  });

  it("refuses a file that is not a spreadsheet, lacks a column, is too big or too long", async () => {
    const pdf = await preview(Buffer.from("%PDF-1.4\n\0\0binary"));
    expect([pdf.status, code(pdf)]).toEqual([400, "SHEET_UNREADABLE"]);
    const xls = await preview(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    expect([xls.status, code(xls)]).toEqual([400, "SHEET_UNREADABLE"]);
    const broken = await preview(Buffer.from("PK\x03\x04 not really a zip", "latin1"));
    expect([broken.status, code(broken)]).toEqual([400, "SHEET_UNREADABLE"]);

    const missing = await preview(csv(["nama,deskripsi", "Bolu,enak"]), "id");
    expect([missing.status, code(missing)]).toEqual([400, "SHEET_COLUMNS_MISSING"]);
    expect(missing.json<{ error: { missing: string[] } }>().error.missing).toEqual([
      "bagian",
      "harga",
    ]);

    const big = await preview(
      Buffer.concat([csv(["section,name,price"]), Buffer.alloc(1024 * 1024, "a")]),
    );
    expect([big.status, code(big)]).toEqual([413, "SHEET_TOO_LARGE"]);
    const rows = Array.from({ length: 1001 }, (_, i) => `Cakes,Kue ${i},1000`);
    const long = await preview(csv(["section,name,price", ...rows]));
    expect([long.status, code(long)]).toEqual([413, "SHEET_TOO_MANY_ROWS"]);

    const none = await send("/api/owner/menus/nope/import/preview", csv(["section,name,price"]));
    expect([none.status, code(none)]).toEqual([404, "MENU_NOT_FOUND"]);
  });
});
