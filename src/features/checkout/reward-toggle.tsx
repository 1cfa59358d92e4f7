"use client";

import { useTranslations } from "next-intl";
import type { LoyaltyView } from "@/domain/loyalty";
import { rewardCost } from "@/domain/loyalty";
import { rewardPhrase } from "@/domain/loyalty-card";
import { formatMoney } from "@/domain/money";
import type { Menu } from "@/domain/storefront";
import { findItem } from "@/domain/storefront";
import { Switch } from "@/ui/form";
import { usePromoChoice } from "./promo-store";

/**
 * The customer's loyalty reward at checkout (issue 39 item 4): "Use your reward (10 stamps): a
 * free Es Kopi Susu", shown when the preview says one can be redeemed (or the customer asked for
 * it), and why it cannot be used on this order when the server says so.
 */
export function RewardToggle({
  loyalty,
  refused,
  menu,
  currency,
}: {
  loyalty: LoyaltyView | null | undefined;
  /** A RewardProblem the server answered for this order, or null. */
  refused: string | null;
  menu: Menu | undefined;
  currency: string;
}) {
  const t = useTranslations("loyalty");
  const redeem = usePromoChoice((s) => s.redeemReward);
  const setRedeem = usePromoChoice((s) => s.setRedeemReward);
  if (!loyalty || !(loyalty.canRedeem || redeem)) return null;
  const { program } = loyalty;
  const cost = rewardCost(program);
  const item = (id: string) => findItem(menu, id)?.name;
  const reward = rewardPhrase(program.reward, (n) => formatMoney(n, currency), item);
  const rewardText = t(reward.key as "reward.freeItem", reward.values as { items: string });
  const items =
    program.reward.type === "FREE_ITEM"
      ? [...new Set(program.reward.itemIds.flatMap((id) => item(id) ?? []))].join(" / ")
      : "";
  return (
    <Switch
      label={t("use", {
        cost: t(program.kind === "STAMPS" ? "stamps" : "points", { count: cost }),
        reward: rewardText,
      })}
      checked={redeem}
      onChange={setRedeem}
      error={
        redeem && refused ? t(`problem.${refused}` as "problem.NOT_ENOUGH", { items }) : undefined
      }
    />
  );
}
