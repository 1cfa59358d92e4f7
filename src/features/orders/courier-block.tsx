"use client";

import { useTranslations } from "next-intl";
import type { CourierView } from "@/domain/couriers";

// The customer's courier on the tracking page (issue 38 item 3, docs/couriers.md): who brings the
// order, where it is, and the courier's own live map. A failed booking is the shop's to mend: the
// customer is told, kindly, that another courier is being found.

const pill =
  "inline-flex h-11 items-center rounded-full border border-outline px-4 font-semibold text-primary";

export function CourierBlock({ courier: c }: { courier: CourierView }) {
  const t = useTranslations("couriers");
  const failed = c.stage === "failed";
  const live = !failed && c.stage !== "delivered";
  return (
    <section
      aria-labelledby="courier"
      data-testid="courier"
      data-stage={c.stage}
      className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-black/5"
    >
      <h2 id="courier" className="font-bold">
        {`${t("tracking.title")} · ${c.name}`}
      </h2>
      <p role="status" className="font-semibold">
        {failed ? t("tracking.failed") : t(`status.${c.status}`)}
      </p>
      {live && (c.driverName || c.driverPlate) && (
        <p className="flex flex-wrap gap-x-3 text-sm">
          {c.driverName && <span>{t("tracking.driver", { name: c.driverName })}</span>}
          {c.driverPlate && <span>{t("tracking.plate", { plate: c.driverPlate })}</span>}
        </p>
      )}
      {live && (c.driverPhone || c.trackingLink) && (
        <div className="flex flex-wrap gap-2">
          {c.driverPhone && (
            <a href={`tel:${c.driverPhone}`} className={pill}>
              {t("tracking.call")}
            </a>
          )}
          {c.trackingLink && (
            <a href={c.trackingLink} target="_blank" rel="noopener" className={pill}>
              {t("tracking.follow")}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
