import { expect, test } from "@playwright/test";
import { BIRTHDAY_CAKE, dateIn } from "../support/hours-brand";
import { bar, choosePayment } from "./journey";
import { expectNoSeriousA11yViolations, HOURS_BRAND, signIn } from "./site";

// Issue 18 items 3-4 on a phone: a cake that needs two days' notice, ordered for 10:00 in three
// days at a branch closed now. NOW is not offered for it even where the branch is open, the day
// and time are chosen from the branch's slots, and checkout, tracking and the order keep the slot.

/** How the picker names a day: "Fri 27 Nov". */
const dayChip = (date: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(new Date(`${date}T12:00:00Z`));

test("a cake for 10:00 in three days at a branch closed now; NOW is never offered for it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, undefined, HOURS_BRAND);
  // An open branch first: the cake needs notice, so NOW goes and LATER stays, with the reason.
  await bar(page)
    .getByRole("link", { name: /Choose a location/ })
    .click();
  await page.getByRole("radio", { name: /Mini Always/ }).check();
  await page.getByRole("radio", { name: "Pickup" }).check();
  await expect(page.getByRole("radio", { name: "NOW", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Confirm" }).click();
  await page
    .getByRole("link", { name: new RegExp(BIRTHDAY_CAKE) })
    .first()
    .click();
  await expect(page.getByText("Order 2 days ahead")).toBeVisible();
  await page.goBack();
  await page.getByRole("button", { name: `Add ${BIRTHDAY_CAKE}`, exact: true }).click();
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
  const days = page.getByRole("group", { name: "Day", exact: true });
  await expect(days.getByRole("radio").first()).toBeChecked();
  await expect(days.getByRole("radio", { name: "Today" })).toHaveCount(0);
  await expect(days.getByRole("radio", { name: "Tomorrow" })).toHaveCount(0);
  const day = dateIn(3);
  await days.getByRole("radio", { name: dayChip(day) }).check();
  const times = page.getByRole("group", { name: "Time", exact: true });
  await expect(times.getByRole("radio").first()).toHaveAccessibleName("08:00");
  await times.getByRole("radio", { name: "10:00" }).check();
  await page.getByLabel("Delivery Note").fill("Happy birthday Sari");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/order-ahead-picker.png", fullPage: true });
  await page.getByRole("button", { name: "Confirm" }).click();

  const slot = `Later - ${dayChip(day)}, 10:00 - Happy birthday Sari`;
  await bar(page)
    .getByRole("link", { name: /Checkout, 1 item/ })
    .click();
  await expect(page.getByText(slot)).toBeVisible();
  await choosePayment(page, "Pay at outlet", ["Pay at outlet", "Bank transfer"]);
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  await expect(page.getByText(slot)).toBeVisible();
  const uid = page.url().split("/").at(-1)!;
  const order = await page.evaluate(
    async (id) =>
      (await (
        await fetch(`/api/orders/${document.location.hostname.split(".")[0]}/${id}`)
      ).json()) as { data: { scheduledFor: string } },
    uid,
  );
  expect(order.data.scheduledFor).toBe(`${day}T10:00:00+07:00`); // the brand's zone: Jakarta
});
