// The command-line tools against a running server (docs/operators.md), with an operator token.
import { z } from "zod";
import type { StaffOrder } from "@/domain/order";
import { statusChangeBody, storableText } from "@/domain/order-schema";
import { endpoint, returns } from "./endpoint";
import { routes } from "./routes";

/** What `brand:import` reports of a brand written (or found unchanged). */
export interface BrandImportSummary {
  /** The same file was imported before: nothing was written. */
  unchanged: boolean;
  brandId: string;
  subDomainName: string;
  /** The content hash the storefront's page URLs carry. */
  revision: string;
  /** Its number in the brand's history (docs/owner.md "History"). */
  revisionNumber: number;
  /** Image variants encoded by this import (0 when every one was stored already). */
  imageVariantsMade: number;
  branches: number;
  menus: number;
  items: number;
}

export const importBrand = endpoint(routes.operator.importBrand, {
  summary:
    "`npm run brand:import` against a running server: a brand file with its images (base64, keyed by their path in the file).",
  body: z.object({
    file: z.unknown(),
    assets: z.record(z.string().max(300), z.base64()).default({}),
  }),
  maxBodyBytes: 64 * 1024 * 1024,
  data: returns<BrandImportSummary>("BrandImportSummary"),
  errors: ["BRAND_FILE_INVALID", "PAYLOAD_TOO_LARGE"],
});

/** What `brand:export` gets from a running server: the file and its images (base64, by path). */
export interface BrandExport {
  file: Record<string, unknown>;
  images: Record<string, string>;
  revision: number;
}

export const exportBrand = endpoint(routes.operator.exportBrand, {
  summary:
    "`npm run brand:export` against a running server: the brand's current revision as a brand file with its images (base64, keyed by their path in the file).",
  data: returns<BrandExport>("BrandExport"),
  errors: ["BRAND_NOT_FOUND"],
});

export const orderStatus = endpoint(routes.operator.orderStatus, {
  summary: "`npm run order:status` against a running server: the staff board's rules, any branch.",
  body: statusChangeBody.extend({
    by: storableText().trim().min(1).max(80).default("operator"),
  }),
  bodyCodes: { reason: "REASON_REQUIRED" },
  data: returns<StaffOrder>("StaffOrder"),
  errors: ["BRAND_NOT_FOUND", "ORDER_NOT_FOUND", "INVALID_STATUS_CHANGE", "REASON_REQUIRED"],
});

/**
 * `npm run bench`'s floors: one bare order insert, or (`transaction`) the same insert in a
 * transaction under a customer's lock, the least an order is written with. Exists only with
 * BENCH_ROUTES=1.
 */
export const benchInsert = endpoint(routes.operator.benchInsert, {
  summary: "Benchmarks only (BENCH_ROUTES=1): inserts one bare order row.",
  body: z.object({ transaction: z.boolean().optional() }),
  data: returns<{ uid: string }>("PlacedOrder"),
  errors: ["NOT_FOUND"],
  internal: true,
});
