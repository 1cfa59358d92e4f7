"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { OrderStatus, StaffOrder } from "@/domain/order";
import { MAX_REASON_LENGTH } from "@/domain/order-status";
import { boardColumns, isNewToKitchen } from "@/domain/staff-board";
import { useErrorText } from "@/features/api/error-text";
import { useAuth } from "@/features/auth/auth-store";
import { useBrand } from "@/ui/brand-context";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Pulse } from "@/ui/pulse";
import { notify } from "@/ui/toasts";
import { POLL_WHILE_OFFLINE_MS, useEventStream } from "@/ui/use-event-stream";
import { useNewOrderAlert } from "./alert";
import { BoardViews } from "./board-views";
import { BranchSheet } from "./branch-sheet";
import { NewOrderButton } from "./new-order/new-order-button";
import { OrderCard } from "./order-card";
import { useMinute } from "@/ui/use-now";
import type { Board } from "./board-state";
import { applyChange, boardAt, replaceInPages, version } from "./board-state";
import { OLDER_KEY, OlderOrders } from "./older-orders";
import { STAFF_EVENTS_URL, staffApi } from "./staff-api";
import { StaffNav } from "./staff-nav";

/** One-tap reasons for cancelling (staff.quickReasons), in the staff member's language. */
const QUICK_REASONS = ["soldOut", "closing", "noDelivery"] as const;
const BOARD_KEY = ["staff-board"];

/** The staff board (issue 7): today's orders of the staff member's branches, live. */
export function StaffBoard() {
  const t = useTranslations("staff");
  const staff = useAuth((s) => s.data?.staff);
  if (!staff) return <p className="py-10 text-center text-lg">{t("staffOnly")}</p>;
  return <LiveBoard />;
}

function LiveBoard() {
  const t = useTranslations("staff");
  const tc = useTranslations("common");
  const errorText = useErrorText();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const known = useRef<Set<string> | null>(null);
  const minute = useMinute();
  const [arrivals, setArrivals] = useState(0);
  const [cancelling, setCancelling] = useState<StaffOrder | null>(null);

  /** An order changed (live, or by this staff member's tap): on the board, or counted as older. */
  const changed = (order: StaffOrder) => {
    queryClient.setQueryData<Board>(BOARD_KEY, (board) => applyChange(board, order, new Date()));
    queryClient.setQueryData(OLDER_KEY, (pages: Parameters<typeof replaceInPages>[0]) =>
      replaceInPages(pages, order),
    );
  };
  const { live } = useEventStream(
    STAFF_EVENTS_URL,
    {
      order: (data) => {
        const order = data as StaffOrder;
        // An order paid online is new to the kitchen once it is paid: it chimes then.
        const isNew = isNewToKitchen(order);
        if (known.current && !known.current.has(order.uid) && isNew) setArrivals((n) => n + 1);
        if (isNew || order.status !== "PENDING") known.current?.add(order.uid);
        changed(order);
      },
      resync: () => void queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
    },
    // (Re)connected: read the whole board once, for anything missed while away.
    () => void queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
  );
  const board = useQuery({
    queryKey: BOARD_KEY,
    queryFn: async () => {
      const data = await staffApi.board();
      known.current ??= new Set();
      for (const o of data.orders)
        if (isNewToKitchen(o) || o.status !== "PENDING") known.current.add(o.uid);
      // A change that arrived on the stream while this request was on its way is newer.
      const cached = queryClient.getQueryData<Board>(BOARD_KEY);
      const orders = data.orders.map((o) => {
        const live = cached?.orders.find((c) => c.uid === o.uid);
        return live && version(live) > version(o) ? live : o;
      });
      return { ...data, orders };
    },
    refetchInterval: live ? false : POLL_WHILE_OFFLINE_MS,
  });
  // Today's orders, and the older open ones counted: which is which moves with the clock.
  // (No clock while rendered on the server: the board as read.)
  const shown =
    board.data && (minute === null ? board.data : boardAt(board.data, new Date(minute)));
  const pending = shown?.orders.filter(isNewToKitchen).length ?? 0;
  const { soundOn, enableSound } = useNewOrderAlert(
    pending,
    arrivals,
    `${t("title")} · ${brand.name}`,
  );

  const act = useMutation({
    mutationFn: (a: {
      order: StaffOrder;
      status?: OrderStatus;
      reason?: string;
      paid?: true;
      refund?: true;
    }) =>
      a.refund
        ? staffApi.retryRefund(a.order.uid)
        : a.paid
          ? staffApi.markPaid(a.order.uid)
          : staffApi.setStatus(a.order.uid, a.status!, a.reason),
    onSuccess: (order, a) => {
      changed(order);
      if (a.refund) notify("success", t("refundRetried"));
    },
    onError: (error) => {
      notify("error", errorText(error));
      void queryClient.invalidateQueries({ queryKey: BOARD_KEY }); // someone else may have acted
    },
  });

  // (No clock while the page comes from the server: the board is read in the browser.)
  if (board.isPending || minute === null) return <Pulse label={t("loadingOrders")} />;
  // After a failed refresh the last board stays up; only a board never loaded shows the error.
  if (!board.data || !shown)
    return (
      <p className="py-10 text-center text-lg">
        {board.error ? errorText(board.error) : tc("somethingWentWrongTitle")}
      </p>
    );
  const { timeZone, staff } = board.data;
  const { orders, older } = shown;
  const columns = boardColumns(orders, new Date(minute), timeZone);
  const showBranch = staff.branchIds.length > 1;
  const card = (order: StaffOrder, withDay = false) => (
    <OrderCard
      key={order.uid}
      order={order}
      timeZone={timeZone}
      showBranch={showBranch}
      withDay={withDay}
      busy={act.isPending && act.variables?.order.uid === order.uid}
      onStatus={(status) => act.mutate({ order, status })}
      onCancel={() => setCancelling(order)}
      onPaid={() => act.mutate({ order, paid: true })}
      onRetryRefund={() => act.mutate({ order, refund: true })}
    />
  );

  // Orders first (issue 36 item 7): a compact bar, then the columns; the branch controls open
  // from the bar.
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <BoardHeader
        live={live}
        soundOn={soundOn}
        onSound={enableSound}
        branches={<BranchSheet branches={board.data.branches} boardKey={BOARD_KEY} />}
      />
      <OlderOrders
        older={older}
        branches={board.data.branches}
        card={(order) => card(order, true)}
      />
      <BoardViews
        columns={columns}
        card={(order) => card(order)}
        empty={orders.length === 0}
        alert={
          pending > 0 && (
            <p
              role="alert"
              className="rounded-full bg-primary px-4 py-1 text-lg font-bold text-on-primary lg:px-5 lg:py-2 lg:text-xl"
            >
              {t("newOrderCount", { count: pending })}
            </p>
          )
        }
      />
      <CancelDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) => {
          if (cancelling) act.mutate({ order: cancelling, status: "CANCELLED", reason });
          setCancelling(null);
        }}
      />
    </div>
  );
}

