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
function useAddressStatus(address: string): Status | "checking" | null {
  const [settled] = useDebounced(address, 300);
  const [answer, setAnswer] = useState<ShopAddressCheck | null>(null);
  const local = address ? checkShopAddress(address) : null;
  useEffect(() => {
    if (!settled || !checkShopAddress(settled).ok) return;
    const abort = new AbortController();
    signupApi.checkAddress(settled, abort.signal).then(setAnswer, () => undefined);
    return () => abort.abort();
  }, [settled]);
  if (!local) return null;
  if (!local.ok) return local.problem;
  return answer?.address === local.address ? answer.status : "checking";
}

/** The shop's address: a subdomain, checked as typed, with the public address it makes. */
export function AddressField({
  value,
  onChange,
  originTemplate,
  error,
  onStatus,
}: {
  value: string;
  onChange: (value: string) => void;
  /** PUBLIC_URL's form, `{brand}` standing for the address (src/server/site-url.ts). */
  originTemplate: string;
  /** A refusal of the last try to open the shop. */
  error: string | undefined;
  onStatus: (status: Status | "checking" | null) => void;
}) {
  const t = useTranslations("signup");
  const status = useAddressStatus(value);
  useEffect(() => onStatus(status), [status, onStatus]);
  const address = value.trim().toLowerCase();
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
            {address && !problem && (
              <>
                <span className="block break-all text-neutral-700">
                  {t("addressWillBe", { origin: originTemplate.replace("{brand}", address) })}
                </span>
                <span
                  className={`block font-semibold ${status === "free" ? "text-green-800" : "text-neutral-700"}`}
                >
                  {status === "free" ? `✓ ${t("addressStatus.free")}` : t("addressChecking")}
                </span>
              </>
            )}
          </p>
        </>
      )}
    </Field>
  );
}
