"use client";

import { useTranslations } from "next-intl";
import type { StoreConfigs } from "@/domain/brand-config";
import type { OrderMode } from "@/domain/order-mode";
import { availablePaymentMethods, onlineChannels } from "@/domain/payment";
import { useChannelName } from "@/ui/channel-name";
import { Choices } from "@/ui/choices";
import type { Draft } from "./draft";

/**
 * How the customer will pay, of the shop's methods for the order's mode. A transfer names the
 * account they pay to (staff mark it paid when the money is in); paying online, the channel they
 * will pay with from the link they are sent.
 */
export function PaymentChoice({
  configs,
  mode,
  draft,
  onChange,
}: {
  configs: StoreConfigs;
  mode: OrderMode;
  draft: Pick<Draft, "method" | "transferOption" | "channel">;
  onChange: (change: Partial<Draft>) => void;
}) {
  const t = useTranslations("staffOrders.payment");
  const tOrder = useTranslations("order.payment");
  const channelName = useChannelName();
  const methods = availablePaymentMethods(mode, configs);
  const options = Object.values(
    configs.salesChannels.customerApp.paymentsMethods.transfer?.merchantLevelConfigs
      .transferOptions ?? {},
  ).map((o) => o.humanReadableName);
  const channels = onlineChannels(configs);
  return (
    <div className="space-y-3">
      <Choices
        legend={t("title")}
        titled="base"
        look="chips"
        value={draft.method && methods.includes(draft.method) ? draft.method : null}
        onChange={(method) => onChange({ method })}
        choices={methods.map((m) => ({ value: m, label: tOrder(m) }))}
      />
      {draft.method === "transfer" && (
        <Choices
          legend={t("transferTo")}
          hint={t("transferHint")}
          look="chips"
          value={draft.transferOption}
          onChange={(transferOption) => onChange({ transferOption })}
          choices={options.map((name) => ({ value: name, label: name }))}
        />
      )}
      {draft.method === "online" && (
        <Choices
          legend={t("channel")}
          hint={t("onlineHint")}
          look="chips"
          value={draft.channel}
          onChange={(channel) => onChange({ channel })}
          choices={channels.map((c) => ({ value: c, label: channelName(c) }))}
        />
      )}
    </div>
  );
}
