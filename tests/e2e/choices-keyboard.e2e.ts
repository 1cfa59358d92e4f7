import type { Locator } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { kemang, menteng } from "./journey";
import { HOURS_BRAND, site } from "./site";

// The form kit's choices (src/ui/choices.tsx) by keyboard, in a real browser, on the store
// selector: a group is one tab stop, the arrow keys move the choice within it and pass over what
// is not offered, and the radio drawn unseen under a tile or a chip shows where the focus is.

const outline = (choice: Locator) =>
  choice.locator("xpath=ancestor::label[1]").evaluate((l) => getComputedStyle(l).outlineStyle);

test("a choice group is one tab stop; arrow keys move the choice within it", async ({ page }) => {
  await page.goto(site("demo", "/store-selector"));
  const branches = page.getByRole("radiogroup", { name: "Select a branch" });
  const modes = page.getByRole("radiogroup", { name: "Order mode" });
  const first = branches.getByRole("radio", { name: new RegExp(kemang.name) });
  const second = branches.getByRole("radio", { name: new RegExp(menteng.name) });

  await first.check();
  await first.focus();
  await page.keyboard.press("ArrowDown");
  await expect(second).toBeFocused();
  await expect(second).toBeChecked();
  await expect(first).not.toBeChecked();
  expect(await outline(second)).toBe("solid");

  // Tab leaves the branches for the order mode: the other branches are no stops of their own.
  await page.keyboard.press("Tab");
  const pickup = modes.getByRole("radio", { name: "Pickup", exact: true });
  const delivery = modes.getByRole("radio", { name: "Delivery", exact: true });
  await expect(pickup).toBeFocused();
  expect(await outline(pickup)).toBe("solid");
  await page.keyboard.press("ArrowRight");
  await expect(delivery).toBeFocused();
  await expect(delivery).toBeChecked();

  // And back: Shift+Tab lands on the branch chosen.
  await page.keyboard.press("Shift+Tab");
  await expect(second).toBeFocused();
});

test("the arrow keys pass over a choice not offered", async ({ page }) => {
  // Mini Shut is closed now (tests/support/hours-brand.ts): NOW is not offered there.
  await page.goto(site(HOURS_BRAND, "/store-selector"));
  await page.getByRole("radio", { name: /Mini Shut/ }).check();
  await page.getByRole("radio", { name: "Pickup", exact: true }).check();
  const now = page.getByRole("radio", { name: "NOW", exact: true });
  const later = page.getByRole("radio", { name: "LATER", exact: true });
  await expect(now).toBeDisabled();
  await expect(later).toBeChecked();
  await later.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(later).toBeFocused();
  await expect(later).toBeChecked();

  // The days are chips in a line: the arrow moves to the next day and its times follow.
  const days = page.getByRole("radiogroup", { name: "Day", exact: true });
  const [firstDay, nextDay] = [days.getByRole("radio").nth(0), days.getByRole("radio").nth(1)];
  await expect(firstDay).toBeChecked();
  await firstDay.focus();
  await page.keyboard.press("ArrowRight");
  await expect(nextDay).toBeFocused();
  await expect(nextDay).toBeChecked();
  expect(await outline(nextDay)).toBe("solid");
});
