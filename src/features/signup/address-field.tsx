"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { ShopAddressCheck } from "@/contract";
import { checkShopAddress } from "@/domain/shop-address";
import { Field, inputClass } from "@/ui/form";
import { useDebounced } from "@/ui/use-debounced";
import { signupApi } from "./signup-api";

type Status = ShopAddressCheck["status"];

/**
 * What is known of an address as it is typed: its characters at once (the rules of
 * domain/shop-address.ts run here too), whether it is free once typing pauses (the server).
 */
function useAddressStatus(address: string): {
  status: Status | "checking" | null;
  origin: string | null;
} {
  const [settled] = useDebounced(address, 300);
  const [answer, setAnswer] = useState<ShopAddressCheck | null>(null);
  const local = address ? checkShopAddress(address) : null;
  useEffect(() => {
    if (!settled || !checkShopAddress(settled).ok) return;
    const abort = new AbortController();
    signupApi.checkAddress(settled, abort.signal).then(setAnswer, () => undefined);
    return () => abort.abort();
  }, [settled]);
  if (!local) return { status: null, origin: null };
  if (!local.ok) return { status: local.problem, origin: null };
  return answer?.address === local.address ? answer : { status: "checking", origin: null };
}

/**
 * The shop's address: a subdomain, checked as typed, with the public address it makes (the
 * server's answer: PUBLIC_URL as the running server has it, never a value cached in the page).
 */
export function AddressField({
  value,
  onChange,
  error,
  onStatus,
}: {
  value: string;
  onChange: (value: string) => void;
  /** A refusal of the last try to open the shop. */
  error: string | undefined;
  onStatus: (status: Status | "checking" | null) => void;
}) {
  const t = useTranslations("signup");
  const { status, origin } = useAddressStatus(value);
  useEffect(() => onStatus(status), [status, onStatus]);
  const problem = status && status !== "free" && status !== "checking";
  return (
    <Field
      label={t("address")}
      hint={t("addressHint")}
      error={error ?? (problem ? t(`addressStatus.${status}`) : undefined)}
    >
      {(control) => (
        <>
          <input
            {...control}
            className={`${inputClass} font-mono`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            inputMode="url"
            maxLength={40}
          />
          <p aria-live="polite" className="mt-1 text-sm">
            {status === "checking" && (
              <span className="block text-neutral-700">{t("addressChecking")}</span>
            )}
            {status === "free" && origin && (
              <>
                <span className="block break-all text-neutral-700">
                  {t("addressWillBe", { origin })}
                </span>
                <span className="block font-semibold text-green-800">
                  {`✓ ${t("addressStatus.free")}`}
                </span>
              </>
            )}
          </p>
        </>
      )}
    </Field>
  );
}
