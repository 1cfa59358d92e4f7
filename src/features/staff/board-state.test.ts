import { describe, expect, it } from "vitest";
import type { OrderStatus, StaffOrder } from "@/domain/order";
import type { Board } from "./board-state";
import { applyChange, boardAt } from "./board-state";

// What an order heard of live does to the board (issue 34 item 2): today's orders in its list,
// the older open ones counted per branch, each closing of one counted once.

const TZ = "Asia/Jakarta";
const NOW = new Date("2026-11-28T10:00:00+07:00");

let nextEvent = 100;
function order(
  uid: string,
  placed: string,
  status: OrderStatus,
  { branch = "kemang", events = [] as [OrderStatus, number][] } = {},
): StaffOrder {
  const ms = Date.parse(placed);
  return {
    uid,
    status,
    scheduledFor: null,
    createdAt: { seconds: Math.floor(ms / 1000), nanoseconds: 0 },
    selectedBranch: { id: branch },
    events: [["PENDING", nextEvent++] as const, ...events].map(([s, id]) => ({
      id,
      type: "STATUS",
      status: s,
      at: placed,
      reason: null,
      by: "staff",
    })),
  } as unknown as StaffOrder;
}

function board(orders: StaffOrder[], older: [string, number][], asOfEventId = 500): Board {
  return {
    staff: { name: "Sari", role: "owner", branchIds: ["kemang", "menteng"] },
    timeZone: TZ,
    orders,
    branches: [],
    older: {
      before: "2026-11-27T17:00:00.000Z",
      count: older.reduce((sum, [, n]) => sum + n, 0),
      more: false,
      branches: older.map(([branchId, count]) => ({
        more: false,
        branchId,
        count,
        oldest: "2026-06-01T03:00:00.000Z",
      })),
      asOfEventId,
    },
  };
}

describe("the board's live changes", () => {
  it("puts a new order of today on the board, and keeps a changed older open one off it", () => {
    const b = board([], [["kemang", 3]]);
    const fresh = order("new1", "2026-11-28T09:55:00+07:00", "PENDING");
    expect(applyChange(b, fresh, NOW)!.orders.map((o) => o.uid)).toEqual(["new1"]);
    const forgotten = order("old1", "2026-11-20T09:00:00+07:00", "READY", {
      events: [["READY", 600]],
    });
    expect(applyChange(b, forgotten, NOW)).toBe(b);
  });

  it("counts an older order closed after the count once, and one closed before not at all", () => {
    const b = board(
      [],
      [
        ["kemang", 2],
        ["menteng", 1],
      ],
    );
    const closed = order("old1", "2026-11-20T09:00:00+07:00", "COMPLETED", {
      events: [["COMPLETED", 601]],
    });
    const after = applyChange(b, closed, NOW)!;
    expect(after.older.count).toBe(2);
    expect(after.older.branches).toEqual([
      expect.objectContaining({ branchId: "kemang", count: 1 }),
      expect.objectContaining({ branchId: "menteng", count: 1 }),
    ]);
    expect(after.orders).toEqual([]); // not one of today's
    // The same closing heard twice (staff's own tap, then the live feed) counts once.
    expect(applyChange(after, closed, NOW)!.older.count).toBe(2);
    // A refund event on an order cancelled before the count: nothing to count.
    const earlier = order("old2", "2026-11-20T09:00:00+07:00", "CANCELLED", {
      events: [["CANCELLED", 400]],
    });
    expect(applyChange(b, earlier, NOW)!.older.count).toBe(3);
    // The last of a branch's older orders closed: the branch leaves the count.
    const menteng = order("old3", "2026-11-21T09:00:00+07:00", "CANCELLED", {
      branch: "menteng",
      events: [["CANCELLED", 602]],
    });
    expect(applyChange(after, menteng, NOW)!.older.branches.map((x) => x.branchId)).toEqual([
      "kemang",
    ]);
  });

  it("replaces an order already on the board, unless it holds a newer copy", () => {
    const accepted = order("t1", "2026-11-27T23:30:00+07:00", "ACCEPTED", {
      events: [["ACCEPTED", 700]],
    });
    const b = board([accepted], []);
    const completed = {
      ...accepted,
      status: "COMPLETED" as const,
      events: [
        ...accepted.events,
        { ...accepted.events[1]!, id: 701, status: "COMPLETED" as const },
      ],
    };
    expect(applyChange(b, completed, NOW)!.orders[0]!.status).toBe("COMPLETED");
    expect(applyChange(applyChange(b, completed, NOW), accepted, NOW)!.orders[0]!.status).toBe(
      "COMPLETED",
    );
  });
});

describe("a branch counted to its bound", () => {
  it("stays at 100+ when one of its older orders closes", () => {
    const b = board([], [["kemang", 100]]);
    b.older.more = true;
    b.older.branches[0]!.more = true;
    const closed = order("old1", "2026-11-20T09:00:00+07:00", "COMPLETED", {
      events: [["COMPLETED", 601]],
    });
    expect(applyChange(b, closed, NOW)!.older).toMatchObject({ count: 100, more: true });
  });
});

describe("the board as time passes", () => {
  it("moves an open order whose day has passed from the list to the count", () => {
    const lateNight = order("t1", "2026-11-27T23:30:00+07:00", "READY");
    const b = board([lateNight], [["kemang", 2]]);
    // 02:00: within six hours of it, still on the board.
    expect(boardAt(b, new Date("2026-11-28T02:00:00+07:00")).orders).toHaveLength(1);
    // 07:00: an older one now.
    const later = boardAt(b, new Date("2026-11-28T07:00:00+07:00"));
    expect(later.orders).toEqual([]);
    expect(later.older.count).toBe(3);
    expect(later.older.branches[0]!.count).toBe(3);
  });
});
