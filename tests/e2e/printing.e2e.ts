import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { dayAndTime, localDate } from "@/domain/time";
import { post } from "../support/http";
import { signIn as apiSignIn } from "../support/sessions";
import {
  DEMO_OWNER_PHONE,
  expectNoSeriousA11yViolations,
  freshPhone,
  KEMANG_STAFF_PHONE,
  signIn,
} from "./site";

// Issue 36 item 2 on the kitchen's tablet: an order's card opens its kitchen ticket and its
// receipt, each a page for an 80 mm thermal printer whose print dialog opens at once; as printed
// (print media) it is the printout alone, with the customer's name, the items and, on the
// receipt, the total. The owner's printer setting refuses a nonsense address next to its field.

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

/** The demo brand's time zone (brands/demo.json). */
const ZONE = "Asia/Jakarta";
const base = () => `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;

/**
 * A named customer's Kemang pickup order of a cake with writing and two klepon, by the API, for a
 * half hour five days ahead (a whole cake needs two days' notice; slots hold six orders).
 */
async function placeOrder(): Promise<{ uid: string; number: string; name: string; slot: string }> {
  const minutes = 6 * 60 + 30 * Math.floor(Math.random() * 32);
  const slot = `${localDate(new Date(Date.now() + 5 * 86_400_000), ZONE)}T${String(
    Math.floor(minutes / 60),
  ).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00+07:00`;
  const customer = await apiSignIn(base(), freshPhone());
  const headers = { authorization: `Bearer ${customer.idToken}` };
  const name = "Rina Kusuma";
  const profile = await post(
    base(),
    `/api/me/${customer.uid}/profile`,
    "demo.localhost",
    { name },
    {
      ...headers,
    },
  );
  expect(profile.status, profile.body).toBe(200);
  const res = await post(
    base(),
    "/api/orders/demo/customer",
    "demo.localhost",
    {
      orderMode: "PICKUP",
      selectedBranchId: "kemang",
      deliveryOrPickupTime: "LATER",
      scheduledFor: slot,
      deliveryNotes: "Candles in a separate bag",
      basket: {
        items: [
          {
            itemId: "black-forest-whole",
            qty: 1,
            choices: { size: ["20cm"], writing: "Selamat ulang tahun Rina" },
          },
          { itemId: "klepon", qty: 2 },
        ],
      },
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    },
    { ...headers, "x-idempotency-key": randomUUID() },
  );
  expect(res.status, res.body).toBe(200);
  const { uid } = res.json<{ data: { uid: string } }>().data;
  return { uid, number: uid.slice(-6), name, slot };
}

/** Opens the card's `link` (a new tab) and answers the page, the print dialog's opening counted. */
async function open(board: Page, link: string): Promise<Page> {
  const opened = board.context().waitForEvent("page");
  await board.getByRole("link", { name: link }).click();
  const page = await opened;
  await page.waitForLoadState();
  return page;
}

const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prints: number }).__prints);

test("the kitchen ticket and the receipt open from the board and print as 80 mm printouts", async ({
  page: board,
}) => {
  // The browser's print dialog: counted, not opened.
  await board.context().addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    window.print = () => void w.__prints++;
  });
  const order = await placeOrder();
  await signIn(board, KEMANG_STAFF_PHONE, "demo", "/staff");
  const card = board.getByRole("article", { name: `Order ${order.number}` });
  await expect(card).toBeVisible();
  await expect(
    card.getByRole("link", { name: `Kitchen ticket of order ${order.number}` }),
  ).toHaveText("Ticket");
  // No network printer at Kemang: nothing is offered to send to one.
  await expect(card.getByRole("button", { name: /to the printer$/ })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await board.screenshot({ path: "test-results/printing-board.png" });

  const ticket = await open(board, `Kitchen ticket of order ${order.number}`);
  await expect(ticket).toHaveURL(new RegExp(`/staff/print/${order.uid}\\?kind=ticket&print=1$`));
  await expect(ticket).toHaveTitle(`Kitchen ticket #${order.number} · Dapur Kue Demo`);
  const slip = ticket.getByRole("article", { name: `Kitchen ticket #${order.number}` });
  await expect(slip).toBeVisible();
  await expect.poll(() => printed(ticket)).toBe(1);
  await ticket.getByRole("button", { name: "Print" }).click();
  expect(await printed(ticket)).toBe(2);
  await expectNoSeriousA11yViolations(ticket);
  await ticket.screenshot({ path: "test-results/printing-ticket-screen.png" });

  await ticket.emulateMedia({ media: "print" });
  await expect(ticket.getByRole("button", { name: "Print" })).toBeHidden();
  for (const text of [
    "KITCHEN TICKET",
    `#${order.number}`,
    "PICKUP",
    dayAndTime(order.slot, ZONE, "en"),
    order.name,
    "1 x Black Forest Cake",
    "Size: 20 cm",
    'Writing on the cake: "Selamat ulang tahun Rina"',
    "2 x Klepon",
    "Note: Candles in a separate bag",
  ])
    await expect(slip).toContainText(text); // whitespace and line breaks aside
  await expect(slip).not.toContainText("Rp");
  // The printout is the paper's width: 80 mm at 96 px an inch.
  expect(Math.round((await slip.boundingBox())!.width)).toBe(302);
  await ticket.screenshot({ path: "test-results/printing-ticket-print.png", fullPage: true });
  await ticket.close();

  const receipt = await open(board, `Receipt of order ${order.number}`);
  const paper = receipt.getByRole("article", { name: `Receipt #${order.number}` });
  await expect(paper).toBeVisible();
  await expect.poll(() => printed(receipt)).toBe(1);
  await receipt.emulateMedia({ media: "print" });
  for (const text of [
    "Dapur Kue Demo",
    "Dapur Kue Demo Kemang",
    `Customer: ${order.name}`,
    "NOT PAID",
  ])
    await expect(paper.getByText(text, { exact: true })).toBeVisible();
  // 290,000 and 95,000 for 20 cm; two klepon at 28,000; no delivery.
  await expect(paper.getByText(/^1 x Black Forest Cake +Rp\u00a0385\.000$/)).toBeVisible();
  await expect(paper.getByText(/^2 x Klepon +Rp\u00a056\.000$/)).toBeVisible();
  await expect(paper.getByText(/^TOTAL +Rp\u00a0441\.000$/)).toBeVisible();
  await expect(paper.getByText(/^Payment +Pay at outlet$/)).toBeVisible();
  await receipt.screenshot({ path: "test-results/printing-receipt-print.png", fullPage: true });
  // As a PDF (what the print dialog sends), the page is the printer's paper: 80 mm wide, and as
  // long as the printout (a roll printer feeds no blank page after it).
  const pdf = (await receipt.pdf({ preferCSSPageSize: true })).toString("latin1");
  const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
  expect(boxes).toHaveLength(1);
  const [width, height] = [Number(boxes[0]![1]), Number(boxes[0]![2])];
  const mm = (pt: number) => (pt / 72) * 25.4;
  expect(mm(width)).toBeCloseTo(80, 0);
  const printout = (await paper.boundingBox())!.height * (25.4 / 96);
  expect(mm(height)).toBeGreaterThanOrEqual(printout);
  expect(mm(height)).toBeLessThan(printout + 3);
  await receipt.close();
});

test("the owner's printer setting refuses an address that is no printer's, next to it", async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO_OWNER_PHONE, "demo", "/owner?tab=branches");
    await page.getByRole("button", { name: "Edit Dapur Kue Demo Kemang" }).click();
    await page.getByRole("switch", { name: /This branch has a network printer/ }).check();
    await expect(page.getByLabel("Port")).toHaveValue("9100");
    await expect(
      page.getByRole("switch", { name: /Print the kitchen ticket when an order is accepted/ }),
    ).toBeChecked();
    await page.getByLabel("Printer address").fill("http://127.0.0.1:9100");
    // Refused in the browser by the brand file's own rule: nothing is sent, the demo stays as it is.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Printer address")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText(/Enter the printer's address alone, like 192\.168\.1\.50/),
    ).toBeVisible();
    // Above the form's sticky Save bar, with its error and the port beside it.
    await page
      .getByLabel("Printer address")
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/printing-owner-${width}.png` });
  }
});
