"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import type { BoardBranch, OlderOpenOrders } from "@/contract";
import type { StaffOrder } from "@/domain/order";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Pulse } from "@/ui/pulse";
import { staffApi } from "./staff-api";

/** The pages of older open orders read so far; under the board's key, so a resync reads them again. */
export const OLDER_KEY = ["staff-board", "older"];

/**
 * The older open orders (issue 34 item 2, docs/orders.md "Older open orders"): how many, per
 * branch when the staff member has several, and a list to page through and close them, each card
 * with its day and its actions (`card`).
 */
export function OlderOrders({
  older,
  branches,
  card,
}: {
  older: OlderOpenOrders;
  branches: BoardBranch[];
  card: (order: StaffOrder) => React.ReactNode;
}) {
  const t = useTranslations("staff.older");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    // Read afresh when opened again: the list is a look at the moment, not kept up to date.
    queryClient.removeQueries({ queryKey: OLDER_KEY });
  };
  const name = (id: string) => branches.find((b) => b.id === id)?.name ?? id;
  return (
    <>
      {older.count > 0 && (
        <section
          aria-label={t("title")}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl bg-amber-50 px-4 py-2 ring-2 ring-amber-700"
        >
          <div>
            <p>
              <span className="text-lg font-bold">
                {t(older.more ? "countMore" : "count", { count: older.count })}
              </span>{" "}
              <span className="text-neutral-700">{t("hint")}</span>
            </p>
            {older.branches.length > 1 && (
              <p className="text-neutral-700">
                {older.branches
                  .map((b) =>
                    t("branchCount", {
                      branch: name(b.branchId),
                      count: `${b.count}${b.more ? "+" : ""}`,
                    }),
                  )
                  .join(" · ")}
              </p>
            )}
          </div>
          <Button variant="outlined" onClick={() => setOpen(true)} className="min-h-12 text-base">
            {t("review")}
          </Button>
        </section>
      )}
      <Dialog open={open} onClose={close} title={t("title")} size="page">
        <OlderList card={card} />
      </Dialog>
    </>
  );
}

function OlderList({ card }: { card: (order: StaffOrder) => React.ReactNode }) {
  const t = useTranslations("staff.older");
  const list = useInfiniteQuery({
    queryKey: OLDER_KEY,
    queryFn: ({ pageParam }) => staffApi.olderOrders(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  if (list.isPending) return <Pulse label={t("loading")} />;
  if (!list.data)
    return (
      <div className="space-y-3 py-6 text-center text-lg">
        <p>{t("loadFailed")}</p>
        <Button variant="outlined" onClick={() => void list.refetch()} className="min-h-14">
          {t("retry")}
        </Button>
      </div>
    );
  const orders = list.data.pages.flatMap((p) => p.orders);
  return (
    <div className="space-y-4">
      <p className="text-lg">{t("intro")}</p>
      {orders.length === 0 && <p className="py-6 text-center text-lg">{t("none")}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {orders.map((o) => (
          <Fragment key={o.uid}>{card(o)}</Fragment>
        ))}
      </div>
      {list.hasNextPage && (
        <Button
          variant="outlined"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          className="min-h-14 w-full text-lg"
        >
          {t("more")}
        </Button>
      )}
    </div>
  );
}
