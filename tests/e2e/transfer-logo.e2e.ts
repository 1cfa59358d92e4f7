import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { basketAtCheckout } from "./journey";
import { DEMO_OWNER_PHONE, signIn, site } from "./site";

// Issue 32 item 11: a transfer account's logo could only be one the shop already had (its own
// logo, drawn for its main colour: a blank square on the checkout's white). The owner uploads the
// bank's own logo; the customer's transfer page shows it. No other test reads BCA's logo.

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
    const picked = () => bca.locator("label:has(input[type=radio]:checked)");
    await expect(picked()).toHaveCount(1);
    const logo = await sharp({
      // A colour of this run's own: the same bytes are the same stored image, and a save of it
      // again would change nothing (a repeat, another run on the same server).
      create: {
        width: 200,
        height: 80,
        channels: 3,
        background: { r: 0, g: 96, b: Math.floor(Math.random() * 256) },
      },
    })
      .png()
      .toBuffer();
    await bca
      .getByLabel("Upload the bank's logo")
      .setInputFiles({ name: "bca.png", mimeType: "image/png", buffer: logo });
    // The upload is the account's logo now: a radio of its own, chosen.
    const img = picked().locator("img");
    await expect(img).toHaveAttribute("src", /\.png$/);
    const src = (await img.getAttribute("src"))!;
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await expect(owner.getByText("Saved. Customers see it now.")).toBeVisible();

    await signIn(page);
    await basketAtCheckout(page, "Bank transfer");
    await page.getByRole("button", { name: /^Checkout · / }).click();
    await expect(page).toHaveURL(site("demo", "/checkout/payment"));
    const option = page.locator("label", { hasText: "BCA Transfer" });
    await expect(option.locator("img")).toHaveAttribute("src", src);
    // The image loads after its tag is drawn: wait for it to arrive rather than read it at once
    // (CI read a width of 0 in the instant between the two).
    await expect
      .poll(
        () => option.locator("img").evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth),
        {
          timeout: 10_000,
        },
      )
      .toBe(200);
  } finally {
    await context.close();
  }
});
