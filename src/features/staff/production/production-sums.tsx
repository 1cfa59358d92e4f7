"use client";

import { useTranslations } from "next-intl";
import type { BranchProduction, ProductionOrder } from "@/domain/production";
import { optionNames } from "@/domain/production";
import { ChosenOptions } from "@/ui/chosen-options";
import { cell, head, useOrderWords } from "./order-words";

/**
 * A branch's day by item: each item made one way, how many, how many carry writing, and the order
 * lines it sums (their number, time, customer, quantity, writing and note).
 */
export function ProductionSums({ list, timeZone }: { list: BranchProduction; timeZone: string }) {
  const t = useTranslations("production");
  const { time } = useOrderWords(timeZone);
  const orders = new Map(list.orders.map((o) => [o.uid, o]));
  return (
    <div className="space-y-4 print:space-y-3">
      {list.sums.map((sum) => {
        const title = t("sum", { qty: sum.qty, name: sum.name });
        const written = sum.written > 0 ? t("written", { count: sum.written }) : "";
        // "3 × Black Forest Cake, 20 cm, writing on 2", as the issue says it.
        const label = [title, optionNames(sum.choices), written].filter(Boolean).join(", ");
        return (
          <article
            key={sum.key}
            aria-label={label}
            className="break-inside-avoid rounded-2xl border border-neutral-200 p-4 print:rounded-none print:border-0 print:border-t-2 print:border-black print:p-0 print:pt-1"
          >
            <h3 className="flex flex-wrap items-baseline gap-x-3 text-2xl font-bold print:text-lg">
              <span>{title}</span>
              <ChosenOptions
                choices={sum.choices}
                inline
                className="text-xl font-semibold print:text-base"
              />
              {written && (
                <span className="rounded-full bg-secondary-container px-3 text-base font-semibold text-on-secondary-container print:border print:border-black print:bg-transparent print:text-black">
                  {written}
                </span>
              )}
            </h3>
            <table className="mt-2 w-full table-fixed border-collapse text-base print:text-sm">
              <thead>
                <tr>
                  <th className={`${head} w-[12%]`}>{t("columns.number")}</th>
                  <th className={`${head} w-[14%]`}>{t("columns.time")}</th>
                  <th className={`${head} w-[18%]`}>{t("columns.customer")}</th>
                  <th className={`${head} w-[7%] text-right`}>{t("columns.qty")}</th>
                  <th className={head}>{t("columns.writing")}</th>
                  <th className={`${head} w-[22%]`}>{t("columns.note")}</th>
                </tr>
              </thead>
              <tbody>
                {sum.parts.map((part, i) => {
                  const order = orders.get(part.uid) as ProductionOrder;
                  return (
                    <tr key={`${part.uid}-${i}`} className="break-inside-avoid">
                      <td className={`${cell} font-mono font-semibold`}>
                        {order.number}
                        {order.awaitingPayment && <Awaiting />}
                      </td>
                      <td className={cell}>{time(order)}</td>
                      <td className={cell}>{order.customerName}</td>
                      <td className={`${cell} text-right font-semibold`}>{part.qty}</td>
                      <td className={cell}>
                        <ChosenOptions choices={part.writing} inline className="" />
                      </td>
                      <td className={cell}>{order.note}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </article>
        );
      })}
    </div>
  );
}

/** Paid online, not paid yet: nothing to make until it is. */
export function Awaiting() {
  const t = useTranslations("production");
  return (
    <span className="mt-1 block font-sans text-sm font-normal text-amber-800 print:text-black">
      {t("awaitingPayment")}
    </span>
  );
}
