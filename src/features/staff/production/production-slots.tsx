"use client";

import { useTranslations } from "next-intl";
import type { BranchProduction, ProductionOrder } from "@/domain/production";
import { ChosenOptions } from "@/ui/chosen-options";
import { cell, head, useOrderWords } from "./order-words";
import { Awaiting } from "./production-sums";

/** A branch's day by slot: which orders are due when, each with its items, as soon as possible first. */
export function ProductionSlots({ list, timeZone }: { list: BranchProduction; timeZone: string }) {
  const t = useTranslations("production");
  const tStaff = useTranslations("staff");
  const { clock, time } = useOrderWords(timeZone);
  const orders = new Map(list.orders.map((o) => [o.uid, o]));
  return (
    <div className="space-y-4 print:space-y-3">
      {list.slots.map((slot) => {
        const title = `${slot.slot ? clock(slot.slot) : t("asap")} · ${t("slotOrders", { count: slot.orders.length })}`;
        return (
          <section
            key={slot.slot ?? "asap"}
            aria-label={title}
            className="rounded-2xl border border-neutral-200 p-4 print:rounded-none print:border-0 print:border-t-2 print:border-black print:p-0 print:pt-1"
          >
            <h3 className="text-2xl font-bold print:text-lg">{title}</h3>
            <table className="mt-2 w-full table-fixed border-collapse text-base print:text-sm">
              <thead>
                <tr>
                  <th className={`${head} w-[12%]`}>{t("columns.number")}</th>
                  <th className={`${head} w-[16%]`}>{t("columns.customer")}</th>
                  <th className={head}>{t("columns.items")}</th>
                  <th className={`${head} w-[13%]`}>{t("columns.mode")}</th>
                  <th className={`${head} w-[17%]`}>{t("columns.note")}</th>
                  <th className={`${head} w-[12%]`}>{t("columns.status")}</th>
                </tr>
              </thead>
              <tbody>
                {slot.orders.map((uid) => {
                  const order = orders.get(uid) as ProductionOrder;
                  return (
                    <tr key={uid} className="break-inside-avoid">
                      <td className={`${cell} font-mono font-semibold`}>
                        {order.number}
                        {!order.slot && (
                          <span className="block font-sans text-sm font-normal">{time(order)}</span>
                        )}
                      </td>
                      <td className={cell}>{order.customerName}</td>
                      <td className={cell}>
                        <ul>
                          {order.lines.map((line, i) => (
                            <li key={i} className="break-words">
                              <span className="font-semibold">{`${line.qty} × ${line.name}`}</span>{" "}
                              <ChosenOptions choices={line.choices} inline className="" />
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td className={cell}>{tStaff(`mode.${order.orderMode}`)}</td>
                      <td className={cell}>{order.note}</td>
                      <td className={cell}>
                        {t(`statuses.${order.status}`)}
                        {order.awaitingPayment && <Awaiting />}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
