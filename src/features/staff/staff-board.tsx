"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { OrderStatus, StaffOrder } from "@/domain/order";
import { MESSAGES } from "@/domain/messages";
import { MAX_REASON_LENGTH } from "@/domain/order-status";
import { useAuth } from "@/features/auth/auth-store";
import { useBrand } from "@/ui/brand-context";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { notify } from "@/ui/toasts";
import { POLL_WHILE_OFFLINE_MS, useEventStream } from "@/ui/use-event-stream";
import { useNewOrderAlert } from "./alert";
import { OrderCard } from "./order-card";
import type { StaffBoard as Board } from "@/contract";
import { STAFF_EVENTS_URL, staffApi } from "./staff-api";

const BOARD_TEXT = {
  title: "Orders",
  staffOnly: "This page is for the shop's staff.",
  newOrder: "New order!",
  live: "Live",
  offline: "Reconnecting… (checking every 10 s)",
  soundOff: "Turn on sound",
  empty: "No orders yet today.",
  cancelTitle: "Cancel this order?",
  reasonLabel: "Reason (the customer sees it)",
  confirmCancel: "Cancel order",
  keep: "Keep order",
} as const;

const GROUPS: { status: OrderStatus; title: string }[] = [
  { status: "PENDING", title: "New" },
  { status: "ACCEPTED", title: "Preparing" },
  { status: "COMPLETED", title: "Completed" },
  { status: "CANCELLED", title: "Cancelled" },
];

const QUICK_REASONS = ["Sold out", "The shop is closing", "We cannot deliver there"];
const BOARD_KEY = ["staff-board"];

/** The id of an order's latest timeline event: which of two copies is newer. */
const version = (o: StaffOrder) => o.events.at(-1)?.id ?? 0;

/** The board with `order` in it, unless the board already has a newer copy. */
function upsert(board: Board | undefined, order: StaffOrder): Board | undefined {
  if (!board) return board;
  const current = board.orders.find((o) => o.uid === order.uid);
  if (current && version(current) > version(order)) return board; // a late, older answer
  const rest = board.orders.filter((o) => o.uid !== order.uid);
  const orders = [order, ...rest].sort((a, b) => b.createdAt.seconds - a.createdAt.seconds);
  return { ...board, orders };
}

/** The staff board (issue 7): today's orders of the staff member's branches, live. */
export function StaffBoard() {
  const staff = useAuth((s) => s.data?.staff);
  if (!staff) return <p className="py-10 text-center text-lg">{BOARD_TEXT.staffOnly}</p>;
  return <LiveBoard />;
}

function LiveBoard() {
  const brand = useBrand();
  const queryClient = useQueryClient();
  const known = useRef<Set<string> | null>(null);
  const [arrivals, setArrivals] = useState(0);
  const [cancelling, setCancelling] = useState<StaffOrder | null>(null);

  const { live } = useEventStream(
    STAFF_EVENTS_URL,
    {
      order: (data) => {
        const order = data as StaffOrder;
        if (known.current && !known.current.has(order.uid) && order.status === "PENDING")
          setArrivals((n) => n + 1);
        known.current?.add(order.uid);
        queryClient.setQueryData<Board>(BOARD_KEY, (board) => upsert(board, order));
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
      for (const o of data.orders) known.current.add(o.uid);
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
  const pending = board.data?.orders.filter((o) => o.status === "PENDING").length ?? 0;
  const { soundOn, enableSound } = useNewOrderAlert(
    pending,
    arrivals,
    `${BOARD_TEXT.title} · ${brand.name}`,
  );

  const act = useMutation({
    mutationFn: (a: { order: StaffOrder; status?: OrderStatus; reason?: string; paid?: true }) =>
      a.paid
        ? staffApi.markPaid(a.order.uid)
        : staffApi.setStatus(a.order.uid, a.status!, a.reason),
    onSuccess: (order) => queryClient.setQueryData<Board>(BOARD_KEY, (b) => upsert(b, order)),
    onError: (error) => {
      notify("error", error.message);
      void queryClient.invalidateQueries({ queryKey: BOARD_KEY }); // someone else may have acted
    },
  });

  if (board.isPending)
    return (
      <div
        role="status"
        aria-label="Loading orders"
        className="mx-auto mt-10 h-16 w-16 animate-pulse rounded-full bg-primary/40"
      />
    );
  // After a failed refresh the last board stays up; only a board never loaded shows the error.
  if (!board.data)
    return (
      <p className="py-10 text-center text-lg">
        {board.error?.message ?? MESSAGES.somethingWentWrongTitle}
      </p>
    );
  const { orders, timeZone, staff } = board.data;
  const showBranch = staff.branchIds.length > 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{BOARD_TEXT.title}</h1>
        <p className="flex items-center gap-3 text-lg">
          <span
            className={`inline-block h-3 w-3 rounded-full ${live ? "bg-green-700" : "bg-amber-600"}`}
            aria-hidden="true"
          />
          <span>{live ? BOARD_TEXT.live : BOARD_TEXT.offline}</span>
          {!soundOn && (
            <Button variant="outlined" onClick={enableSound} className="min-h-14 text-lg">
              {BOARD_TEXT.soundOff}
            </Button>
          )}
        </p>
      </div>
      {pending > 0 && (
        <p
          role="alert"
          className="rounded-2xl bg-primary p-4 text-center text-2xl font-bold text-on-primary"
        >
          {`${BOARD_TEXT.newOrder} (${pending})`}
        </p>
      )}
      {orders.length === 0 && <p className="py-10 text-center text-lg">{BOARD_TEXT.empty}</p>}
      <div className="grid gap-6 md:grid-cols-2">
        {GROUPS.map((group) => {
          const list = orders.filter((o) => o.status === group.status);
          if (list.length === 0) return null;
          return (
            <section
              key={group.status}
              aria-labelledby={`group-${group.status}`}
              className="space-y-3"
            >
              <h2 id={`group-${group.status}`} className="text-2xl font-bold">
                {`${group.title} (${list.length})`}
              </h2>
              {list.map((order) => (
                <OrderCard
                  key={order.uid}
                  order={order}
                  timeZone={timeZone}
                  showBranch={showBranch}
                  busy={act.isPending && act.variables?.order.uid === order.uid}
                  onStatus={(status) => act.mutate({ order, status })}
                  onCancel={() => setCancelling(order)}
                  onPaid={() => act.mutate({ order, paid: true })}
                />
              ))}
            </section>
          );
        })}
      </div>
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

function CancelDialog({
  order,
  onClose,
  onConfirm,
}: {
  order: StaffOrder | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <Dialog open={order !== null} onClose={close} title={BOARD_TEXT.cancelTitle}>
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
          {QUICK_REASONS.map((r) => (
            <button
              key={r}
              type="button"
              onClick={() => setReason(r)}
              className="min-h-12 rounded-full border border-outline px-4 text-base"
            >
              {r}
            </button>
          ))}
        </div>
        <label className="block space-y-1">
          <span className="font-semibold">{BOARD_TEXT.reasonLabel}</span>
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
            {BOARD_TEXT.keep}
          </Button>
          <Button type="submit" disabled={!reason.trim()} className="min-h-14 flex-1 text-lg">
            {BOARD_TEXT.confirmCancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
