import "server-only";
import { headers } from "next/headers";
import type { Locale } from "@/domain/locale";
import { ORDER_ID_PATTERN, shortOrderNumber } from "@/domain/order";
import { PAGE_COLUMNS } from "@/domain/printer";
import type { PrintKind, PrintLine } from "@/domain/receipt";
import { covers } from "../access";
import { authenticate } from "../auth/sessions";
import { getDb } from "../db/client";
import { orderLines } from "../flows/print-order";
import { branchPrinter } from "../printing/branch-printer";
import { staffOrder } from "../orders/views";
import { brandOfSite } from "../site";
import { staffRole } from "./staff";

/** What the print page shows: the printout, or why not. */
export type PrintPage =
  | { state: "ok"; number: string; lines: PrintLine[]; printer: boolean }
  | { state: "signed-out" }
  | { state: "not-found" };

/**
 * An order's kitchen ticket or receipt for the browser's print page (issue 36 item 2), drawn for
 * the staff of its branch from the page request's session cookie; anyone else learns nothing of
 * the order (the same answer as for one that does not exist).
 */
export async function printPage(
  site: string,
  orderId: string,
  kind: PrintKind,
  locale: Locale,
): Promise<PrintPage> {
  const brand = await brandOfSite(site);
  if (!brand) return { state: "not-found" };
  const request = new Request("http://page.invalid/", { headers: await headers() });
  const signedIn = await authenticate(request, brand);
  if (!signedIn) return { state: "signed-out" };
  const role = await staffRole(brand, signedIn.user.phoneNumber);
  const order = role && ORDER_ID_PATTERN.test(orderId) ? await staffOrder(brand, orderId) : null;
  if (!role || !order || !covers(role, order.selectedBranch.id)) return { state: "not-found" };
  const { db } = await getDb();
  const lines = await orderLines(brand, order, kind, locale, PAGE_COLUMNS);
  const printer = (await branchPrinter(db, brand.id, order.selectedBranch.id)) !== null;
  return { state: "ok", number: shortOrderNumber(order.uid), lines, printer };
}
