import { describe, expect, it } from "vitest";
import type { ExportWords } from "./order-export";
import {
  csvCell,
  csvLine,
  EXPORT_COLUMNS,
  exportHeader,
  exportRow,
  itemsText,
} from "./order-export";
import type { AppliedDiscount } from "./promotions";
import { TEST_EXPORT_ORDER } from "./test-fixtures";

describe("csvCell", () => {
  it("quotes a cell with a comma, a quote or a line break (RFC 4180), doubling its quotes", () => {
    expect(csvCell("Kue lapis")).toBe("Kue lapis");
    expect(csvCell("Jl. Kemang, no. 5")).toBe('"Jl. Kemang, no. 5"');
    expect(csvCell('the "best" cake')).toBe('"the ""best"" cake"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvLine(["a", 1, ""])).toBe("a,1,\r\n");
  });

  it("keeps a spreadsheet from running what a cell says: = + - @ tab CR get an apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+62811")).toBe("'+62811");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=1")).toBe("a=1");
    expect(csvCell(-5)).toBe("-5"); // a number is ours, not typed by anyone
  });
});

const ORDER = TEST_EXPORT_ORDER;

/** Words as the server gives them (the real ones: src/server/owner/export-words.test.ts). */
const WORDS: ExportWords = {
  columns: {
    order: "Order",
    orderId: "Order ID",
    placedAt: "Placed at",
    for: "For",
    branch: "Branch",
    mode: "Mode",
    status: "Status",
    items: "Items",
    subtotal: "Subtotal",
    deliveryFee: "Delivery fee",
    total: "Total",
    currency: "Currency",
    paymentMethod: "Payment method",
    paidAt: "Paid at",
    customerName: "Customer name",
    courierCost: "Courier cost",
    courierDifference: "Delivery fee minus courier cost",
    discount: "Discount",
    promotions: "Promotions and rewards",
    promoCodes: "Promo codes",
  },
  mode: { DELIVERY: "Delivery", PICKUP: "Pickup" },
  status: {
    PENDING: "New",
    ACCEPTED: "Preparing",
    READY: "Ready / on the way",
    COMPLETED: "Completed",
    CANCELLED: "Cancelled",
  },
  payment: {
    cashOnDelivery: "Cash on delivery",
    payAtOutlet: "Pay at outlet",
    transfer: "Bank transfer",
    online: "Pay online",
  },
  discounts: { reward: "Reward", rewardItem: "Reward: {name}" },
};

