import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import writeXlsxFile from "write-excel-file/node";
import { SHEET_OWNER_PHONE } from "../support/sheet-brand";
import { expectNoSeriousA11yViolations, SHEET_BRAND, signIn, site } from "./site";

// Issue 35 item 5 in the browser: the owner imports a small sheet with a bad row, is shown the row
// and why, nothing saved; fixes it, imports it, and customers see the items. At phone size with a
// CSV, on a desktop with an XLSX; both on a brand of their own, one after the other.

test.describe.configure({ mode: "serial" });

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");

async function menuPage(page: Page) {
  await signIn(page, SHEET_OWNER_PHONE, SHEET_BRAND, "/owner");
  await page.getByRole("link", { name: "Owner console" }).click();
  await expect(page.getByRole("heading", { name: "Import and export" })).toBeVisible();
}

/** The storefront's menu, as a customer sees it now. */
async function storefront(page: Page) {
  const customer = await page.context().browser()!.newPage();
  await customer.goto(site(SHEET_BRAND));
  return customer;
}

test.describe("at phone size", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a CSV with a bad row is refused row by row; fixed, it is imported and sold", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await menuPage(page);
    await page.getByRole("heading", { name: "Import and export" }).scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("menu-bulk-phone.png") });
    const header = "bagian;nama;deskripsi;harga;tampil";
    await page.getByLabel("Import a file").setInputFiles({
      name: "kue.csv",
      mimeType: "text/csv",
      buffer: csv([
        header,
        "Kue;Kue Sus;Isi vla vanila;8.500;ya",
        "Kue;Bolu Kukus;;350.00;ya",
        "Bread;Butter Bun;Soft bun.;13.000;ya",
      ]),
    });
    const dialog = page.getByRole("dialog", { name: "Check the import" });
    await expect(dialog.getByRole("alert")).toContainText("1 row needs fixing");
    const bad = dialog.getByRole("listitem").filter({ hasText: "Row 3" });
    await expect(bad).toContainText("Bolu Kukus");
    await expect(bad).toContainText("Needs fixing");
    await expect(bad).toContainText("price: No decimals here");
    await expect(dialog.getByRole("listitem").filter({ hasText: "Row 4" })).toContainText(
      "Changes: price",
    );
    await expect(dialog.getByRole("button", { name: "Import 3 items" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("import-bad-row-phone.png") });

    // Nothing was saved: customers still see the menu as it was.
    const before = await storefront(page);
    await expect(before.getByText("Butter Bun")).toBeVisible();
    await expect(before.getByText("Kue Sus")).toHaveCount(0);
    await before.close();

    await dialog.getByLabel("Choose another file").setInputFiles({
      name: "kue.csv",
      mimeType: "text/csv",
      buffer: csv([
        header,
        "Kue;Kue Sus;Isi vla vanila;8.500;ya",
        "Kue;Bolu Kukus;;35.000;ya",
        "Bread;Butter Bun;Soft bun.;13.000;ya",
      ]),
    });
    await expect(dialog.getByText("2 new items · 1 changed · 0 the same")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("import-ready-phone.png") });
    await dialog.getByRole("button", { name: "Import 3 items" }).click();
    await expect(page.getByText("Imported. Customers see it now.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Kue" })).toBeVisible();

    const after = await storefront(page);
    await expect(after.getByText("Kue Sus")).toBeVisible();
    await expect(after.getByText("Bolu Kukus")).toBeVisible();
    await expect(after.getByText("Rp 13.000")).toBeVisible();
    await after.screenshot({ path: testInfo.outputPath("storefront-after-import.png") });
    await after.close();

    // The export holds what was imported, in the same columns.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export this menu as CSV" }).click();
    const file = fs.readFileSync(await (await download).path(), "utf8");
    expect(file.split("\r\n")[0]).toBe(
      "\uFEFFid,section,name,description,price,notice hours,shown,sold at",
    );
    expect(file).toContain("kue-sus,Kue,Kue Sus,Isi vla vanila,8500,0,yes,");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an XLSX with an unknown branch is refused; fixed, it is imported", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await menuPage(page);
    const sheet = (soldAt: string) =>
      writeXlsxFile([
        ["section", "name", "price", "notice hours", "sold at"].map((value) => ({ value })),
        [
          { value: "Cakes" },
          { value: "Lapis Legit" },
          { value: 350_000, type: Number },
          { value: 48, type: Number },
          { value: soldAt },
        ],
      ]).toBuffer();
    await page.getByLabel("Import a file").setInputFiles({
      name: "cakes.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await sheet("Bekasi"),
    });
    const dialog = page.getByRole("dialog", { name: "Check the import" });
    await expect(dialog.getByRole("listitem").filter({ hasText: "Row 2" })).toContainText(
      "sold at: No branch of this menu is called “Bekasi”.",
    );
    await expect(dialog.getByRole("button", { name: "Import 1 item" })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath("import-bad-row-desktop.png") });

    await dialog.getByLabel("Choose another file").setInputFiles({
      name: "cakes.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await sheet("Mini Sabang"),
    });
    await dialog.getByRole("button", { name: "Import 1 item" }).click();
    await expect(page.getByText("Imported. Customers see it now.")).toBeVisible();
    const after = await storefront(page);
    await expect(after.getByText("Lapis Legit")).toBeVisible();
    await after.close();
  });
});

test.describe("in Bahasa Indonesia", () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: "id-ID" });

  test("the rows' problems and their columns are said in Indonesian", async ({
    page,
  }, testInfo) => {
    await signIn(page, SHEET_OWNER_PHONE, SHEET_BRAND, "/owner");
    await page.getByRole("link", { name: "Konsol pemilik" }).click();
    await page.getByLabel("Impor file").setInputFiles({
      name: "menu.csv",
      mimeType: "text/csv",
      buffer: csv([
        "section;name;price;shown",
        "Kue;Kue Putu;Rp 5.000;mungkin",
        ";Klepon;6.000;ya",
      ]),
    });
    const dialog = page.getByRole("dialog", { name: "Periksa impor" });
    await expect(dialog.getByRole("alert")).toContainText("2 baris perlu diperbaiki");
    await expect(dialog.getByRole("listitem").filter({ hasText: "Baris 2" })).toContainText(
      "tampil: Tulis ya atau tidak.",
    );
    await expect(dialog.getByRole("listitem").filter({ hasText: "Baris 3" })).toContainText(
      "bagian: Tulis bagian menu untuk item ini.",
    );
    await expect(dialog.getByRole("button", { name: "Impor 2 item" })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath("import-id-phone.png") });
    await dialog.getByRole("button", { name: "Batal" }).click();
    await expect(dialog).toBeHidden();
  });
});
