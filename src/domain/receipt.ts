import { discountLabel } from "./discount-lines";
import type { Locale } from "./locale";
import { formatMoney, lineAmount, orderTotals } from "./money";
import type { OrderedChoice } from "./options";
import type { StaffOrder } from "./order";
import { shortOrderNumber } from "./order";
import { clockTime, dayAndTime, localDate } from "./time";

// What a kitchen ticket and a customer receipt say, line by line, wrapped to a thermal printer's
// characters per line (issue 36 item 2, docs/printing.md). The one rule of both: the browser's
// print page draws these lines, and the network printer gets them as ESC/POS
// (src/server/printing/escpos.ts).

export const PRINT_KINDS = ["ticket", "receipt"] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/**
 * One printed line. A text is at most `columns / size` characters wide (its characters as a
 * monospace font and the printer count them); `size` 2 and 3 print it twice or three times as
 * wide and tall. A rule is a line of `-` or `=` across the paper.
 */
export type PrintLine =
  { text: string; size?: 2 | 3; bold?: boolean; center?: boolean } | { rule: "-" | "=" };

/** The words of a ticket and a receipt in one language (src/i18n/server/{en,id}/print.json). */
export interface PrintWords {
  ticket: string;
  /** "Order #{number}" */
  order: string;
  asap: string;
  later: string;
  /** "Placed {time}" */
  placed: string;
  /** "Customer: {name}" */
  customer: string;
  /** "Phone …{digits}" */
  phone: string;
  /** "Note: {note}" */
  note: string;
  deliverTo: string;
  /** "{qty} x {name}" */
  line: string;
  /** "“{text}”": a written message, as the customer typed it. */
  quoted: string;
  subtotal: string;
  delivery: string;
  /** "Promo: {name}": a promotion's discount (issue 39), its code beside its name. */
  promotion: string;
  /** A loyalty reward's discount: "Reward", and "Reward: {name}" for a free item. */
  reward: string;
  rewardItem: string;
  total: string;
  payment: string;
  paid: string;
  notPaid: string;
  cancelled: string;
  /** "Tel {phone}" */
  tel: string;
  thanks: string;
  mode: Record<StaffOrder["orderMode"], string>;
  /** The payment methods as checkout names them. */
  methods: Record<string, string>;
}

/** What of an order goes on paper. */
export type PrintedOrder = Pick<
  StaffOrder,
  | "uid"
  | "status"
  | "orderMode"
  | "deliveryOrPickupTime"
  | "scheduledFor"
  | "deliveryNotes"
  | "deliveryAddress"
  | "deliveryMethod"
  | "basket"
  | "payment"
  | "discounts"
  | "total"
  | "createdAt"
  | "paidAt"
  | "customerName"
  | "customerPhoneNumber"
>;

export interface PrintShop {
  name: string;
  branch: {
    name: string;
    address: { address: string; city: string; postalCode: string };
    phoneNumber: string;
  };
}

export interface PrintInput {
  order: PrintedOrder;
  shop: PrintShop;
  words: PrintWords;
  locale: Locale;
  timeZone: string;
  /** Characters per line at normal size (domain/printer.ts PRINTER_COLUMNS). */
  columns: number;
}

/** How many columns `char` takes: none for a combining mark, two for a wide one (CJK, emoji). */
function charWidth(char: string): number {
  if (/^[\p{M}\u200d\ufe0f]$/u.test(char)) return 0;
  const code = char.codePointAt(0)!;
  const wide =
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    code >= 0x1f300;
  return wide ? 2 : 1;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** The longest start of `text` at most `width` wide, and the rest. */
function cut(text: string, width: number): [string, string] {
  let used = 0;
  let end = 0;
  for (const char of text) {
    const w = charWidth(char);
    if (used + w > width && end > 0) break;
    used += w;
    end += char.length;
  }
  return [text.slice(0, end), text.slice(end)];
}

/**
 * `text` in lines at most `width` wide, broken between words (a word longer than a line is cut).
 * The first line keeps the text's leading spaces; the lines after it start with `indent`. A line
 * break in the text starts a new line. The first line may be kept narrower (`firstWidth`).
 */
export function wrap(text: string, width: number, indent = "", firstWidth = width): string[] {
  const out: string[] = [];
  const lead = /^ */.exec(text)![0];
  const prefix = () => (out.length === 0 ? lead : indent);
  const room = () => Math.max(1, (out.length === 0 ? firstWidth : width) - textWidth(prefix()));
  let line = "";
  const flush = () => {
    out.push(`${prefix()}${line}`);
    line = "";
  };
  for (const paragraph of text.split(/\r?\n/)) {
    for (let word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate) <= room()) {
        line = candidate;
        continue;
      }
      if (line) flush();
      while (textWidth(word) > room()) {
        [line, word] = cut(word, room());
        flush();
      }
      line = word;
    }
    if (line || out.length === 0) flush();
  }
  return out;
}

