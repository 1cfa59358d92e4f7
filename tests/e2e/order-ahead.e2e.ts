import { expect, test } from "@playwright/test";
import { BIRTHDAY_CAKE, CAKE_PRICE, dateIn } from "../support/hours-brand";
import { bar, choosePayment } from "./journey";
import { expectNoSeriousA11yViolations, HOURS_BRAND, signIn, site } from "./site";

// Issue 18 items 3-5 on a phone: a 24 cm cake with writing, which needs two days' notice, ordered
// for Saturday 10:00 at a branch closed now. Its size and writing are chosen on its page (Add waits
// for a size); NOW is not offered for it even where the branch is open; the day and time come from
// the branch's slots; the line is edited from checkout; checkout, tracking, the orders list and the
// order keep the slot and the choices.

/** How the picker names a day: "Fri 27 Nov". */
const dayChip = (date: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(new Date(`${date}T12:00:00Z`));

/** The first Saturday at least three days away: after the closure and the cake's notice. */
const saturday = () =>
  [3, 4, 5, 6, 7, 8, 9].map(dateIn).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6)!;

const rupiah = (n: number) => `Rp ${n.toLocaleString("id-ID")}`;

test("a 24 cm cake with writing for Saturday 10:00 at a branch closed now", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, undefined, HOURS_BRAND);
  // An open branch first: the cake needs notice, so NOW goes and LATER stays, with the reason.
  await bar(page)
    .getByRole("link", { name: /Choose a location/ })
    .click();
  await page.getByRole("radio", { name: /Mini Always/ }).check();
  await page.getByRole("radio", { name: "Pickup" }).check();
  await expect(page.getByRole("radio", { name: "NOW", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Confirm" }).click();
  // On the menu the cake's Add opens its page: it has a size to choose.
  await page.getByRole("link", { name: `Add ${BIRTHDAY_CAKE}, choose options` }).click();
  await expect(page.getByText("Order 2 days ahead")).toBeVisible();
  const add = page.getByRole("button", { name: /^Add to basket · / });
  await expect(add).toBeDisabled();
  await expect(page.getByText("Choose Size to add it.")).toBeVisible();
  await expect(page.getByRole("group", { name: /^Size/ })).toContainText("Required · choose 1");
  await page.getByRole("radio", { name: /^20 cm/ }).check();
  await page.getByRole("textbox", { name: "Writing on the cake" }).fill("Happy birthday Sari");
  await expect(page.getByText("19/30")).toBeVisible();
  await expect(add).toHaveText(`Add to basket · ${rupiah(CAKE_PRICE.base + CAKE_PRICE["20cm"])}`);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/item-options.png", fullPage: true });
  await add.click();
  await expect(page.getByText(`${BIRTHDAY_CAKE} is in your basket.`)).toBeVisible();

  await bar(page)
    .getByRole("link", { name: /Mini Always/ })
    .click();
  await expect(page.getByRole("radio", { name: "NOW", exact: true })).toBeDisabled();
  await expect(page.getByRole("radio", { name: "LATER", exact: true })).toBeChecked();
  await expect(
    page.getByText(`${BIRTHDAY_CAKE} needs 2 days' notice, so it can only be ordered for later.`),
  ).toBeVisible();

  // The branch closed now: its first day is after the closure and after the notice.
  await page.getByRole("radio", { name: /Mini Shut/ }).check();
  const days = page.getByRole("radiogroup", { name: "Day", exact: true });
  await expect(days.getByRole("radio").first()).toBeChecked();
  await expect(days.getByRole("radio", { name: "Today" })).toHaveCount(0);
  await expect(days.getByRole("radio", { name: "Tomorrow" })).toHaveCount(0);
  const day = saturday();
  await days.getByRole("radio", { name: dayChip(day) }).check();
  const times = page.getByRole("radiogroup", { name: "Time", exact: true });
  await expect(times.getByRole("radio").first()).toHaveAccessibleName("08:00");
  await times.getByRole("radio", { name: "10:00" }).check();
  await page.getByLabel("Delivery Note").fill("Pick up at the side door");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/order-ahead-picker.png", fullPage: true });
  await page.getByRole("button", { name: "Confirm" }).click();

  const slot = `Later - ${dayChip(day)}, 10:00 - Pick up at the side door`;
  await bar(page)
    .getByRole("link", { name: /Checkout, 1 item/ })
    .click();
  await expect(page.getByText(slot)).toBeVisible();
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("Size: 20 cm");
  await expect(summary).toContainText("Writing on the cake: “Happy birthday Sari”");

  // Edit: the cake's page opens on this line's choices; 24 cm it is.
  await summary.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("radio", { name: /^20 cm/ })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Writing on the cake" })).toHaveValue(
    "Happy birthday Sari",
  );
  await page.getByRole("radio", { name: /^24 cm/ }).check();
  const big = CAKE_PRICE.base + CAKE_PRICE["24cm"];
  await page.getByRole("button", { name: `Update basket · ${rupiah(big)}` }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(summary).toContainText("Size: 24 cm");
  await expect(summary).toContainText(rupiah(big));
  await expect(summary.getByRole("listitem").filter({ hasText: BIRTHDAY_CAKE })).toHaveCount(1);
  await page.screenshot({ path: "test-results/item-options-checkout.png", fullPage: true });

  await choosePayment(page, "Pay at outlet", ["Pay at outlet", "Bank transfer"]);
  await page.getByRole("button", { name: `Checkout · ${rupiah(big)}` }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  await expect(page.getByText(slot)).toBeVisible();
  const items = page.getByRole("region", { name: "Your order" });
  await expect(items).toContainText("Size: 24 cm");
  await expect(items).toContainText("Writing on the cake: “Happy birthday Sari”");
  const uid = page.url().split("/").at(-1)!;
  const order = await page.evaluate(
    async (id) =>
      (await (
        await fetch(`/api/orders/${document.location.hostname.split(".")[0]}/${id}`)
      ).json()) as { data: { scheduledFor: string; total: number } },
    uid,
  );
  expect(order.data.scheduledFor).toBe(`${day}T10:00:00+07:00`); // the brand's zone: Jakarta
  expect(order.data.total).toBe(big);
  await page.goto(site(HOURS_BRAND, "/orders"));
  await expect(page.getByRole("listitem").filter({ hasText: BIRTHDAY_CAKE }).first()).toContainText(
    "1 × Birthday Cake · 24 cm · “Happy birthday Sari”",
  );
});
