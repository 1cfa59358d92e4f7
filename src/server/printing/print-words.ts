import "server-only";
import type { Locale } from "@/domain/locale";
import type { PrintWords } from "@/domain/receipt";
import enOrder from "@/i18n/en/order.json";
import enStaff from "@/i18n/en/staff.json";
import enPrint from "@/i18n/server/en/print.json";
import idOrder from "@/i18n/id/order.json";
import idStaff from "@/i18n/id/staff.json";
import idPrint from "@/i18n/server/id/print.json";

// A ticket's and a receipt's words, the same on the print page and the network printer. Their
// own are the server's alone (src/i18n/server, filled in by src/domain/receipt.ts, not next-intl);
// pickup or delivery is said as the board says it, the payment method as checkout does.
export const PRINT_WORDS: Record<Locale, PrintWords> = {
  en: { ...enPrint, mode: enStaff.mode, methods: enOrder.payment },
  id: { ...idPrint, mode: idStaff.mode, methods: idOrder.payment },
};
