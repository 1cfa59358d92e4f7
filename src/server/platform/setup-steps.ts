import "server-only";
import type { SetupSteps } from "@/contract/platform";

/**
 * THE SPOT FOR THE SET-UP PROGRESS (issue 35 items 2 and 6): a shop's "n of m steps" in the
 * platform's console. The set-up checklist's rules live once, in src/domain/shop-setup.ts
 * (`setupProgress()`, issue 35 item 2), which is not on this branch: at merge, read the shop's
 * document here and answer its progress. Until then the console shows the shop's state alone.
 */
export async function setupStepsOf(_brandId: string): Promise<SetupSteps | null> {
  return null;
}
