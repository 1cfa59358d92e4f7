import { expect, test } from "@playwright/test";
import { formatMoney } from "@/domain/money";
import { expectNoSeriousA11yViolations, freshPhone, KEMANG_STAFF_PHONE, signIn } from "./site";

// Issue 36 item 4 end to end, on the kitchen's tablet (1024×768): staff take an order by phone
// for a number that never ordered, with a name; it appears on the board "Taken by phone" with the
// name; they correct it before accepting; the customer signs in with that number on their phone
// and finds it, corrected, among their orders.

/** A person's pace: keys sent back to back outrun the phone field's formatting on a loaded machine. */
const TYPING = { delay: 40 };
const rupiah = (n: number) => formatMoney(n, "IDR");

test("staff take an order by phone, correct it, and its customer finds it", async ({
  page: customer,
  browser,
}) => {
  test.setTimeout(120_000);
  const tablet = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const staff = await tablet.newPage();
  try {
    await signIn(staff, KEMANG_STAFF_PHONE, "demo", "/staff");
    await expect(staff.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await staff.getByRole("button", { name: "New order" }).click();
    const dialog = staff.getByRole("dialog", { name: "New order by phone or WhatsApp" });
    await expect(dialog).toBeVisible();

    // The caller's number, new to the shop, and the name they give.
    const phone = freshPhone();
    const field = dialog.getByLabel("Customer's phone number");
    await field.click();
    await staff.keyboard.type(phone.slice(3), TYPING);
    await expect(dialog.getByText("New customer")).toBeVisible();
    await dialog.getByLabel("Name (on the order and the ticket)").fill("Rina Telepon");
    await dialog.getByRole("radio", { name: "Pickup" }).check();
    await staff.screenshot({ path: "test-results/staff-orders-caller.png" });

    // From the menu: searched, and from the list; one more of the first.
    await dialog.getByRole("searchbox", { name: "Search the menu" }).fill("tiramisu slice");
    await dialog.getByRole("button", { name: "Add Tiramisu Slice" }).click();
    await dialog.getByRole("searchbox", { name: "Search the menu" }).fill("");
    await dialog.getByRole("button", { name: "Add Klepon" }).click();
    await dialog.getByRole("button", { name: "One more Tiramisu Slice" }).click();
    await dialog.getByRole("radio", { name: "Pay at outlet" }).check();

    // The server's price: 2 × 42,000 + 28,000.
    const place = dialog.getByRole("button", { name: `Place order · ${rupiah(112000)}` });
    await expect(place).toBeEnabled({ timeout: 10_000 });
    await expect(dialog.getByTestId("quote-total")).toHaveText(rupiah(112000));
    await staff.screenshot({ path: "test-results/staff-orders-new.png" });
    await expectNoSeriousA11yViolations(staff);
    await place.click();
    const placed = staff.getByText(/^Order #([A-Za-z0-9]{6}) placed\./);
    await expect(placed).toBeVisible();
    const number = /#([A-Za-z0-9]{6})/.exec((await placed.textContent())!)![1]!;
    await expect(dialog).toBeHidden();

    // On the board at once, new, taken by phone, with the name and the number to call.
    const card = staff
      .getByRole("region", { name: /^New/ })
      .getByRole("article", { name: `Order ${number}` });
    await expect(card).toBeVisible({ timeout: 5000 });
    await expect(card.getByText("Taken by phone")).toBeVisible();
    await expect(card.getByTestId("customer-name")).toHaveText("Rina Telepon");
    await expect(card).toContainText(phone);
    await expect(card).toContainText("by Dapur Kemang");
    await expect(card).toContainText(rupiah(112000));
    await card.scrollIntoViewIfNeeded();
    await staff.screenshot({ path: "test-results/staff-orders-board.png" });

    // The caller rings back: one more Klepon. Corrected before it is accepted.
    await card.getByRole("button", { name: "Correct" }).click();
    const correction = staff.getByRole("dialog", { name: `Correct order #${number}` });
    await correction.getByRole("button", { name: "One more Klepon" }).click();
    const save = correction.getByRole("button", { name: "Save correction" });
    await expect(correction.getByTestId("quote-total")).toHaveText(rupiah(140000));
    await expect(save).toBeEnabled();
    await staff.screenshot({ path: "test-results/staff-orders-correct.png" });
    await save.click();
    await expect(staff.getByText(`Order #${number} corrected.`, { exact: false })).toBeVisible();
    await expect(card).toContainText(rupiah(140000));
    await expect(card).toContainText("Order corrected by Dapur Kemang");
    await expect(card).toContainText("Klepon: 1 → 2");

    // The customer, on their phone, signs in with that number: the order is theirs.
    await signIn(customer, phone, "demo", "/orders");
    const mine = customer.getByRole("listitem").filter({ hasText: `Order #${number}` });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText(rupiah(140000));
    await expect(mine).toContainText("2 × Klepon");
    await mine.getByRole("link", { name: "View Details" }).click();
    const timeline = customer.getByRole("region", { name: "Timeline" });
    await expect(timeline).toContainText("Order corrected");
    await expect(timeline).toContainText("Klepon: 1 → 2");
    await customer.screenshot({ path: "test-results/staff-orders-customer.png", fullPage: true });
  } finally {
    await tablet.close();
  }
});
