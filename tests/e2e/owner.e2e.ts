import { expect, test } from "@playwright/test";
import { formatMoney } from "@/domain/money";
import { chooseBranch, kemang } from "./journey";
import { DEMO_OWNER_PHONE, expectNoSeriousA11yViolations, signIn } from "./site";

// Issue 19 at phone size: the demo's owner changes an item's price in the owner console; a
// customer's storefront shows it on its next read; a wrong price is refused next to its field; the
// history names the change, and restoring the revision before it brings the old price back.

const ITEM = "Banana Bread"; // an item no other test reads
const OLD = 48_000;
const NEW = 52_500;
const rp = (n: number) => formatMoney(n, "IDR");

test("the owner changes a price; customers see it; a restore brings the old price back", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await chooseBranch(page, kemang.name, "Pickup");
  await page.getByRole("button", { name: "Confirm" }).click();
  const card = page.getByRole("listitem").filter({ hasText: ITEM });
  await expect(card.getByText(rp(OLD))).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await phone.newPage();
  try {
    await signIn(owner, DEMO_OWNER_PHONE, "demo", "/owner");
    await owner.getByRole("link", { name: "Owner console" }).click();
    await expect(owner.getByRole("heading", { name: "Run your shop" })).toBeVisible();
    await owner.getByRole("button", { name: `Edit ${ITEM}` }).click();
    const form = owner.getByRole("dialog", { name: `Edit ${ITEM}` });
    const price = form.getByLabel("Price (IDR)");
    await expect(price).toHaveValue(String(OLD));
    await expectNoSeriousA11yViolations(owner);

    // A wrong price is refused by the field, and nothing is saved.
    await price.fill("-5");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Enter a price of 0 or more.")).toBeVisible();
    await expect(price).toHaveAttribute("aria-invalid", "true");

    await price.fill(String(NEW));
    await form.getByRole("button", { name: "Save" }).click();
    await expect(owner.getByText("Saved. Customers see it now.")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(
      owner.getByRole("listitem").filter({ hasText: ITEM }).getByText(rp(NEW)),
    ).toBeVisible();
    await owner.screenshot({ path: "test-results/owner-menu.png" });

    // The customer's next read of the menu has the new price.
    await page.reload();
    await expect(card.getByText(rp(NEW))).toBeVisible();

    // The history names the change; restoring the revision before it undoes it.
    await owner.getByRole("tab", { name: "History" }).click();
    const latest = owner.getByRole("listitem").filter({ hasText: "Current" });
    await expect(
      latest.getByText(`Item “${ITEM}” changed: price ${rp(OLD)} → ${rp(NEW)}`),
    ).toBeVisible();
    await expect(latest.getByText(/^By Sari \(owner\) · /)).toBeVisible();
    const current = Number((await latest.getByRole("heading").textContent())!.replace(/\D/g, ""));
    await expectNoSeriousA11yViolations(owner);
    await owner.screenshot({ path: "test-results/owner-history.png" });
    await owner
      .getByRole("button", { name: `Restore Revision ${current - 1}`, exact: true })
      .click();
    const ask = owner.getByRole("dialog", { name: `Restore revision ${current - 1}?` });
    await ask.getByRole("button", { name: "Restore" }).click();
    await expect(owner.getByText(`Revision ${current - 1} is back.`)).toBeVisible();
    const restored = owner.getByRole("listitem").filter({ hasText: "Current" });
    await expect(restored.getByText(`Brought back revision ${current - 1}`)).toBeVisible();
    await expect(restored.getByText(/^Restored by Sari \(owner\) · /)).toBeVisible();

    await page.reload();
    await expect(card.getByText(rp(OLD))).toBeVisible();
  } finally {
    await phone.close();
  }
});

test("the console is the owner's only", async ({ page }) => {
  await signIn(page, undefined, "demo", "/owner");
  await expect(page.getByText("This page is for the shop's owner.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Owner console" })).toHaveCount(0);
});
