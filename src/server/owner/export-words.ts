import "server-only";
import type { Locale } from "@/domain/locale";
import type { ExportWords } from "@/domain/order-export";
import enColumns from "@/i18n/server/en/export-columns.json";
import enOrder from "@/i18n/en/order.json";
import enStaff from "@/i18n/en/staff.json";
import idColumns from "@/i18n/server/id/export-columns.json";
import idOrder from "@/i18n/id/order.json";
import idStaff from "@/i18n/id/staff.json";

// The orders export's words in the owner's language (docs/owner.md "Today"). The column names are
// the server's alone, so they are imported here rather than sent to browsers with the catalogs
// (src/i18n/catalogs.ts leaves export-columns.json out). Pickup or delivery and the status are
// said as the staff board says them (its `mode` and `groups`): one word for each status code, so
// the Status column still sorts and filters by status, and "New" and "Preparing" cannot be
// confused as the customer's "Order received" and "Accepted" are in Indonesian ("diterima").
// The payment method is said as checkout says it (order.json's `payment`); a loyalty reward as the
// board says it (its `discounts`).
export const EXPORT_WORDS: Record<Locale, ExportWords> = {
  en: {
    columns: enColumns,
    mode: enStaff.mode,
    status: enStaff.groups,
    payment: enOrder.payment,
    discounts: enStaff.discounts,
  },
  id: {
    columns: idColumns,
    mode: idStaff.mode,
    status: idStaff.groups,
    payment: idOrder.payment,
    discounts: idStaff.discounts,
  },
};
