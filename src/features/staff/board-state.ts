import type { InfiniteData } from "@tanstack/react-query";
import type { OlderBranch, OlderOpenOrders, OlderOrdersPage, StaffBoard } from "@/contract";
import type { StaffOrder } from "@/domain/order";
import { OPEN_STATUSES } from "@/domain/order-status";
import { dueAt, isOlderOpen, staleBefore } from "@/domain/staff-board";

// What the board holds between two reads of it, and what each order heard of live does to it
// (docs/orders.md "Older open orders"): today's orders in the list, the older open ones counted.

/** The board as read, and the older orders whose closing it has counted since (their ids). */
export type Board = StaffBoard & { closedOlder?: string[] };

/** The id of an order's latest timeline event: which of two copies is newer. */
export const version = (o: StaffOrder) => o.events.at(-1)?.id ?? 0;

/** The board with `order` in it, unless the board already has a newer copy. */
function upsert(board: Board, order: StaffOrder): Board {
  const current = board.orders.find((o) => o.uid === order.uid);
  if (current && version(current) > version(order)) return board; // a late, older answer
  const rest = board.orders.filter((o) => o.uid !== order.uid);
  const orders = [order, ...rest].sort((a, b) => b.createdAt.seconds - a.createdAt.seconds);
  return { ...board, orders };
}

/** The event that closed an order (completed, cancelled); null while it is open. */
function closingEvent(order: StaffOrder): number | null {
  if (OPEN_STATUSES.includes(order.status)) return null;
  return order.events.findLast((e) => e.type === "STATUS" && e.status === order.status)?.id ?? null;
}

/**
 * The board after `order` changed (the live feed, or staff's own tap): on the board it is
 * replaced; an older open order is counted already and stays off it; an older order that closed
 * after the count (a later event than `older.asOfEventId`) is one fewer, and does not join today's
 * orders; anything else (a new order, a change to today's) is put on the board.
 */
export function applyChange(
  board: Board | undefined,
  order: StaffOrder,
  now: Date,
): Board | undefined {
  if (!board) return board;
  if (board.orders.some((o) => o.uid === order.uid)) return upsert(board, order);
  const cutoff = staleBefore(now, board.timeZone);
  if (isOlderOpen(order, cutoff)) return board;
  const closed = closingEvent(order);
  const older = closed !== null && isOlderOpen({ ...order, status: "PENDING" }, cutoff);
  if (!older) return upsert(board, order);
  const counted = board.closedOlder ?? [];
  if (closed <= board.older.asOfEventId || counted.includes(order.uid)) return board;
  const branchId = order.selectedBranch.id;
  // A branch counted to OLDER_COUNTED and beyond ("100+") stays so: how many are left is unknown.
  const branches = board.older.branches
    .map((b) => (b.branchId === branchId && !b.more ? { ...b, count: b.count - 1 } : b))
    .filter((b) => b.count > 0);
  return {
    ...board,
    older: { ...board.older, ...totals(branches), branches },
    closedOlder: [...counted, order.uid],
  };
}

/** The branches' counts added up. */
const totals = (branches: OlderBranch[]) => ({
  count: branches.reduce((sum, b) => sum + b.count, 0),
  more: branches.some((b) => b.more),
});

/** What the board shows at `now`: today's orders, and the older open ones counted per branch. */
export function boardAt(board: Board, now: Date): { orders: StaffOrder[]; older: OlderOpenOrders } {
  const cutoff = staleBefore(now, board.timeZone);
  // Orders of the list that have become older ones since it was read (after midnight).
  const aged = board.orders.filter((o) => isOlderOpen(o, cutoff));
  if (aged.length === 0) return { orders: board.orders, older: board.older };
  const branches = board.older.branches.map((b) => ({ ...b }));
  for (const o of aged) {
    const due = new Date(dueAt(o)).toISOString();
    const branch = branches.find((b) => b.branchId === o.selectedBranch.id);
    if (!branch)
      branches.push({ branchId: o.selectedBranch.id, count: 1, more: false, oldest: due });
    else if (!branch.more) branch.count += 1;
  }
  return {
    orders: board.orders.filter((o) => !aged.includes(o)),
    older: { ...board.older, ...totals(branches), branches },
  };
}

/** The older orders' pages with `order` replaced where they hold an older copy of it. */
export function replaceInPages(
  data: InfiniteData<OlderOrdersPage, string | undefined> | undefined,
  order: StaffOrder,
): InfiniteData<OlderOrdersPage, string | undefined> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      orders: page.orders.map((o) =>
        o.uid === order.uid && version(o) <= version(order) ? order : o,
      ),
    })),
  };
}