/** `left` and `right` on one line, `right` at its end; a long `left` wraps under itself. */
export function pair(left: string, right: string, width: number, indent = ""): string[] {
  const gap = textWidth(right) + 1;
  const lines = wrap(left, width, indent, width - gap);
  const first = lines[0]!;
  lines[0] = `${first}${" ".repeat(Math.max(1, width - textWidth(first) - textWidth(right)))}${right}`;
  return lines;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

type Text = Extract<PrintLine, { text: string }>;
const texts = (lines: string[], style: Omit<Text, "text"> = {}): PrintLine[] =>
  lines.map((text) => ({ text, ...style }));
/** `text` wrapped at `size`, each line styled. */
const block = (text: string, columns: number, style: Omit<Text, "text"> = {}, indent = "") =>
  texts(wrap(text, Math.floor(columns / (style.size ?? 1)), indent), style);

const ITEM_INDENT = "    ";

/** An item's choices under it: "Size: 20 cm", "Writing: “Happy birthday”". */
function choiceLines(choices: readonly OrderedChoice[] | undefined, input: PrintInput) {
  return (choices ?? []).flatMap((c) => {
    const value =
      c.text !== undefined
        ? fill(input.words.quoted, { text: c.text })
        : c.options.map((o) => o.name).join(", ");
    // A written message is what a decorator must not get wrong: it stands out.
    return block(
      `${ITEM_INDENT}${c.name}: ${value}`,
      input.columns,
      { bold: c.text !== undefined },
      `${ITEM_INDENT}  `,
    );
  });
}

/** When the order is due: "ASAP", or its slot's day and time. */
function dueText({ order, words, timeZone, locale }: PrintInput): string {
  if (order.deliveryOrPickupTime !== "LATER") return words.asap;
  return order.scheduledFor ? dayAndTime(order.scheduledFor, timeZone, locale) : words.later;
}

const placedAt = (order: PrintedOrder) => new Date(order.createdAt.seconds * 1000).toISOString();

/** Where a delivery goes. */
function deliveryLines({ order, words, columns }: PrintInput): PrintLine[] {
  const address = order.deliveryAddress;
  if (order.orderMode !== "DELIVERY" || !address) return [];
  const name = [address.name, address.addressDetails].filter(Boolean).join(" · ");
  return [
    { text: words.deliverTo, bold: true },
    ...block(name, columns, {}, "  "),
    ...block(address.address, columns, {}, "  "),
  ];
}

/**
 * The kitchen's ticket: the number big, pickup or delivery and when, who ordered, each item with
 * its quantity and choices, the customer's note, and where a delivery goes. No prices.
 */
export function ticketLines(input: PrintInput): PrintLine[] {
  const { order, words, columns, timeZone, locale } = input;
  const number = shortOrderNumber(order.uid);
  const phone = order.customerPhoneNumber?.replace(/\D/g, "").slice(-4);
  return [
    { text: words.ticket, bold: true, center: true },
    { text: `#${number}`, size: 3, bold: true, center: true },
    ...(order.status === "CANCELLED"
      ? [{ text: words.cancelled, size: 2, bold: true, center: true } as const]
      : []),
    ...block(words.mode[order.orderMode].toLocaleUpperCase(locale), columns, {
      size: 2,
      bold: true,
      center: true,
    }),
    ...block(dueText(input), columns, { size: 2, bold: true, center: true }),
    {
      text: fill(words.placed, { time: clockTime(placedAt(order), timeZone, locale) }),
      center: true,
    },
    ...(order.customerName ? block(order.customerName, columns, { size: 2, bold: true }) : []),
    ...(phone ? [{ text: fill(words.phone, { digits: phone }) }] : []),
    { rule: "=" },
    ...order.basket.items.flatMap((item) => [
      ...block(
        fill(words.line, { qty: item.qty, name: item.name }),
        columns,
        { bold: true },
        ITEM_INDENT,
      ),
      ...choiceLines(item.choices, input),
    ]),
    { rule: "=" },
    ...(order.deliveryNotes.trim()
      ? block(fill(words.note, { note: order.deliveryNotes.trim() }), columns, { bold: true }, "  ")
      : []),
    ...deliveryLines(input),
  ];
}

/** Each discount on its own line, what it took off at the end: "Promo: Lebaran 15%   -Rp 15.000". */
function discountLines({ order, words, columns }: PrintInput): PrintLine[] {
  return order.discounts.flatMap((d) => {
    const label = discountLabel(d, {
      reward: words.reward,
      rewardItem: (name) => fill(words.rewardItem, { name }),
    });
    const name = d.source === "PROMOTION" ? fill(words.promotion, { name: label }) : label;
    return texts(pair(name, `-${formatMoney(d.amount, order.basket.currency)}`, columns, "  "));
  });
}

/**
 * The customer's receipt: the shop and branch, the date, the number, each item with its price,
 * the subtotal, the delivery fee, each discount (issue 39), the total after them, how it is paid
 * and whether it is.
 */
export function receiptLines(input: PrintInput): PrintLine[] {
  const { order, shop, words, columns, timeZone, locale } = input;
  const money = (amount: number) => formatMoney(amount, order.basket.currency);
  const { branch } = shop;
  const placed = placedAt(order);
  const fee = order.deliveryMethod?.price ?? null;
  const totals = orderTotals(order.basket.items, fee);
  const method = words.methods[order.payment.method] ?? order.payment.method;
  const when =
    order.deliveryOrPickupTime === "LATER"
      ? `${words.mode[order.orderMode]} · ${dueText(input)}`
      : words.mode[order.orderMode];
  return [
    ...block(shop.name, columns, { size: 2, bold: true, center: true }),
    ...block(branch.name, columns, { center: true }),
    ...block(branch.address.address, columns, { center: true }),
    ...block(`${branch.address.city} ${branch.address.postalCode}`, columns, { center: true }),
    ...block(fill(words.tel, { phone: branch.phoneNumber }), columns, { center: true }),
    { rule: "-" },
    ...texts(
      pair(
        fill(words.order, { number: shortOrderNumber(order.uid) }),
        `${localDate(new Date(placed), timeZone)} ${clockTime(placed, timeZone, locale)}`,
        columns,
      ),
    ),
    ...block(when, columns),
    ...(order.customerName
      ? block(fill(words.customer, { name: order.customerName }), columns)
      : []),
    ...(order.status === "CANCELLED"
      ? [{ text: words.cancelled, size: 2, bold: true, center: true } as const]
      : []),
    { rule: "-" },
    ...order.basket.items.flatMap((item) => [
      ...texts(
        pair(
          fill(words.line, { qty: item.qty, name: item.name }),
          money(lineAmount(item)),
          columns,
          ITEM_INDENT,
        ),
      ),
      ...choiceLines(item.choices, input).map((line) => ({ ...line, bold: false })),
    ]),
    { rule: "-" },
    ...texts(pair(words.subtotal, money(totals.items), columns)),
    ...(fee === null ? [] : texts(pair(words.delivery, money(fee), columns))),
    ...discountLines(input),
    { rule: "=" },
    ...texts(pair(words.total, money(order.total), Math.floor(columns / 2)), {
      size: 2,
      bold: true,
    }),
    { rule: "=" },
    ...texts(pair(words.payment, method, columns)),
    { text: order.paidAt ? words.paid : words.notPaid, bold: true, center: true },
    { text: "" },
    ...block(words.thanks, columns, { center: true }),
  ];
}

export function printLines(kind: PrintKind, input: PrintInput): PrintLine[] {
  return kind === "ticket" ? ticketLines(input) : receiptLines(input);
}

/** The lines as plain text (the printer stand-in's outbox, logs): sizes and weight left out. */
export function plainText(lines: readonly PrintLine[], columns: number): string {
  return lines
    .map((line) => {
      if ("rule" in line) return line.rule.repeat(columns);
      if (!line.center) return line.text;
      const room = Math.floor(columns / (line.size ?? 1));
      return `${" ".repeat(Math.max(0, Math.floor((room - textWidth(line.text)) / 2)))}${line.text}`;
    })
    .join("\n");
}
