"use client";

import { useTranslations } from "next-intl";
import type { PaymentChannel } from "@/domain/online-payment";
import { useChannelName } from "@/ui/channel-name";

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
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{t("payWith")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {channels.map((channel) => (
          <label
            key={channel}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-outline px-3 py-2 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-surface-variant has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name="payment-channel"
              value={channel}
              checked={chosen === channel}
              onChange={() => onChoose(channel)}
              className="h-5 w-5 shrink-0 accent-primary"
            />
            {name(channel)}
          </label>
        ))}
      </div>
      {!chosen && (
        <p role="status" className="text-sm font-semibold text-red-800">
          {t("chooseChannel")}
        </p>
      )}
    </fieldset>
  );
}
