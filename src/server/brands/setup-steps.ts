import "server-only";
import type { SetupStep } from "@/domain/shop-setup";
import { setupSteps } from "@/domain/shop-setup";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { currentDocument, revisionOf } from "./revisions";

/**
 * A shop's set-up checklist (issue 35 item 2, src/domain/shop-setup.ts) as its current document
 * and its first revision say: for its console, and its progress for the platform's console.
 */
export async function setupStepsOf(db: Db, brandId: string): Promise<SetupStep[]> {
  const [current, first] = await Promise.all([
    currentDocument(db, brandId),
    revisionOf(db, brandId, 1),
  ]);
  if (!current) throw new AppError("BRAND_NOT_FOUND");
  return setupSteps(current.document, { first: first?.document ?? null });
}
