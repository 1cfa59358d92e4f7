"use client";

import { useTranslations } from "next-intl";
import type { PaymentChannel } from "@/domain/online-payment";
import { CHANNEL_NAMES, channelKind } from "@/domain/online-payment";

/** A payment channel's name for people: "QRIS", "GoPay", "BCA virtual account". */
export function useChannelName(): (channel: PaymentChannel) => string {
  const t = useTranslations("order");
  return (channel) =>
    channelKind(channel) === "va"
      ? t("channel.va", { bank: CHANNEL_NAMES[channel] })
      : CHANNEL_NAMES[channel];
}
