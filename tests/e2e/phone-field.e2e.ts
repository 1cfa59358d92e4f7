import { expect, test } from "@playwright/test";
import { freshPhone, site } from "./site";

const digits = (value: string) => value.replace(/\D/g, "");
/** A person's pace: keys sent back to back outrun the field's formatting on a loaded machine. */
const TYPING = { delay: 40 };

// Issue 32 item 1: on Android, tabbing into the phone field selected the fixed "+62", and typing
// over the selection lost digits ("811 0000 0001" became "+62 100 000001", "Invalid phone
// number"). The project's phone is a Pixel 7: Chromium with Android's user agent.
test("a keyboard user tabs into the phone field and types the whole number", async ({ page }) => {
  await page.goto(site("demo", "/auth"));
  const field = page.getByLabel("PhoneNumber");
  await expect(field).toHaveValue("+62");
  // Into the field from the control before it, as a keyboard does.
  await page.getByRole("combobox").focus();
  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  const phone = freshPhone(); // +62812…: a number of this test's own, so its code is its own
  await page.keyboard.type(phone.slice(3).replace(/^(\d{3})(\d{4})/, "$1 $2 "), TYPING);
  await expect.poll(async () => `+${digits(await field.inputValue())}`).toBe(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Invalid phone number")).toHaveCount(0);
  await expect(page.getByLabel("Confirmation Code")).toBeVisible();
});

test("a tap into the field keeps the digits typed after +62, too", async ({ page }) => {
  await page.goto(site("demo", "/auth"));
  const field = page.getByLabel("PhoneNumber");
  await field.click();
  await page.keyboard.type("81100000001", TYPING);
  await expect(field).toHaveValue("+62 811 0000 0001"); // as the field formats it
});
