"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from "recharts";

// The Numbers page's charts (issue 36 item 6), drawn by recharts: loaded by the page only when it
// is shown (numbers-report.tsx imports this module lazily), so neither the storefront nor the
// console's other pages carry it. One colour, the shop's; large enough to read on a phone. Each
// chart's figures are in the table under it, so the drawing is hidden from screen readers.

/** A bar: its name on the axis, its height, and what its tooltip says. */
export interface Point {
  label: string;
  value: number;
  tip: string;
}

const FILL = "var(--color-primary)";
const TICK = { fontSize: 12, fill: "#404040" }; // neutral-700: legible on white

/** What recharts hands a tooltip (TooltipContentProps), as far as it is read here. */
interface TipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

function Tip({ active, payload }: TipProps) {
  const point = active ? (payload?.[0]?.payload as Point | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm shadow-md">
      {point.tip}
    </div>
  );
}

/** Bars side by side over time (days, hours), the amounts on the left axis. */
export function ColumnChart({
  points,
  axis,
}: {
  points: Point[];
  /** An amount on the axis. */
  axis: (value: number) => string;
}) {
  return (
    <div aria-hidden="true">
      <BarChart
        responsive
        style={{ width: "100%", height: 220 }}
        data={points}
        accessibilityLayer={false}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="#e5e5e5" />
        <XAxis
          dataKey="label"
          tick={TICK}
          tickLine={false}
          interval="preserveStartEnd"
          minTickGap={6}
        />
        <YAxis
          tick={TICK}
          tickFormatter={axis}
          width={68}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
        />
        <Tooltip content={Tip} cursor={{ fill: "rgba(0, 0, 0, 0.06)" }} />
        <Bar
          dataKey="value"
          fill={FILL}
          radius={[4, 4, 0, 0]}
          maxBarSize={48}
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}

/** Bars across, one per name (branches, payment methods, items), each with its amount at its end. */
export function BarList({ points, value }: { points: Point[]; value: (value: number) => string }) {
  return (
    <div aria-hidden="true">
      <BarChart
        responsive
        layout="vertical"
        style={{ width: "100%", height: points.length * 36 + 8 }}
        data={points}
        accessibilityLayer={false}
        margin={{ top: 4, right: 76, bottom: 4, left: 0 }}
      >
        <XAxis type="number" hide />
        <YAxis
          type="category"
          dataKey="label"
          width={124}
          // A long name wraps onto a second line (branches often start alike: "Dapur Kue Demo
          // Kemang"), cut short after it; the table has it whole.
          tick={{ ...TICK, maxLines: 2 }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip content={Tip} cursor={{ fill: "rgba(0, 0, 0, 0.06)" }} />
        <Bar
          dataKey="value"
          fill={FILL}
          radius={[0, 4, 4, 0]}
          barSize={22}
          isAnimationActive={false}
        >
          <LabelList
            dataKey="value"
            position="right"
            formatter={(v) => value(Number(v))}
            style={{ fontSize: 12, fill: "#262626" }}
          />
        </Bar>
      </BarChart>
    </div>
  );
}
