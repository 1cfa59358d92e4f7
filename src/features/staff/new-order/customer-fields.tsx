"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { MAX_NAME_CHARACTERS } from "@/domain/account";
import { inputClass } from "@/ui/form";
import { checkNumber, PhoneNumberInput } from "@/ui/phone-number-input";
import { useDebounced } from "@/ui/use-debounced";
import { staffOrdersApi } from "./staff-orders-api";

/** Who is ordering: their number (the order is theirs), and the name staff give or confirm. */
export interface Caller {
  /** The number as typed; `e164` once it is a valid one. */
  typed: string;
  e164: string | null;
  /** What staff typed; null: untouched (the name the shop knows stays). */
  name: string | null;
}

export const noCaller: Caller = { typed: "", e164: null, name: null };

/**
 * The caller's number, checked by the sign-in's rules, and what the shop knows of it (the name
 * they gave, their orders here): a known name is shown to confirm; a new one is typed.
 */
export function CustomerFields({
  caller,
  onChange,
}: {
  caller: Caller;
  onChange: (update: (caller: Caller) => Caller) => void;
}) {
  const t = useTranslations("staffOrders.customer");
  const phoneId = useId();
  const nameId = useId();
  const [settled] = useDebounced(caller.typed, 300);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    let current = true;
    void checkNumber(settled).then((check) => {
      if (!current) return;
      const e164 = check?.ok ? check.e164 : null;
      setInvalid(settled.replace(/\D/g, "").length > 5 && !e164);
      onChange((c) => (c.e164 === e164 ? c : { ...c, e164 }));
    });
    return () => {
      current = false;
    };
  }, [settled, onChange]);
  const known = useQuery({
    queryKey: ["staff-customer", caller.e164],
    queryFn: () => staffOrdersApi.customer(caller.e164!),
    enabled: caller.e164 !== null,
    staleTime: 30_000,
  });
  const knownName = known.data?.name ?? "";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={phoneId} className="text-sm font-semibold">
          {t("phone")}
        </label>
        <div className="mt-1">
          <PhoneNumberInput
            id={phoneId}
            value={caller.typed}
            onChange={(typed) => onChange((c) => ({ ...c, typed }))}
            placeholder={t("phonePlaceholder")}
            autoComplete="off"
            errorId={invalid ? `${phoneId}-error` : undefined}
          />
        </div>
        <p id={`${phoneId}-error`} role="status" className="mt-1 min-h-5 text-sm">
          {invalid ? (
            <span className="font-semibold text-red-800">{t("invalid")}</span>
          ) : caller.e164 && known.data ? (
            <span className="font-semibold">
              {known.data.orders > 0
                ? `${t("known")} · ${t("orders", { count: known.data.orders })}`
                : known.data.name
                  ? t("known")
                  : t("new")}
            </span>
          ) : null}
        </p>
      </div>
      <div>
        <label htmlFor={nameId} className="text-sm font-semibold">
          {t("name")}
        </label>
        <input
          id={nameId}
          className={`${inputClass} mt-1 min-h-12`}
          value={caller.name ?? knownName}
          maxLength={MAX_NAME_CHARACTERS * 2}
          autoComplete="off"
          placeholder={t("namePlaceholder")}
          onChange={(e) => {
            const name = e.target.value;
            onChange((c) => ({ ...c, name }));
          }}
        />
      </div>
    </div>
  );
}
