"use client";

import { useTranslations } from "next-intl";
import type { PlatformShopDetail } from "@/contract/platform";

/**
 * A shop's set-up progress in the operators' console (issue 35 item 6). The steps are counted by
 * the server (src/server/platform/setup-steps.ts, from src/domain/shop-setup.ts once it is
 * merged); until it answers them, a shop being set up says so without a count.
 */
export function SetupProgress({ shop }: { shop: PlatformShopDetail }) {
  const t = useTranslations("platformConsole");
  if (shop.openedAt) return null;
  return (
    <div>
      <dt className="text-sm text-neutral-700">{t("setupProgress")}</dt>
      <dd>
        {shop.setup ? (
          <>
            <progress
              className="mr-2 align-middle"
              max={shop.setup.total}
              value={shop.setup.done}
              aria-label={t("setupProgress")}
            />
            {t("setupSteps", { done: shop.setup.done, total: shop.setup.total })}
          </>
        ) : (
          t("setupBeingSetUp")
        )}
      </dd>
    </div>
  );
}
