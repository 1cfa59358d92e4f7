import { randomUUID } from "node:crypto";
import net from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateIn } from "../support/hours-brand";
import { get } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import { DEMO, serverForFile } from "../support/test-server";

// Issue 36 item 2 over HTTP: the owner sets Kemang's network printer; accepting an order prints its
// kitchen ticket there and staff send its receipt, as ESC/POS over TCP to a fake printer; a printer
// that does not answer is retried and shown failed; the print page draws the ticket and the
// receipt for the branch's staff and nothing of the order for anyone else.

/**
 * This machine's own address on its network: a branch's printer may not be loopback
 * (src/domain/printer.ts), so the fake printer listens where a shop's printer would.
 */
const LAN_ADDRESS = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i?.family === "IPv4" && !i.internal)?.address;

const t = serverForFile("printing", {
  signIn: ["owner", "kemang", "menteng", "customer"],
  // A failing printer's eight tries within seconds (10 s, doubling, by default).
  settings: {
    JOBS_RETRY_BASE_SECONDS: "0.1",
    // The fake printer's network: this machine's may be none of the private ranges of the default.
    ...(LAN_ADDRESS && { PRINTER_NETWORKS: `${LAN_ADDRESS}/32` }),
  },
});

/** A raw port 9100 printer: what each connection sent. */
const received: Buffer[] = [];
const fake = net.createServer((socket) => {
  const chunks: Buffer[] = [];
  socket.on("data", (c) => chunks.push(c));
  socket.on("end", () => received.push(Buffer.concat(chunks)));
});
let port = 0;
beforeAll(async () => {
  if (!LAN_ADDRESS) throw new Error("this test needs a network address other than loopback");
  await new Promise<void>((done) => fake.listen(0, LAN_ADDRESS, done));
  port = (fake.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((done) => fake.close(done)));

/** Saves `printer` (or none) as Kemang's: the owner console's save of the whole document. */
async function setPrinter(printer: Record<string, unknown> | undefined) {
  const { revision, document } = (await t.api.owner.brand({ as: t.as.owner })).data();
  const kemang = document.branches.find((b) => b.id === "kemang")!;
  if (printer) Object.assign(kemang, { printer });
  else delete kemang.printer;
  return t.api.owner.saveBrand({ body: { base: revision, document }, as: t.as.owner });
}

let slots = 0;
/** The next half-hour slot three days ahead: a whole cake needs two days' notice. */
const nextSlot = () => {
  const n = slots++;
  return `${dateIn(3)}T${String(10 + Math.floor(n / 2)).padStart(2, "0")}:${n % 2 ? "30" : "00"}:00+07:00`;
};

async function placeOrder(branchId = "kemang") {
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: pickupOrder(
      branchId,
      [
        {
          itemId: "black-forest-whole",
          qty: 1,
          choices: { size: ["20cm"], writing: "Happy birthday Rina" },
        },
        { itemId: "klepon", qty: 2 },
      ],
      { deliveryNotes: "No nuts", deliveryOrPickupTime: "LATER", scheduledFor: nextSlot() },
    ),
    as: t.as.customer,
    headers: { "x-idempotency-key": randomUUID() },
  });
  expect(res.status, res.body).toBe(200);
  return res.data() as { uid: string };
}

/** 290,000 for the cake and 95,000 for 20 cm, and two klepon at 28,000: a pickup, no fee. */
const TOTAL = "441.000";

const status = async (as = t.as.kemang) => (await t.api.printing.status({ as })).data();
const printoutOf = async (orderId: string) =>
  (await status()).printouts.find((p) => p.orderId === orderId);
const accept = (orderId: string) =>
  t.api.staff.changeStatus({ params: { orderId }, body: { status: "ACCEPTED" }, as: t.as.kemang });

