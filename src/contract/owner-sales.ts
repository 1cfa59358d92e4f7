// The owner console's Today page (issue 19 item 6, docs/owner.md "Today"): the figures per branch
// and the CSV export of orders, both on the brand's days (its time zone).
import { z } from "zod";
import { LOCALES } from "@/domain/locale";
import type { SalesReport } from "@/domain/sales";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

export const sales = endpoint(routes.owner.sales, {
  summary:
    "Orders (not cancelled), their revenue and the cancelled ones, per branch for the brand's today and the 6 days before, with a total per day.",
  data: returns<SalesReport>("SalesReport"),
  cache: PRIVATE,
  errors: [],
});

/** A day of the brand, YYYY-MM-DD; checked by src/domain/sales-days.ts (its own error codes). */
const day = z.string().max(40).default("");

/**
 * The file's language (its column names, its Mode, Status and Payment method words). The console names the language
 * it is shown in: the request's own (the `kedai-lang` cookie, then Accept-Language, then the brand's)
 * agrees with the page when the page loads, but the cookie is the whole browser's, so switching
 * language in another tab changes it under a page still shown in the old one. Without `lang` (a
 * script), the request's language, as for the API's other words.
 */
const lang = z.enum(LOCALES).optional();

export const ordersExport = endpoint(routes.owner.ordersExport, {
  summary:
    "The orders placed on the brand's days from `from` to `to` (YYYY-MM-DD, both counted, at most 366 days) as a CSV file (UTF-8 with a BOM), its column names and its mode, status and payment method words in `lang` (en or id; without it, the request's language).",
  query: z.strictObject({ from: day, to: day, lang }),
  data: returns<Blob>("CsvFile"),
  cache: PRIVATE,
  errors: ["INVALID_DATE", "DATE_RANGE_REVERSED", "DATE_RANGE_TOO_LONG"],
});
