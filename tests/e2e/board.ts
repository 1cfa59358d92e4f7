import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";

// The staff board's parts, as staff reach them (issue 36 item 7).

/** Opens the branch controls from the board's top bar: the sheet "Your branches". */
export async function openBranchSheet(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^Branch(es)?$/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your branches" });
  await expect(sheet).toBeVisible();
  return sheet;
}
