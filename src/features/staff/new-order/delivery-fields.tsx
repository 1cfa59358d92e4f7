"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { StoreConfigs } from "@/domain/brand-config";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { inputClass, TextField } from "@/ui/form";
import type { Draft } from "./draft";
import { staffOrdersApi } from "./staff-orders-api";

/**
 * Where a delivery goes: the address the caller gives, found by the server's geocoder (which
 * signs it: the fee is priced for that place, decision 0012), the details they add (floor, house
 * number), and the shop's delivery method.
 */
export function DeliveryFields({
  configs,
  draft,
  onChange,
}: {
  configs: StoreConfigs;
  draft: Pick<Draft, "address" | "addressDetails" | "deliveryMethod">;
  onChange: (change: Partial<Draft>) => void;
}) {
  const t = useTranslations("staffOrders.delivery");
  const errorText = useErrorText();
  const [text, setText] = useState("");
  const find = useMutation({
    mutationFn: (q: string) => staffOrdersApi.findAddress(q),
    onSuccess: (address) => onChange({ address }),
  });
  const methods = configs.salesChannels.customerApp.shippingBlocks.filter((b) => b.isActive);
  return (
    <div className="space-y-3">
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim().length >= 2) find.mutate(text.trim());
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="text-sm font-semibold">{t("address")}</span>
          <input
            className={`${inputClass} mt-1 min-h-12`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("addressPlaceholder")}
            autoComplete="off"
          />
        </label>
        <Button type="submit" variant="outlined" className="min-h-12" disabled={find.isPending}>
          {t("find")}
        </Button>
      </form>
      {find.isError && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {errorText(find.error)}
        </p>
      )}
      {draft.address && (
        <p className="rounded-xl bg-surface-variant p-3" data-testid="found-address">
          <span className="font-semibold">{draft.address.name}</span>
          <br />
          {draft.address.address}
        </p>
      )}
      <TextField
        label={t("details")}
        value={draft.addressDetails}
        maxLength={200}
        onChange={(addressDetails) => onChange({ addressDetails })}
      />
      {methods.length > 1 && (
        <Choices
          legend={t("method")}
          look="chips"
          value={draft.deliveryMethod}
          onChange={(deliveryMethod) => onChange({ deliveryMethod })}
          choices={methods.map((m) => ({ value: m.humanReadableName, label: m.humanReadableName }))}
        />
      )}
    </div>
  );
}
