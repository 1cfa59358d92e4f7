"use client";

import { useTranslations } from "next-intl";
import type { PaymentChannel } from "@/domain/online-payment";
import { useChannelName } from "@/ui/channel-name";
import { Choices } from "@/ui/choices";

/**
 * Paying online (issue 20): the brand's channels (QRIS, e-wallets, virtual accounts), one to
 * choose. Until one is, checkout says so and its button waits, as for a missing address.
 */
export function ChannelPicker({
  channels,
  chosen,
  onChoose,
}: {
  channels: readonly PaymentChannel[];
  chosen: PaymentChannel | null;
  onChoose: (channel: PaymentChannel) => void;
}) {
  const t = useTranslations("checkout");
  const name = useChannelName();
  return (
    <div className="space-y-2">
      <Choices
        legend={t("payWith")}
        look="cards"
        columns={2}
        value={chosen}
        onChange={onChoose}
        choices={channels.map((channel) => ({ value: channel, label: name(channel) }))}
      />
      {!chosen && (
        <p role="status" className="text-sm font-semibold text-red-800">
          {t("chooseChannel")}
        </p>
      )}
    </div>
  );
}
