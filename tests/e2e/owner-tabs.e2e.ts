import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { DEMO_OWNER_PHONE, expectNoSeriousA11yViolations, signIn, site } from "./site";

// Issue 32 item 10: the console's tabs had no addresses (a reload went back to Menu, a tab could not
// be linked), the strip cut a tab off on phones and on a 1280 px desktop in English, and the top
// bar was icons without words.

/** Every tab wholly inside the window: none hidden past the edge. */
async function expectEveryTabShown(page: Page) {
  const width = page.viewportSize()!.width;
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(12);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(width);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`each tab has its address, and every tab shows (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      await signIn(page, DEMO_OWNER_PHONE, "demo", "/owner?tab=history");
      await expect(page.getByRole("tab", { name: "History" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expectEveryTabShown(page);
      await page.getByRole("tab", { name: "Branches" }).click();
      await expect(page).toHaveURL(site("demo", "/owner?tab=branches"));
      await expect(page.getByRole("tab", { name: "Branches" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await page.reload();
      await expect(page.getByRole("tab", { name: "Branches" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await page.goBack();
      await expect(page.getByRole("tab", { name: "History" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      // A tab is a link: it can be opened in a tab or window of its own.
      await expect(page.getByRole("tab", { name: "People" })).toHaveAttribute(
        "href",
        "/owner?tab=people",
      );
      // The top bar says what its icons are.
      const bar = page.getByRole("banner");
      for (const word of ["Console", "Board", "Orders", "Account"])
        await expect(bar.getByText(word, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.close();
    }
  });
}
