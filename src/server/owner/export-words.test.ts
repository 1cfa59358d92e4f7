import { describe, expect, it } from "vitest";
import { ORDER_MODES } from "@/domain/order-mode";
import { LOCALES } from "@/domain/locale";
import { ORDER_STATUSES } from "@/domain/order";
import { PAYMENT_METHODS } from "@/domain/payment";
import type { ExportOrder } from "@/domain/order-export";
import { EXPORT_COLUMNS, exportHeader, exportRow } from "@/domain/order-export";
import { TEST_EXPORT_ORDER } from "@/domain/test-fixtures";
import { EXPORT_WORDS } from "./export-words";

/** The export's test order with its lapis line only, ordered for now (no later time). */
const ORDER: ExportOrder = {
  ...TEST_EXPORT_ORDER,
  scheduledFor: null,
  basket: {
    ...TEST_EXPORT_ORDER.basket,
    items: TEST_EXPORT_ORDER.basket.items.filter((line) => line.itemId === "lapis"),
  },
  total: 37_000,
};

describe("the orders export's words", () => {
  it("keep the English file's columns as they were, for the tools that read them", () => {
    expect(exportHeader(EXPORT_WORDS.en)).toBe(
      "\uFEFFOrder,Order ID,Placed at,For,Branch,Mode,Status,Items,Subtotal,Delivery fee,Total,Currency,Payment method,Paid at,Customer name,Courier cost,Delivery fee minus courier cost,Discount,Promotions and rewards,Promo codes\r\n",
    );
    expect(exportRow(ORDER, "Asia/Jakarta", EXPORT_WORDS.en)).toBe(
      "#234567,ABCDEFGHJKMNPQ234567,2026-11-26 00:30,,Kemang,Delivery,Completed,1 × Kue Lapis,25000,12000,37000,IDR,Bank transfer,,Rina,,,0,,\r\n",
    );
  });

  it("say the Indonesian file's columns, mode, status and payment as the Indonesian pages do", () => {
    expect(exportHeader(EXPORT_WORDS.id)).toBe(
      "\uFEFFPesanan,ID pesanan,Waktu pesan,Untuk nanti,Cabang,Cara pesan,Status,Item,Subtotal,Ongkir,Total,Mata uang,Metode pembayaran,Lunas pada,Atas nama,Biaya kurir,Selisih ongkir dan biaya kurir,Diskon,Promo dan hadiah,Kode promo\r\n",
    );
    expect(exportRow(ORDER, "Asia/Jakarta", EXPORT_WORDS.id)).toBe(
      "#234567,ABCDEFGHJKMNPQ234567,2026-11-26 00:30,,Kemang,Antar,Selesai,1 × Kue Lapis,25000,12000,37000,IDR,Transfer bank,,Rina,,,0,,\r\n",
    );
    const pickup = { ...ORDER, orderMode: "PICKUP", status: "CANCELLED" } as const;
    expect(exportRow(pickup, "Asia/Jakarta", EXPORT_WORDS.id)).toContain(
      ",Kemang,Ambil sendiri,Dibatalkan,",
    );
  });

  it("has every column, mode, status and payment method in every language, none empty or twice", () => {
    for (const l of LOCALES) {
      const words = EXPORT_WORDS[l];
      expect(Object.keys(words.columns), l).toEqual([...EXPORT_COLUMNS]);
      for (const column of EXPORT_COLUMNS) expect(words.columns[column], l).toBeTruthy();
      expect(new Set(Object.values(words.columns)).size, l).toBe(EXPORT_COLUMNS.length);
      for (const mode of ORDER_MODES) expect(words.mode[mode], `${l} ${mode}`).toBeTruthy();
      for (const status of ORDER_STATUSES)
        expect(words.status[status], `${l} ${status}`).toBeTruthy();
      const statuses = ORDER_STATUSES.map((s) => words.status[s]);
      expect(new Set(statuses).size, l).toBe(statuses.length);
      const payments = PAYMENT_METHODS.map((m) => words.payment[m]);
      for (const [i, method] of PAYMENT_METHODS.entries())
        expect(payments[i], `${l} ${method}`).toBeTruthy();
      expect(new Set(payments).size, l).toBe(payments.length);
    }
  });

  it("name a loyalty reward in the owner's language (issue 39)", () => {
    const reward = { source: "REWARD", promotionId: null, code: null, on: "ORDER" } as const;
    const order: ExportOrder = {
      ...ORDER,
      discounts: [
        { ...reward, name: "Kue Lapis", amount: 25_000 },
        { ...reward, name: "", amount: 1_000 },
      ],
      total: 11_000,
    };
    expect(exportRow(order, "Asia/Jakarta", EXPORT_WORDS.id)).toMatch(
      /,25000,12000,11000,.*,26000,Hadiah: Kue Lapis \| Hadiah,\r\n$/,
    );
    expect(exportRow(order, "Asia/Jakarta", EXPORT_WORDS.en)).toContain(
      ",26000,Reward: Kue Lapis | Reward,\r\n",
    );
  });
});