describe("a branch's printer", () => {
  it("is refused at a nonsense address or port, naming the field; nothing is saved", async () => {
    for (const [printer, field] of [
      [{ host: "127.0.0.1" }, "host"],
      [{ host: "http://192.168.1.50:9100" }, "host"],
      [{ host: "192.168.1.50", port: 70_000 }, "port"],
    ] as const) {
      const res = await setPrinter(printer);
      expect(res.status, res.body).toBe(400);
      expect(res.reasonCode()).toBe("BRAND_INVALID");
      const { problems } = res.json<{ error: { problems: { path: string }[] } }>().error;
      expect(problems.map((p) => p.path)).toEqual([
        expect.stringMatching(new RegExp(`^\\$\\.branches\\[0\\]\\.printer\\.${field}$`)),
      ]);
    }
    expect((await status()).printers).toEqual([]);
  });

  it("prints the kitchen ticket when an order is accepted, where the branch says so", async () => {
    const saved = await setPrinter({ host: LAN_ADDRESS, port, ticketOnAccept: true });
    expect(saved.status, saved.body).toBe(200);
    expect((await status()).printers).toEqual([{ branchId: "kemang", ticketOnAccept: true }]);
    // Another branch's staff are told of none of it.
    expect(await status(t.as.menteng)).toEqual({ printers: [], printouts: [] });
    await t.api.account.saveProfile({
      params: { id: t.as.customer.uid },
      body: { name: "Rina" },
      as: t.as.customer,
    });

    const { uid } = await placeOrder();
    const before = received.length;
    expect((await accept(uid)).status).toBe(200);
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(before + 1);
    const ticket = received.at(-1)!.toString("latin1");
    expect(ticket.startsWith("\x1b@")).toBe(true); // ESC @: the printer starts afresh
    for (const words of [
      "KITCHEN TICKET",
      `#${uid.slice(-6)}`,
      "Rina",
      "1 x Black Forest Cake",
      "Size: 20 cm",
      'Writing on the cake: "Happy birthday Rina"',
      "2 x Klepon",
      "Note: No nuts",
    ])
      expect(ticket, words).toContain(words);
    expect(ticket).not.toContain("Rp");
    expect(ticket).toMatch(/\x1dVB\x00/); // GS V: cut
    await expect.poll(async () => (await printoutOf(uid))?.state).toBe("printed");
    expect(await printoutOf(uid)).toMatchObject({ kind: "ticket", failure: null });
  });

  it("sends the receipt when staff ask, and only for their branch's orders", async () => {
    const { uid } = await placeOrder();
    const before = received.length;
    const res = await t.api.printing.print({
      params: { orderId: uid },
      body: { kind: "receipt" },
      as: t.as.kemang,
    });
    expect(res.status, res.body).toBe(200);
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(before + 1);
    const receipt = received.at(-1)!.toString("latin1");
    for (const words of ["Dapur Kue Demo Kemang", "Customer: Rina", "TOTAL", "Pay at outlet"])
      expect(receipt, words).toContain(words);
    // The total, as the money helpers write it (id-ID; the printer's space for its no-break one).
    expect(receipt).toContain(`Rp ${TOTAL}`);
    expect(receipt).toContain("NOT PAID");

    const other = await t.api.printing.print({
      params: { orderId: uid },
      body: { kind: "ticket" },
      as: t.as.menteng,
    });
    expect(other.status).toBe(403);
    const customer = await t.api.printing.print({
      params: { orderId: uid },
      body: { kind: "ticket" },
      as: t.as.customer,
    });
    expect(customer.status).toBe(403);
    const bad = await t.api.printing.print({
      params: { orderId: uid },
      rawBody: { kind: "invoice" },
      as: t.as.kemang,
    });
    expect(bad.status).toBe(400);
    expect(received.length).toBe(before + 1);
  });

  it("answers 409 PRINTER_NOT_SET for a branch without one", async () => {
    const { uid } = await placeOrder("menteng");
    const res = await t.api.printing.print({
      params: { orderId: uid },
      body: { kind: "ticket" },
      as: t.as.menteng,
    });
    expect(res.status).toBe(409);
    expect(res.reasonCode()).toBe("PRINTER_NOT_SET");
  });

  it("tries a printer that does not answer again, then says it failed and why", async () => {
    const closed = net.createServer();
    await new Promise<void>((done) => closed.listen(0, LAN_ADDRESS, done));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise((done) => closed.close(done));
    expect((await setPrinter({ host: LAN_ADDRESS, port: deadPort })).status).toBe(200);

    // The branch no longer prints on Accept: nothing is queued.
    const quiet = await placeOrder();
    expect((await accept(quiet.uid)).status).toBe(200);
    expect(await printoutOf(quiet.uid)).toBeUndefined();

    const res = await t.api.printing.print({
      params: { orderId: quiet.uid },
      body: { kind: "ticket" },
      as: t.as.kemang,
    });
    expect(res.status).toBe(200);
    expect(res.data().printouts.find((p) => p.orderId === quiet.uid)?.kind).toBe("ticket");
    await expect
      .poll(async () => (await printoutOf(quiet.uid))?.state, { timeout: 40_000 })
      .toBe("failed");
    expect(await printoutOf(quiet.uid)).toMatchObject({ failure: "unreachable" });
  });
});

describe("the print page", () => {
  let order: { uid: string };
  const page = (kind: string, cookie?: string) =>
    get(t.baseUrl(), `/staff/print/${order.uid}?kind=${kind}`, DEMO, cookie ? { cookie } : {});
  beforeAll(async () => {
    order = await placeOrder();
  });

  it("draws the kitchen ticket and the receipt for the branch's staff", async () => {
    const ticket = await page("ticket", t.as.kemang.cookie);
    expect(ticket.status).toBe(200);
    for (const words of ["KITCHEN TICKET", `#${order.uid.slice(-6)}`, "Happy birthday", "Rina"])
      expect(ticket.body, words).toContain(words);
    expect(ticket.body).toContain("@page { size: 80mm auto; margin: 0; }");
    const receipt = await page("receipt", t.as.owner.cookie);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatch(new RegExp(`TOTAL +Rp\u00a0${TOTAL}`));
    expect(receipt.body).toContain("Dapur Kue Demo Kemang");
    expect(receipt.body).not.toContain("KITCHEN TICKET");
  });

  it("shows nothing of the order to anyone else", async () => {
    for (const cookie of [t.as.menteng.cookie, t.as.customer.cookie, undefined]) {
      const res = await page("ticket", cookie);
      expect(res.status).toBe(200);
      expect(res.body).not.toContain("KITCHEN TICKET");
      expect(res.body).not.toContain("Happy birthday");
    }
  });
});
