"use client";

import { useLocale, useTranslations } from "next-intl";
import type { KeyboardEvent, ReactNode } from "react";
import { useState } from "react";
import { localeOf } from "@/domain/locale";
import type { StaffOrder } from "@/domain/order";
import type { BoardColumns, BoardGroup, LaterDay } from "@/domain/staff-board";
import { LATER_AFTER_HOURS } from "@/domain/staff-board";
import { calendarDay } from "@/domain/time";
import { useMediaQuery } from "@/ui/use-media-query";

// The board's orders at tablet size (issue 36 item 7, decision 0047). On a screen 1024 pixels wide
// or more (a tablet in landscape) New, Preparing and Ready stand side by side, each scrolling on
// its own; narrower (portrait, a phone) each is a tab, the page scrolls and the tabs stay on top.
// Later and Done are tabs at every width.

/** The live columns: what the kitchen works through now. */
const LIVE = ["PENDING", "ACCEPTED", "READY"] as const;
type Tab = "now" | (typeof LIVE)[number] | "later" | "done";
const WIDE_TABS: Tab[] = ["now", "later", "done"];
const NARROW_TABS: Tab[] = [...LIVE, "later", "done"];
const isLive = (tab: Tab): tab is (typeof LIVE)[number] => (LIVE as readonly Tab[]).includes(tab);

type Card = (order: StaffOrder) => ReactNode;

export function BoardViews({
  columns,
  card,
  alert,
  empty,
}: {
  columns: BoardColumns<StaffOrder>;
  card: Card;
  /** The new orders' alert, beside the tabs. */
  alert: ReactNode;
  /** No order today at all. */
  empty: boolean;
}) {
  const t = useTranslations("staff");
  const wide = useMediaQuery("(min-width: 64rem)");
  const [chosen, setChosen] = useState<Tab>("PENDING");
  const tabs = wide ? WIDE_TABS : NARROW_TABS;
  // A tab chosen at one width stands for its place at the other (a tablet turned).
  const tab: Tab = wide ? (isLive(chosen) ? "now" : chosen) : chosen === "now" ? "PENDING" : chosen;
  const { groups, later } = columns;
  const count: Record<Tab, number> = {
    now: LIVE.reduce((sum, g) => sum + groups[g].length, groups.AWAITING_PAYMENT.length),
    PENDING: groups.PENDING.length,
    ACCEPTED: groups.ACCEPTED.length,
    READY: groups.READY.length,
    later: later.reduce((sum, day) => sum + day.orders.length, 0),
    done: groups.COMPLETED.length + groups.CANCELLED.length,
  };
  const label = (k: Tab) => (isLive(k) ? t(`groups.${k}`) : t(`board.${k}`));
  // Arrow keys move along the tabs (WAI-ARIA tabs pattern); the tab shown follows the focus.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!;
    setChosen(next);
    document.getElementById(`board-tab-${next}`)?.focus();
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="sticky top-14 z-10 -mx-3 flex flex-wrap items-center justify-between gap-2 bg-neutral-50 px-3 py-1 lg:static lg:mx-0 lg:p-0">
        <div
          role="tablist"
          aria-label={t("board.views")}
          className="flex gap-1 overflow-x-auto rounded-full bg-surface-variant p-1"
        >
          {tabs.map((k) => (
            <button
              key={k}
              id={`board-tab-${k}`}
              type="button"
              role="tab"
              aria-selected={k === tab}
              aria-controls="board-panel"
              tabIndex={k === tab ? 0 : -1}
              onClick={() => setChosen(k)}
              onKeyDown={onKeyDown}
              className={`min-h-12 shrink-0 rounded-full px-4 text-base font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary ${
                k === tab ? "bg-white text-neutral-900 shadow-sm" : "text-neutral-700"
              }`}
            >
              {`${label(k)} (${count[k]})`}
            </button>
          ))}
        </div>
        {alert}
      </div>
      <div
        id="board-panel"
        role="tabpanel"
        aria-labelledby={`board-tab-${tab}`}
        className="flex min-h-0 flex-1 flex-col gap-3"
      >
        {empty && tab !== "later" && tab !== "done" && (
          <p className="text-center text-lg">{t("empty")}</p>
        )}
        {tab === "now" && (
          <div className="grid min-h-0 flex-1 grid-cols-3 grid-rows-1 gap-3">
            {LIVE.map((g) => (
              <Column key={g} group={g} groups={groups} card={card} />
            ))}
          </div>
        )}
        {isLive(tab) && <Column group={tab} groups={groups} card={card} grid />}
        {tab === "later" && <LaterOrders days={later} card={card} />}
        {tab === "done" && <DoneOrders groups={groups} card={card} />}
      </div>
    </div>
  );
}