/**
 * The board's compact top bar: its title, whether it is live (or polling), the staff pages, the
 * sound's switch while it is off, and the branch controls with what they hold now.
 */
function BoardHeader({
  live,
  soundOn,
  onSound,
  branches,
}: {
  live: boolean;
  soundOn: boolean;
  onSound: () => void;
  branches: React.ReactNode;
}) {
  const t = useTranslations("staff");
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="flex items-center gap-2">
        <span
          className={`inline-block h-3 w-3 rounded-full ${live ? "bg-green-700" : "bg-amber-600"}`}
          aria-hidden="true"
        />
        <span>{live ? t("live") : t("offline", { seconds: POLL_WHILE_OFFLINE_MS / 1000 })}</span>
      </p>
      <StaffNav current="board" />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <NewOrderButton />
        {!soundOn && (
          <Button variant="outlined" onClick={onSound} className="min-h-12 text-base">
            {t("soundOff")}
          </Button>
        )}
        {branches}
      </div>
    </header>
  );
}

function CancelDialog({
  order,
  onClose,
  onConfirm,
}: {
  order: StaffOrder | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useTranslations("staff");
  const [reason, setReason] = useState("");
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <Dialog open={order !== null} onClose={close} title={t("cancelTitle")}>
      <form
        className="space-y-4 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return;
          onConfirm(reason.trim());
          setReason("");
        }}
      >
        <div className="flex flex-wrap gap-2">
          {QUICK_REASONS.map((key) => (
            <button
              key={key}
              type="button"
              onClick={() => setReason(t(`quickReasons.${key}`))}
              className="min-h-12 rounded-full border border-outline px-4 text-base"
            >
              {t(`quickReasons.${key}`)}
            </button>
          ))}
        </div>
        <label className="block space-y-1">
          <span className="font-semibold">{t("reasonLabel")}</span>
          <textarea
            required
            rows={2}
            maxLength={MAX_REASON_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="w-full rounded-xl border border-outline p-3 text-lg"
          />
        </label>
        <div className="flex gap-3">
          <Button
            type="button"
            variant="outlined"
            onClick={close}
            className="min-h-14 flex-1 text-lg"
          >
            {t("keep")}
          </Button>
          <Button type="submit" disabled={!reason.trim()} className="min-h-14 flex-1 text-lg">
            {t("confirmCancel")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
