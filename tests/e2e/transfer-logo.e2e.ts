import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { basketAtCheckout } from "./journey";
import { DEMO_OWNER_PHONE, signIn, site } from "./site";

// Issue 32 item 11: a transfer account's logo could only be one the shop already had (its own
// logo, drawn for its main colour: a blank square on the checkout's white). The owner uploads the
// bank's own logo; the customer's transfer page shows it. Put back at the end, for other tests.

test("the owner uploads a bank's logo for a transfer account; the customer's transfer page shows it", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await context.newPage();
  try {
    await signIn(owner, DEMO_OWNER_PHONE, "demo", "/owner?tab=delivery");
    const bca = owner.getByRole("region", { name: "BCA Transfer" });
    const before = await bca.getByRole("radio", { checked: true }).count();
    expect(before).toBe(1);
    const logo = await sharp({
      create: { width: 200, height: 80, channels: 3, background: "#0060AF" },
    })
      .png()
      .toBuffer();
    await bca
      .getByLabel("Upload the bank's logo")
      .setInputFiles({ name: "bca.png", mimeType: "image/png", buffer: logo });
    // The upload is the account's logo now: a radio of its own, chosen.
    const chosen = bca.getByRole("radio", { checked: true });
    await expect(chosen).toHaveCount(1);
    const img = bca.locator("label", { has: chosen }).locator("img");
    await expect(img).toHaveAttribute("src", /^\/media\/demo\/[0-9a-f]+\.png$/);
    const src = (await img.getAttribute("src"))!;
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await expect(owner.getByText("Saved. Customers see it now.")).toBeVisible();

    await signIn(page);
    await basketAtCheckout(page, "Bank transfer");
    await page.getByRole("button", { name: /^Checkout · / }).click();
    await expect(page).toHaveURL(site("demo", "/checkout/payment"));
    const option = page.locator("label", { hasText: "BCA Transfer" });
    await expect(option.locator("img")).toHaveAttribute("src", src);
    expect(await option.locator("img").evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(200);
  } finally {
    // The demo's BCA logo back as it was.
    await owner.goto(site("demo", "/owner?tab=delivery"));
    const bca = owner.getByRole("region", { name: "BCA Transfer" });
    await bca
      .locator("label", { has: owner.locator('img[src$="bca.svg"]') })
      .getByRole("radio")
      .check();
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await expect(owner.getByText("Saved. Customers see it now.")).toBeVisible();
    await context.close();
  }
});
