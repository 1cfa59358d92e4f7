"use client";

import type { OrderTime } from "@/domain/basket";
import type { BasketItem } from "@/domain/basket-line-schema";
import { noticeHoursOf } from "@/domain/slots";
import type { Menu } from "@/domain/storefront";
import { BasketLines } from "./basket-lines";
import { TimeChoice } from "./time-choice";

/** The order's lines (one more, one less, its choices) under `title`, and when it is for. */
export function LinesAndTime({
  title,
  menu,
  currency,
  branchId,
  items,
  time,
  scheduledFor,
  onItems,
  onTime,
}: {
  title: string;
  menu: Menu | undefined;
  currency: string;
  branchId: string | null;
  items: BasketItem[];
  time: OrderTime;
  scheduledFor: string | null;
  onItems: (items: BasketItem[]) => void;
  onTime: (time: OrderTime, scheduledFor: string | null) => void;
}) {
  return (
    <>
      <section className="space-y-2">
        <h3 className="text-lg font-bold">{title}</h3>
        <BasketLines menu={menu} currency={currency} items={items} onChange={onItems} />
      </section>
      <TimeChoice
        branchId={branchId}
        noticeHours={noticeHoursOf(items, menu)}
        time={time}
        scheduledFor={scheduledFor}
        onChange={onTime}
      />
    </>
  );
}
