import { localDate } from "@/domain/time";
import type { LooseBrand } from "./brand-files";
import { fixtureCopy } from "./brand-files";

// A brand whose branches are open or closed whatever the hour the tests run at (issue 18): their
// hours are made around the test's own clock, in the brand's time zone.

export const HOURS_ZONE = "Asia/Jakarta";
const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
export const CLOSURE_REASON = "Renovasi";
/** The kitchen of branch `busy`: it pauses that branch from the board (pause.e2e.ts). */
export const HOURS_STAFF_PHONE = "+6281100000093";
/** An item of the hours brand that needs two days' notice, with a size and writing to choose. */
export const BIRTHDAY_CAKE = "Birthday Cake";
/** The cake's price, and what each size adds (issue 18 item 5). */
export const CAKE_PRICE = { base: 300_000, "20cm": 80_000, "24cm": 160_000 } as const;

/** HH:MM in the brand's zone, `minutes` from now, on the quarter hour. */
export function clockIn(minutes: number): string {
  const at = new Date(Math.floor((Date.now() + minutes * 60_000) / 900_000) * 900_000);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: HOURS_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}

/** The date in the brand's zone `days` from now. */
export const dateIn = (days: number) =>
  localDate(new Date(Date.now() + days * 86_400_000), HOURS_ZONE);

const everyDay = (range: { open: string; close: string }) =>
  Object.fromEntries(DAYS.map((d) => [d, [range]]));

/**
 * A copy of `branch` as `shut`: open 08:00-20:00 every day but closed from yesterday to tomorrow
 * for CLOSURE_REASON, so it next opens the day after tomorrow at 08:00.
 */
export const shutBranch = (branch: LooseBrand, name: string) => ({
  ...branch,
  id: "shut",
  name,
  openingHours: everyDay({ open: "08:00", close: "20:00" }),
  closures: [{ from: dateIn(-1), to: dateIn(1), reason: CLOSURE_REASON }],
});

/**
 * The mini fixture as brand `id` with three branches: `always` (no hours: open at all times),
 * `now` (open from an hour ago to three hours from now) and `shut` (08:00-20:00, closed from
 * yesterday to tomorrow for CLOSURE_REASON: it next opens the day after tomorrow at 08:00),
 * and `busy` (open at all times), whose staff (HOURS_STAFF_PHONE) pause it. Its menu has the
 * fixture's bun and a BIRTHDAY_CAKE that needs 48 hours' notice and has a size and writing to
 * choose (order-ahead.e2e.ts). Customers may order 14 days ahead.
 */
export function hoursBrand(id: string): string {
  return fixtureCopy((brand: LooseBrand) => {
    const first = brand.branches[0];
    brand.brand.id = id;
    brand.brand.subDomainName = id;
    brand.brand.timeZone = HOURS_ZONE;
    brand.storeConfigs.salesChannels.customerApp.paymentsMethods.payAtOutlet = {
      merchantLevelConfigs: { isActive: true, configType: "PAY_AT_OUTLET" },
    };
    const section = brand.menus[0].sections[0];
    // Two weeks ahead, so the coming Saturday is always among the days (order-ahead.e2e.ts).
    brand.brand.orderAhead = { daysAhead: 14 };
    section.items.push({
      ...section.items[0],
      uid: "birthday-cake",
      name: BIRTHDAY_CAKE,
      price: CAKE_PRICE.base,
      leadTimeHours: 48,
      optionGroups: [
        {
          kind: "choice",
          id: "size",
          name: "Size",
          min: 1,
          max: 1,
          options: [
            { id: "16cm", name: "16 cm" },
            { id: "20cm", name: "20 cm", price: CAKE_PRICE["20cm"] },
            { id: "24cm", name: "24 cm", price: CAKE_PRICE["24cm"] },
          ],
        },
        { kind: "text", id: "writing", name: "Writing on the cake", maxLength: 30 },
      ],
    });
    brand.branches = [
      { ...first, id: "always", name: "Mini Always" },
      {
        ...first,
        id: "now",
        name: "Mini Now",
        openingHours: everyDay({ open: clockIn(-60), close: clockIn(180) }),
      },
      shutBranch(first, "Mini Shut"),
      { ...first, id: "busy", name: "Mini Busy" },
    ];
    brand.staff = [
      { phoneNumber: HOURS_STAFF_PHONE, name: "Dapur Busy", role: "staff", branchIds: ["busy"] },
    ];
  });
}