describe("exportRow", () => {
  it("writes the order as customers see its number, its times on the brand's clock", () => {
    expect(exportHeader(WORDS)).toBe(
      "\uFEFFOrder,Order ID,Placed at,For,Branch,Mode,Status,Items,Subtotal,Delivery fee,Total,Currency,Payment method,Paid at,Customer name,Courier cost,Delivery fee minus courier cost,Discount,Promotions and rewards,Promo codes\r\n",
    );
    expect(itemsText(ORDER.basket)).toBe(
      "2 × Brownies, fudge (Size: Large; Note: no nuts) | 1 × Kue Lapis",
    );
    expect(exportRow(ORDER, "Asia/Jakarta", WORDS)).toBe(
      "#234567,ABCDEFGHJKMNPQ234567,2026-11-26 00:30,2026-11-27 10:00,Kemang,Delivery,Completed," +
        '"2 × Brownies, fudge (Size: Large; Note: no nuts) | 1 × Kue Lapis",85000,12000,97000,IDR,Bank transfer,,Rina,,,0,,\r\n',
    );
  });

  it("names the columns, the mode, the status and the payment in the words it is given, in place", () => {
    const other: ExportWords = {
      columns: Object.fromEntries(
        Object.keys(WORDS.columns).map((c) => [c, `<${c}>`]),
      ) as ExportWords["columns"],
      mode: { DELIVERY: "Antar", PICKUP: "Ambil sendiri" },
      status: { ...WORDS.status, COMPLETED: "Selesai", PENDING: "Baru" },
      payment: { ...WORDS.payment, transfer: "Transfer bank" },
      discounts: { reward: "Hadiah", rewardItem: "Hadiah: {name}" },
    };
    expect(exportHeader(other)).toBe(
      "\uFEFF<order>,<orderId>,<placedAt>,<for>,<branch>,<mode>,<status>,<items>,<subtotal>," +
        "<deliveryFee>,<total>,<currency>,<paymentMethod>,<paidAt>,<customerName>,<courierCost>," +
        "<courierDifference>,<discount>,<promotions>,<promoCodes>\r\n",
    );
    expect(exportRow(ORDER, "Asia/Jakarta", other)).toBe(
      exportRow(ORDER, "Asia/Jakarta", WORDS)
        .replace(",Delivery,Completed,", ",Antar,Selesai,")
        .replace(",Bank transfer,", ",Transfer bank,"),
    );
    expect(exportRow({ ...ORDER, orderMode: "PICKUP", status: "PENDING" }, "UTC", other)).toContain(
      ",Kemang,Ambil sendiri,Baru,",
    );
  });

  it("guards the names a shop and a customer typed, and leaves the fee 0 for a pickup", () => {
    const row = exportRow(
      {
        ...ORDER,
        orderMode: "PICKUP",
        deliveryMethod: null,
        branchName: "=cmd|' /C calc'!A0",
        paidAt: new Date("2026-11-26T02:00:00Z"),
        customerName: "@Rina, Kemang",
      },
      "Asia/Jakarta",
      WORDS,
    );
    expect(row).toContain(",'=cmd|' /C calc'!A0,Pickup,");
    expect(row).toContain(
      ',85000,0,97000,IDR,Bank transfer,2026-11-26 09:00,"\'@Rina, Kemang",,,0,,\r\n',
    );
  });

  it("leaves the customer's name empty when the order has none", () => {
    expect(exportRow({ ...ORDER, customerName: null }, "UTC", WORDS)).toMatch(
      /,Bank transfer,,,,,0,,\r\n$/,
    );
  });

  it("puts the courier's cost beside the delivery fee, and what the shop kept or paid (issue 38)", () => {
    expect(exportRow({ ...ORDER, courierCost: 10_500 }, "UTC", WORDS)).toMatch(
      /,Rina,10500,1500,0,,\r\n$/,
    );
    expect(exportRow({ ...ORDER, courierCost: 15_000 }, "UTC", WORDS)).toMatch(
      /,Rina,15000,-3000,0,,\r\n$/,
    );
    // A cancelled order's customer paid no fee: the courier's cost was the shop's.
    const cancelled = { ...ORDER, status: "CANCELLED", courierCost: 9_000 } as const;
    expect(exportRow(cancelled, "UTC", WORDS)).toMatch(/,Rina,9000,-9000,0,,\r\n$/);
  });

  it("puts the discount, the promotions and the codes last; subtotal + fee - discount = total (issue 39)", () => {
    const discounts: AppliedDiscount[] = [
      {
        source: "PROMOTION",
        promotionId: "p1",
        name: "=Lebaran 15%",
        code: "LEBARAN15",
        on: "ORDER",
        amount: 12_750,
      },
      {
        source: "PROMOTION",
        promotionId: "p2",
        name: "Free delivery, above Rp 50.000",
        code: null,
        on: "DELIVERY",
        amount: 12_000,
      },
      {
        source: "REWARD",
        promotionId: null,
        name: "Kue Lapis",
        code: null,
        on: "ORDER",
        amount: 25_000,
      },
    ];
    const order = { ...ORDER, discounts, total: 97_000 - 49_750, courierCost: 10_500 };
    const row = exportRow(order, "UTC", WORDS);
    // The free delivery was the shop's: the courier's whole cost is what it paid on it.
    expect(row).toMatch(
      /,85000,12000,47250,IDR,Bank transfer,,Rina,10500,-10500,49750,"'=Lebaran 15% \| Free delivery, above Rp 50\.000 \| Reward: Kue Lapis",LEBARAN15\r\n$/,
    );
    const cells = row.replace(/"[^"]*"/g, "x").split(",");
    const at = (column: (typeof EXPORT_COLUMNS)[number]) =>
      Number(cells[EXPORT_COLUMNS.indexOf(column)]);
    expect(at("subtotal") + at("deliveryFee") - at("discount")).toBe(at("total"));
  });
});
