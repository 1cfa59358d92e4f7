"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import type { OrderMode } from "@/domain/basket";
import { ORDER_TIMES } from "@/domain/basket";
import type { BranchHours } from "@/domain/hours";
import { isOpenAt } from "@/domain/hours";
import type { Branch } from "@/domain/storefront";
import { useBrand } from "@/ui/brand-context";
import { useMinute } from "@/ui/open-status";
import { itemNeedingNotice, noticeWords } from "@/domain/slots";
import { useBasket } from "./basket-provider";
import { SlotPicker } from "./slot-picker";
import { menuOf, useBranches } from "./storefront-data";

export const DELIVERY_NOTE_ROWS = 2; // spec §9

/**
 * Spec §2 "Time section": NOW or LATER; LATER asks for a day and time (issue 18 item 3) and a
 * note. NOW is not offered while the chosen branch is closed (the server refuses it with
 * STORE_IS_CLOSED) or for a basket with an item that needs notice (SLOT_UNAVAILABLE).
 * The note keeps the spec's label; its hint fits the mode being chosen (issue 32 item 7).
 */
export function TimeSection({
  branch,
  orderMode,
}: {
  branch?: Pick<Branch, "id" | "name"> & BranchHours & { pausedUntil?: string | null };
  orderMode: OrderMode | null;
}) {
  const t = useTranslations("basket.time");
  const tHours = useTranslations("hours");
  const tSlots = useTranslations("basket.slots");
  const { timeZone } = useBrand();
  const minute = useMinute();
  const paused = branch?.pausedUntil ? new Date(branch.pausedUntil) : null;
  const closed = Boolean(
    branch && minute !== null && !isOpenAt(branch, new Date(minute), timeZone, paused),
  );
  const busy = closed && paused !== null && minute !== null && paused.getTime() > minute;
  const items = useBasket((s) => s.basket.items);
  const needy = itemNeedingNotice(items, menuOf(useBranches().data, branch?.id ?? null));
  const notice = needy ? noticeWords(needy.leadTimeHours ?? 0) : null;
  const nowBlocked = closed || needy !== undefined;
  const time = useBasket((s) => s.deliveryOrPickupTime);
  const notes = useBasket((s) => s.deliveryNotes);
  const setTime = useBasket((s) => s.setTime);
  const setNotes = useBasket((s) => s.setNotes);
  useEffect(() => {
    if (nowBlocked && time === "NOW") setTime("LATER");
  }, [nowBlocked, time, setTime]);
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 text-base font-bold">{t("legend")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {ORDER_TIMES.map((value) => (
          <label
            key={value}
            className="relative flex h-11 cursor-pointer items-center justify-center rounded-full border border-outline text-sm font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-on-primary has-focus-visible:outline-2 has-focus-visible:outline-primary has-disabled:cursor-not-allowed has-disabled:opacity-50"
          >
            <input
              type="radio"
              name="time"
              value={value}
              checked={time === value}
              disabled={nowBlocked && value === "NOW"}
              aria-describedby={nowBlocked && value === "NOW" ? "no-now" : undefined}
              onChange={() => setTime(value)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {t(value)}
          </label>
        ))}
      </div>
      {nowBlocked && branch && (
        <div id="no-now" className="space-y-1 text-sm font-semibold">
          {closed && (
            <p>{tHours(busy ? "pausedNowLater" : "closedNowLater", { branch: branch.name })}</p>
          )}
          {needy && notice && (
            <p>
              {tSlots("needsNotice", {
                item: needy.name,
                notice: tSlots(`notice.${notice.unit}`, { count: notice.count }),
              })}
            </p>
          )}
        </div>
      )}
      {time === "LATER" && branch && (
        <SlotPicker branch={branch} noticeHours={needy?.leadTimeHours ?? 0} />
      )}
      {time === "LATER" && (
        <div className="space-y-1">
          <label htmlFor="delivery-note" className="block text-sm font-semibold">
            {t("note")}
          </label>
          <textarea
            id="delivery-note"
            rows={DELIVERY_NOTE_ROWS}
            maxLength={500}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder={t(orderMode === "PICKUP" ? "notePlaceholderPickup" : "notePlaceholder")}
            className="block w-full rounded-xl border border-outline bg-white p-3 text-sm"
          />
        </div>
      )}
    </fieldset>
  );
}
