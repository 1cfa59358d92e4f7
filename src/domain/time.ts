import type { Locale } from "./locale";

// Times shown to people, in the brand's time zone (brand.timeZone in the brand file).

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale, time zone and option set, made once: making one costs far more than
 * using it (issue 34 item 1). `kind` names the option set, so finding a made one is a string
 * lookup; the keys are the brands' time zones and kedai's own option sets: a handful.
 */
function formatter(
  kind: string,
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${kind} ${locale} ${timeZone}`;
  let made = formatters.get(key);
  if (!made)
    formatters.set(key, (made = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return made;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
};

function offsetAt(timeZone: string, at: Date): number {
  const name =
    formatter("offset", "en-US", timeZone, { timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0; // "GMT" itself
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

const QUARTER_HOUR_MS = 15 * 60_000;
/** Offsets already asked for, by zone and quarter hour; forgotten past OFFSETS_KEPT entries. */
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 10_000;

/**
 * The zone's offset from UTC at `at`, in minutes. A zone changes its offset on a quarter hour of
 * UTC (every offset in use since the early 20th century is whole quarter hours, and changes
 * happen on a whole local hour or half hour), so one answer serves the whole quarter: an order's
 * check asks dozens of times within a few days (issue 34 item 1).
 */
function offsetMinutes(timeZone: string, at: Date): number {
  const key = `${timeZone} ${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`;
  let known = offsets.get(key);
  if (known === undefined) {
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, (known = offsetAt(timeZone, at)));
  }
  return known;
}

/** Minutes past midnight on the wall clock of `timeZone` at `at` (0–1439). */
export function minutesOfDay(at: Date, timeZone: string): number {
  const local = Math.floor(at.getTime() / 60_000) + offsetMinutes(timeZone, at);
  return ((local % 1440) + 1440) % 1440;
}

/** The calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  return formatter("date", "en-CA", timeZone, DATE_PARTS).format(at);
}

/**
 * The instant a wall clock in `timeZone` shows `minutes` past midnight of `date` (YYYY-MM-DD;
 * 1440 is the next midnight). In a daylight-saving gap the clock's time an hour later is taken.
 */
export function wallClockInstant(date: string, minutes: number, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let at = asUtc - offsetMinutes(timeZone, new Date(asUtc)) * 60_000;
  at = asUtc - offsetMinutes(timeZone, new Date(at)) * 60_000;
  return new Date(at);
}

/** The instant the calendar day containing `now` began in `timeZone`. */
export function startOfDayIn(timeZone: string, now: Date): Date {
  const parts = localDate(now, timeZone); // YYYY-MM-DD
  const utcMidnight = Date.parse(`${parts}T00:00:00Z`);
  // The offset at that midnight, not now's: they differ on a daylight-saving day.
  let start = utcMidnight - offsetMinutes(timeZone, now) * 60_000;
  start = utcMidnight - offsetMinutes(timeZone, new Date(start)) * 60_000;
  return new Date(start);
}

/** "14:05" (English) or "14.05" (Indonesian) in the brand's time zone. */
export function clockTime(iso: string, timeZone: string, locale: Locale): string {
  return formatter("clock", locale === "en" ? "en-GB" : locale, timeZone, {
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/**
 * An instant as ISO 8601 with the offset `timeZone` has then, to the minute:
 * "2026-11-28T10:00:00+07:00" (an order's scheduledFor, issue 18 item 3).
 */
export function isoWithOffset(at: Date, timeZone: string): string {
  const offset = offsetMinutes(timeZone, at);
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local}${sign}${hh}:${mm}`;
}

/** "Sat 28 Nov, 10:00" (English) or "Sab, 28 Nov, 10.00" (Indonesian) in the brand's time zone. */
export function dayAndTime(iso: string, timeZone: string, locale: Locale): string {
  return formatter("day and time", locale === "en" ? "en-GB" : locale, timeZone, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

const CALENDAR_DAY = {
  short: { weekday: "short", day: "numeric", month: "short" },
  long: { weekday: "long", day: "numeric", month: "long" },
  year: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A calendar date (YYYY-MM-DD) as people name the day: "Sat 28 Nov" / "Sab, 28 Nov" (short),
 * "Saturday 5 December" / "Sabtu, 5 Desember" (long), with the year on what is printed and kept.
 * The date is no instant, so no zone moves it.
 */
export function calendarDay(
  date: string,
  locale: Locale,
  style: keyof typeof CALENDAR_DAY = "long",
): string {
  return formatter(
    `calendar day ${style}`,
    locale === "en" ? "en-GB" : locale,
    "UTC",
    CALENDAR_DAY[style],
  ).format(new Date(`${date}T12:00:00Z`));
}
