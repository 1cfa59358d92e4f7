"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { BoardBranch, StaffBoard } from "@/contract";
import { SOLD_OUT_FOR } from "@/domain/sold-out";
import { useErrorText } from "@/features/api/error-text";
import { menuOf, useBranches } from "@/features/basket/storefront-data";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toasts";
import { staffApi } from "./staff-api";

/**
 * A branch's menu on the board (issue 18 item 6): mark an item sold out for today or until it is
 * back, or back on sale. Storefronts showing the branch follow at once.
 */
export function SoldOutList({ branch, boardKey }: { branch: BoardBranch; boardKey: string[] }) {
  const t = useTranslations("staff.soldOutItems");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const menu = menuOf(useBranches().data, branch.id);
  const marks = new Map(branch.soldOut.map((m) => [m.itemId, m]));
  const mark = useMutation({
    mutationFn: (input: {
      itemId: string;
      name: string;
      for: (typeof SOLD_OUT_FOR)[number] | null;
    }) => staffApi.soldOut(branch.id, input.itemId, input.for),
    onSuccess: (soldOut, input) => {
      queryClient.setQueryData<StaffBoard>(
        boardKey,
        (board) =>
          board && {
            ...board,
            branches: board.branches.map((b) => (b.id === branch.id ? { ...b, soldOut } : b)),
          },
      );
      notify(
        "success",
        t(input.for ? "marked" : "unmarked", { item: input.name, branch: branch.name }),
      );
    },
    onError: (error) => notify("error", errorText(error)),
  });
  if (!menu) return null;
  return (
    <details className="rounded-xl border border-black/10 p-2">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {t("summary", { count: marks.size })}
      </summary>
      {menu.sections.map((section) => (
        <section key={section.id} aria-label={section.name} className="pt-2">
          <h3 className="text-sm font-bold text-neutral-700">{section.name}</h3>
          <ul className="divide-y divide-black/5">
            {section.items.map((item) => {
              const soldOut = marks.get(item.uid);
              return (
                <li key={item.uid} className="flex flex-wrap items-center gap-2 py-2">
                  <p className="min-w-0 flex-1">
                    <span className="font-semibold">{item.name}</span>
                    {soldOut && (
                      <span className="block text-sm font-semibold text-red-700">
                        {t(soldOut.until ? "untilEndOfDay" : "untilMarkedBack")}
                      </span>
                    )}
                  </p>
                  {soldOut ? (
                    <Button
                      variant="outlined"
                      disabled={mark.isPending}
                      aria-label={t("backItem", { item: item.name })}
                      onClick={() => mark.mutate({ itemId: item.uid, name: item.name, for: null })}
                    >
                      {t("back")}
                    </Button>
                  ) : (
                    SOLD_OUT_FOR.map((length) => (
                      <Button
                        key={length}
                        variant="outlined"
                        disabled={mark.isPending}
                        aria-label={t(`forItem.${length}`, { item: item.name })}
                        onClick={() =>
                          mark.mutate({ itemId: item.uid, name: item.name, for: length })
                        }
                      >
                        {t(`for.${length}`)}
                      </Button>
                    ))
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </details>
  );
}
