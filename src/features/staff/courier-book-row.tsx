"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { ServiceCode } from "@/domain/couriers";
import { inputClass } from "@/ui/form";

// "Book courier" on an order card (issue 38): the customer's choice first, switched by a small
// choice of the branch's other services; after a failure, "Book again" or "Switch courier".

const button =
  "inline-flex min-h-12 items-center justify-center rounded-2xl px-4 text-base font-bold " +
  "focus-visible:outline-4 focus-visible:outline-offset-2 disabled:opacity-50";

/** Book: the service (the customer's choice first), switched by a small choice; one tap. */
export function BookRow({
  offered,
  initial,
  again,
  busy,
  onBook,
}: {
  offered: { code: ServiceCode; name: string }[];
  initial: ServiceCode;
  /** After a failure: the service that failed ("Book again"; another is a switch). */
  again: ServiceCode | null;
  busy: boolean;
  onBook: (service: ServiceCode) => void;
}) {
  const t = useTranslations("courierBoard");
  const id = useId();
  const [service, setService] = useState(initial);
  const name = offered.find((s) => s.code === service)?.name ?? service;
  const words = again === null ? t("book") : again === service ? t("bookAgain") : t("switch");
  return (
    <div className="flex flex-wrap items-center gap-2">
      {offered.length > 1 && (
        <>
          <label htmlFor={id} className="sr-only">
            {t("service")}
          </label>
          <select
            id={id}
            value={service}
            disabled={busy}
            onChange={(e) => setService(e.target.value as ServiceCode)}
            className={`${inputClass} min-h-12 min-w-48 flex-1`}
          >
            {offered.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => onBook(service)}
        title={name}
        className={`${button} flex-auto bg-primary text-on-primary focus-visible:outline-primary`}
      >
        {busy ? t("booking") : words}
      </button>
    </div>
  );
}