/** A status's column: its title and count, and its orders scrolling on their own. */
function Column({
  group,
  groups,
  card,
  grid = false,
}: {
  group: (typeof LIVE)[number];
  groups: Record<BoardGroup, StaffOrder[]>;
  card: Card;
  /** Alone on the screen (a tab): its cards side by side where they fit. */
  grid?: boolean;
}) {
  const t = useTranslations("staff");
  const list = groups[group];
  // New orders wait for a tap: their column's title says so in the brand's colour.
  const calling = group === "PENDING" && list.length > 0;
  const cards = grid ? "grid content-start gap-3 sm:grid-cols-2" : "space-y-3";
  return (
    <section
      aria-labelledby={`group-${group}`}
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl bg-surface-variant"
    >
      <h2
        id={`group-${group}`}
        className={`px-4 py-2 text-xl font-bold ${calling ? "bg-primary text-on-primary" : ""}`}
      >
        {`${t(`groups.${group}`)} (${list.length})`}
      </h2>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-2">
        {list.length > 0 ? (
          <div className={cards}>{list.map((o) => card(o))}</div>
        ) : (
          <p className="px-2 py-2 text-neutral-700">{t("board.none")}</p>
        )}
        {group === "PENDING" && groups.AWAITING_PAYMENT.length > 0 && (
          <CardSection
            id="group-AWAITING_PAYMENT"
            title={t("groups.AWAITING_PAYMENT")}
            orders={groups.AWAITING_PAYMENT}
            card={card}
            cards={cards}
          />
        )}
      </div>
    </section>
  );
}

/** A titled run of cards with its count: a day of the orders for later, a finished group. */
function CardSection({
  id,
  title,
  orders,
  card,
  cards,
}: {
  id: string;
  title: string;
  orders: StaffOrder[];
  card: Card;
  cards: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="px-2 text-lg font-bold">
        {`${title} (${orders.length})`}
      </h3>
      <div className={cards}>{orders.map((o) => card(o))}</div>
    </section>
  );
}

const SPREAD = "grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-3";

/** The accepted orders for later, by day: today's later slots, tomorrow, then dates. */
function LaterOrders({ days, card }: { days: LaterDay<StaffOrder>[]; card: Card }) {
  const t = useTranslations("staff.board");
  const locale = localeOf(useLocale());
  return (
    <div className="min-h-0 flex-1 space-y-5 overflow-y-auto">
      <p className="text-neutral-700">{t("laterHint", { hours: LATER_AFTER_HOURS })}</p>
      {days.length === 0 && <p className="py-6 text-center text-lg">{t("laterEmpty")}</p>}
      {days.map((d) => (
        <CardSection
          key={d.date}
          id={`later-${d.date}`}
          title={d.day === "date" ? calendarDay(d.date, locale) : t(`day.${d.day}`)}
          orders={d.orders}
          card={card}
          cards={SPREAD}
        />
      ))}
    </div>
  );
}

/** Today's finished orders: completed, then cancelled. */
function DoneOrders({ groups, card }: { groups: Record<BoardGroup, StaffOrder[]>; card: Card }) {
  const t = useTranslations("staff");
  const finished = (["COMPLETED", "CANCELLED"] as const).filter((g) => groups[g].length > 0);
  return (
    <div className="min-h-0 flex-1 space-y-5 overflow-y-auto">
      {finished.length === 0 && <p className="py-6 text-center text-lg">{t("board.doneEmpty")}</p>}
      {finished.map((g) => (
        <CardSection
          key={g}
          id={`group-${g}`}
          title={t(`groups.${g}`)}
          orders={groups[g]}
          card={card}
          cards={SPREAD}
        />
      ))}
    </div>
  );
}
