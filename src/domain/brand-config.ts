import "./zod-setup";
import { z } from "zod";
import { roleNeedsBranches, STAFF_ROLES } from "./auth";
import { closureSchema, weeklyHoursSchema } from "./hours-schema";
import { LOCALES } from "./locale";
import { SUPPORTED_CURRENCIES } from "./money";
import { MESSAGE_EVENTS, TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from "./order-status";
import { normalPhoneNumber } from "./phone";
import { inE164 } from "./phone-schema";
import { DEFAULT_ORDER_AHEAD } from "./slots";
import type { NoticeBrand } from "./order-ahead";
import { noticeConflictMessage, noticeConflicts } from "./order-ahead";
import { refusingProtoKey } from "./record-schema";
import { DEFAULT_PRINTER_PORT, PRINTER_COLUMNS, printerHostProblem } from "./printer";
import { MAX_CHOSEN_OPTIONS, MAX_OPTION_GROUPS, MAX_OPTION_TEXT } from "./options";
import { ORDER_MODES } from "./order-mode";
import {
  DEFAULT_PAYMENT_EXPIRY_MINUTES,
  PAYMENT_CHANNELS,
  PAYMENT_PROVIDERS,
  PROVIDER_CHANNELS,
} from "./online-payment";

/** Two months: no slot is further ahead (orderAhead.daysAhead ≤ 60). */
const MAX_LEAD_TIME_HOURS = 61 * 24;

// The brand file (docs/brand-config.md) and the storeConfigs of spec §3. The same builders make
// the file schema (images are paths next to the file) and the stored schema (images are served
// under /media), so what goes in and what comes out are checked by one definition.

export const subDomainNameSchema = z
  .string()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    "must be a DNS label: a-z, 0-9 and inner hyphens",
  );
export const brandIdSchema = subDomainNameSchema;
const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "must be 1-64 letters, digits, '-' or '_'");
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #8A1C3F");
/** The longest reason customers see for a branch closed until reopened. */
export const MAX_CLOSED_REASON = 120;

const text = (max: number) => z.string().trim().min(1).max(max);
const money = z
  .number()
  .finite()
  .min(0)
  .max(1_000_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "must have at most 2 decimals");
/** The message of an amount that must have no decimals (the owner console names it so). */
export const WHOLE_AMOUNT = "must be a whole amount";
const phoneNumber = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/, "must be an international number like +6221555010");

/** An image named in a brand file: a path relative to the file, no way out of its folder. */
export const assetPathSchema = z
  .string()
  .regex(
    /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9._/-]+\.(?:svg|png|jpe?g|webp)$/i,
    "must be a relative path to a .svg, .png, .jpg, .jpeg or .webp file",
  );
/** An image after import: content-addressed under /media. */
export const mediaSrcSchema = z
  .string()
  .regex(/^\/media\/[a-z0-9-]+\/[a-f0-9]{32}\.(?:svg|png|jpg|jpeg|webp)$/);

const segmentSchema = z.strictObject({
  from: z.number().finite().min(0).optional(),
  to: z.number().finite().min(0).optional(),
  price: money,
});

export const shippingBlockSchema = z.strictObject({
  id: idSchema,
  type: z.literal("SEGMENTED_DELIVERY"),
  humanReadableName: text(80),
  isActive: z.boolean(),
  /** The smallest items subtotal this method delivers (issue 18; domain/minimum-order.ts). */
  minimumOrder: money.optional(),
  merchantLevelConfigs: z.strictObject({ segments: z.array(segmentSchema).min(1).max(50) }),
});

const methodConfig = z.strictObject({ isActive: z.boolean(), configType: text(40) });

function makeStoreConfigsSchema<Src extends z.ZodType<string>>(src: Src) {
  const transferOption = z.strictObject({
    humanReadableName: text(80),
    logoSrc: src,
    transferInstructions: z.strictObject({
      transferInstructions: refusingProtoKey(z.record(text(60), text(200))),
    }),
  });
  return z.strictObject({
    branding: z.strictObject({
      onBrandColorLogoVariantSrc: src,
      logoAlt: text(120),
      colors: z.strictObject({
        primary: hexColor,
        surfaceVariant: hexColor,
        outline: hexColor,
        secondaryContainer: hexColor,
        onSecondaryContainer: hexColor,
      }),
    }),
    salesChannels: z.strictObject({
      customerApp: z.strictObject({
        paymentsMethods: z.strictObject({
          cashOnDelivery: z.strictObject({ merchantLevelConfigs: methodConfig }).optional(),
          payAtOutlet: z.strictObject({ merchantLevelConfigs: methodConfig }).optional(),
          transfer: z
            .strictObject({
              merchantLevelConfigs: methodConfig.extend({
                transferOptions: refusingProtoKey(z.record(idSchema, transferOption)),
              }),
            })
            .optional(),
          /** Issue 20: paying online through the brand's gateway (docs/payments.md). */
          online: z
            .strictObject({
              merchantLevelConfigs: methodConfig.extend({
                provider: z.enum(PAYMENT_PROVIDERS),
                mode: z.enum(["sandbox", "production"]).default("sandbox"),
                channels: z
                  .array(z.enum(PAYMENT_CHANNELS))
                  .min(1)
                  .max(PAYMENT_CHANNELS.length)
                  .refine((c) => new Set(c).size === c.length, "names a channel twice"),
                /** Minutes an order waits for its payment before it is cancelled. */
                expiryMinutes: z
                  .number()
                  .int()
                  .min(5)
                  .max(24 * 60)
                  .default(DEFAULT_PAYMENT_EXPIRY_MINUTES),
              }),
            })
            .optional(),
        }),
        shippingBlocks: z.array(shippingBlockSchema).max(20),
      }),
    }),
  });
}

export const storeConfigsFileSchema = makeStoreConfigsSchema(assetPathSchema);
/** storeConfigs as stored and served: spec §3, with brandId. */
export const storeConfigsSchema = makeStoreConfigsSchema(mediaSrcSchema).extend({
  brandId: brandIdSchema,
});
export type StoreConfigs = z.infer<typeof storeConfigsSchema>;
export type ShippingBlock = z.infer<typeof shippingBlockSchema>;

const imageFileSchema = z.strictObject({ src: assetPathSchema });

/** Ids that must differ within one list (a group's options, an item's groups). */
const uniqueIds = (what: string) => (rows: readonly { id: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (seen.has(row.id))
      ctx.addIssue({ code: "custom", path: [i, "id"], message: `duplicate ${what} "${row.id}"` });
    seen.add(row.id);
  });
};

const choiceOptionSchema = z.strictObject({
  id: idSchema,
  name: text(80),
  price: money.default(0),
});

/** Choose from options (a size, candles, a topping): at least min, at most max (domain/options.ts). */
const choiceGroupSchema = z
  .strictObject({
    kind: z.literal("choice"),
    id: idSchema,
    name: text(80),
    min: z.number().int().min(0).max(MAX_CHOSEN_OPTIONS).default(0),
    max: z.number().int().min(1).max(MAX_CHOSEN_OPTIONS).default(1),
    options: z
      .array(choiceOptionSchema)
      .min(1)
      .max(MAX_CHOSEN_OPTIONS)
      .superRefine(uniqueIds("option id")),
  })
  .superRefine((group, ctx) => {
    if (group.min > group.max)
      ctx.addIssue({ code: "custom", path: ["min"], message: "must not be greater than max" });
    if (group.min > group.options.length)
      ctx.addIssue({
        code: "custom",
        path: ["min"],
        message: "asks for more than the options offered",
      });
  });

/** Short words the customer writes (the writing on a cake), at most maxLength characters. */
const textGroupSchema = z.strictObject({
  kind: z.literal("text"),
  id: idSchema,
  name: text(80),
  maxLength: z.number().int().min(1).max(MAX_OPTION_TEXT).default(40),
  required: z.boolean().default(false),
});

const optionGroupSchema = z.discriminatedUnion("kind", [choiceGroupSchema, textGroupSchema]);

/**
 * A menu item's image as stored (domain/item-image.ts): an SVG as given, or a raster's largest
 * WebP variant with its size and the widths its variants were made at.
 */
export const storedItemImageSchema = z.strictObject({
  src: z
    .string()
    .regex(/^\/media\/[a-z0-9-]+\/[a-f0-9]{32}(?:-[1-9]\d{0,4}w)?\.(?:svg|png|jpg|jpeg|webp)$/),
  width: z.number().int().min(1).max(100_000).optional(),
  height: z.number().int().min(1).max(100_000).optional(),
  widths: z.array(z.number().int().min(1).max(100_000)).max(10).optional(),
});

const menuItemSchema = <I extends z.ZodType>(image: I) =>
  z.strictObject({
    uid: idSchema,
    name: text(120),
    description: z.string().trim().max(2000).default(""),
    price: money,
    images: z.array(image).max(8).default([]),
    /** Kept in the brand but off the storefront (issue 19 item 1): not shown, not orderable. */
    hidden: z.boolean().optional(),
    /** Hours of notice the kitchen needs: no order for sooner (issue 18 item 4; domain/slots.ts). */
    leadTimeHours: z.number().int().min(0).max(MAX_LEAD_TIME_HOURS).default(0),
    /** What the customer chooses of the item: sizes, writing (issue 18 item 5; domain/options.ts). */
    optionGroups: z
      .array(optionGroupSchema)
      .max(MAX_OPTION_GROUPS)
      .default([])
      .superRefine(uniqueIds("option group id")),
  });

/** Slots for ordering ahead (domain/slots.ts). */
export const orderAheadSchema = z.strictObject({
  slotMinutes: z.number().int().min(10).max(240).default(DEFAULT_ORDER_AHEAD.slotMinutes),
  daysAhead: z.number().int().min(0).max(60).default(DEFAULT_ORDER_AHEAD.daysAhead),
  slotCapacity: z.number().int().min(1).max(10_000).optional(),
});

/**
 * A branch's own ordering ahead (issue 35 item 4; domain/order-ahead.ts): each value given
 * replaces the brand's there; `slotCapacity: null` takes any number of orders per slot.
 */
export const branchOrderAheadSchema = z.strictObject({
  slotMinutes: z.number().int().min(10).max(240).optional(),
  daysAhead: z.number().int().min(0).max(60).optional(),
  slotCapacity: z.number().int().min(1).max(10_000).nullable().optional(),
});

/**
 * A branch's network printer (issue 36 item 2; domain/printer.ts): its address on the shop's
 * network, its raw port, its characters per line, and whether accepting an order prints its
 * kitchen ticket there.
 */
export const branchPrinterSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((host, ctx) => {
      const problem = printerHostProblem(host);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  port: z.number().int().min(1).max(65_535).default(DEFAULT_PRINTER_PORT),
  columns: z.literal(PRINTER_COLUMNS).default(PRINTER_COLUMNS[0]),
  ticketOnAccept: z.boolean().default(false),
});
export type BranchPrinter = z.infer<typeof branchPrinterSchema>;

export const branchFileSchema = z.strictObject({
  id: idSchema,
  name: text(120),
  address: z.strictObject({
    address: text(300),
    city: text(120),
    postalCode: z.string().regex(/^\d{5}$/, "must be a 5-digit postal code"),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  }),
  phoneNumber,
  menuId: idSchema,
  /** Weekly opening hours in the brand's time zone; none: open at all times (issue 18). */
  openingHours: weeklyHoursSchema.optional(),
  /**
   * The smallest items subtotal of a pickup order here (domain/minimum-order.ts). Whole: its
   * column is an integer (migration 0008), and 12.5 was a 500 on import and on a console save.
   */
  pickupMinimumOrder: z.number().int(WHOLE_AMOUNT).min(0).max(1_000_000_000).optional(),
  /** Days the branch is closed (holidays), with the reason customers see. */
  closures: z.array(closureSchema).max(100).default([]),
  /**
   * The order modes the branch takes (issue 19 item 2; domain/branch-offer.ts); absent: both.
   * A branch without couriers takes PICKUP only.
   */
  orderModes: z
    .array(z.enum(ORDER_MODES))
    .min(1, "a branch must take pickup or delivery orders")
    .max(ORDER_MODES.length)
    .refine((modes) => new Set(modes).size === modes.length, "names an order mode twice")
    .optional(),
  /**
   * Items of its menu the branch does not sell (their uids; issue 19 item 1): off its storefront
   * and refused in its orders, still sold by the other branches of the menu.
   */
  hiddenItems: z.array(idSchema).max(500).optional(),
  /** Its own slot length, days ahead or orders per slot; absent: the brand's (issue 35 item 4). */
  orderAhead: branchOrderAheadSchema.optional(),
  /**
   * Closed by the owner until they reopen it (issue 35 item 3; domain/branch-changes.ts), with
   * the reason customers see ("" for none): it takes no order, for now or later.
   */
  closedUntilReopened: z
    .strictObject({ reason: z.string().trim().max(MAX_CLOSED_REASON) })
    .optional(),
  /** Its network receipt printer (issue 36 item 2); absent: printing from the browser only. */
  printer: branchPrinterSchema.optional(),
});

const timeZoneSchema = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone like Asia/Jakarta");

/** People who may act on the brand's orders (the staff board, issue 7). */
export const staffMemberSchema = z.strictObject({
  // Matched against the signed-in customer's number, so stored in the same one spelling (0011).
  phoneNumber: inE164(phoneNumber),
  name: text(120),
  /** An owner acts on every branch; a manager and staff only on `branchIds` (domain/auth.ts). */
  role: z.enum(STAFF_ROLES),
  branchIds: z.array(idSchema).max(200).default([]),
});

const templateSchema = text(320).refine(
  (t) => unknownPlaceholders(t).length === 0,
  `may only use the placeholders ${TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}`,
);
/** The brand's wording of the messages customers get when their order changes. */
export const messageTemplatesSchema = z.strictObject(
  Object.fromEntries(MESSAGE_EVENTS.map((e) => [e, templateSchema.optional()])) as Record<
    (typeof MESSAGE_EVENTS)[number],
    z.ZodOptional<typeof templateSchema>
  >,
);
export type MessageTemplates = z.infer<typeof messageTemplatesSchema>;

/**
 * The brand file's `messages`: templates per language (`{ "en": {...}, "id": {...} }`). The
 * events may also stand at the top, as before issue 17: they are then the brand's
 * `defaultLanguage`'s (its own entry, where it has one, wins).
 */
export const messagesFileSchema = messageTemplatesSchema.extend(
  Object.fromEntries(LOCALES.map((l) => [l, messageTemplatesSchema.optional()])) as Record<
    (typeof LOCALES)[number],
    z.ZodOptional<typeof messageTemplatesSchema>
  >,
);
/** What is stored: the brand's templates per language (a language without any uses the defaults). */
export type LanguageTemplates = Partial<Record<(typeof LOCALES)[number], MessageTemplates>>;

/** The brand file's `messages` as stored: keyed by language. */
export function templatesByLanguage(
  messages: z.infer<typeof messagesFileSchema>,
  defaultLanguage: (typeof LOCALES)[number],
): LanguageTemplates {
  const stored: LanguageTemplates = {};
  const top = Object.fromEntries(
    MESSAGE_EVENTS.flatMap((e) => (messages[e] ? [[e, messages[e]]] : [])),
  );
  for (const l of LOCALES) {
    const own = { ...(l === defaultLanguage ? top : {}), ...messages[l] };
    if (Object.keys(own).length) stored[l] = own;
  }
  return stored;
}

/** The schema.org types a brand's shops may be (a FoodEstablishment each). */
export const BUSINESS_TYPES = [
  "Bakery",
  "Restaurant",
  "CafeOrCoffeeShop",
  "FastFoodRestaurant",
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/**
 * The brand: the file's shape (`storeConfigs` and item images as paths next to it) or the stored
 * document's (served under /media; src/server/brands/revisions.ts). One definition for both, so
 * the owner console's saves are checked exactly as an import is.
 */
function makeBrandSchema<S extends z.ZodType, I extends z.ZodType>(storeConfigs: S, image: I) {
  return z.strictObject({
    $schema: z.string().optional(),
    brand: z.strictObject({
      id: brandIdSchema,
      subDomainName: subDomainNameSchema,
      name: text(120),
      currency: z.enum(SUPPORTED_CURRENCIES).default("IDR"),
      timeZone: timeZoneSchema.default("Asia/Jakarta"),
      /** The storefront's language for a customer whose browser names neither of ours (issue 17). */
      defaultLanguage: z.enum(LOCALES).default("en"),
      /** What schema.org calls the shop, for search engines (issue 17 item 6). */
      businessType: z.enum(BUSINESS_TYPES).default("Restaurant"),
      /** Ordering for later: slot length, days ahead, orders per slot (issue 18 item 3). */
      orderAhead: orderAheadSchema.default(DEFAULT_ORDER_AHEAD),
    }),
    storeConfigs,
    branches: z.array(branchFileSchema).min(1).max(200),
    menus: z
      .array(
        z.strictObject({
          id: idSchema,
          name: text(120),
          sections: z
            .array(
              z.strictObject({
                id: idSchema,
                name: text(120),
                items: z.array(menuItemSchema(image)).max(500),
              }),
            )
            .max(100),
        }),
      )
      .min(1)
      .max(50),
    staff: z.array(staffMemberSchema).max(500).default([]),
    messages: messagesFileSchema.default({}),
  });
}

export const brandFileSchema = makeBrandSchema(storeConfigsFileSchema, imageFileSchema);
export type BrandFile = z.infer<typeof brandFileSchema>;

/** The brand as stored: what a revision holds and the owner console edits (images under /media). */
export const brandDocumentSchema = makeBrandSchema(storeConfigsSchema, storedItemImageSchema);
export type BrandDocument = Omit<z.infer<typeof brandDocumentSchema>, "$schema">;

export interface BrandFileProblem {
  path: string;
  message: string;
}

export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`),
    "$",
  );
}

type Loose = Record<string, unknown>;
const list = (v: unknown): Loose[] =>
  Array.isArray(v) ? v.map((x) => (x && typeof x === "object" ? (x as Loose) : {})) : [];
const field = (v: unknown, key: string): unknown =>
  v && typeof v === "object" ? (v as Loose)[key] : undefined;

function duplicates(
  rows: Loose[],
  key: string,
  at: string,
  what: string,
  out: BrandFileProblem[],
  same: (value: string) => string = (value) => value,
) {
  const seen = new Set<unknown>();
  rows.forEach((row, i) => {
    const value = row[key];
    if (typeof value !== "string") return;
    if (seen.has(same(value)))
      out.push({ path: `${at}[${i}].${key}`, message: `duplicate ${what} "${value}"` });
    seen.add(same(value));
  });
}

const days = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : undefined;
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** The raw file as the notice rule reads it: what is of the wrong type counts as left out. */
function noticeView(raw: unknown): NoticeBrand {
  const brandAhead = field(field(raw, "brand"), "orderAhead");
  return {
    brand: {
      orderAhead: {
        ...DEFAULT_ORDER_AHEAD,
        daysAhead: days(field(brandAhead, "daysAhead")) ?? DEFAULT_ORDER_AHEAD.daysAhead,
      },
    },
    branches: list(field(raw, "branches")).map((b) => ({
      id: str(b.id),
      name: str(b.name),
      menuId: str(b.menuId),
      hiddenItems: Array.isArray(b.hiddenItems) ? b.hiddenItems.map(str) : undefined,
      orderAhead: { daysAhead: days(field(b.orderAhead, "daysAhead")) },
    })),
    menus: list(field(raw, "menus")).map((menu) => ({
      id: str(menu.id),
      sections: list(menu.sections).map((section) => ({
        items: list(section.items).map((item) => ({
          uid: str(item.uid),
          name: str(item.name),
          leadTimeHours: days(item.leadTimeHours),
        })),
      })),
    })),
  };
}

/**
 * Rules across fields. Run on the raw file even when its shape is wrong, so one pass reports
 * every problem rather than the first layer of them.
 */
function crossCheck(raw: unknown): BrandFileProblem[] {
  const out: BrandFileProblem[] = [];
  const branches = list(field(raw, "branches"));
  const menus = list(field(raw, "menus"));
  duplicates(branches, "id", "$.branches", "branch id", out);
  duplicates(menus, "id", "$.menus", "menu id", out);
  const menuIds = new Set(menus.map((m) => m.id));
  branches.forEach((b, i) => {
    if (typeof b.menuId === "string" && !menuIds.has(b.menuId))
      out.push({ path: `$.branches[${i}].menuId`, message: `no menu has id "${b.menuId}"` });
  });
  // A branch hides items of its own menu: an unknown uid is a typo, or an item since deleted.
  branches.forEach((b, i) => {
    const menu = menus.find((m) => m.id === b.menuId);
    if (!menu || !Array.isArray(b.hiddenItems)) return;
    const uids = new Set(
      list(menu.sections).flatMap((section) => list(section.items).map((item) => item.uid)),
    );
    (b.hiddenItems as unknown[]).forEach((uid, k) => {
      if (typeof uid === "string" && !uids.has(uid))
        out.push({
          path: `$.branches[${i}].hiddenItems[${k}]`,
          message: `menu "${String(b.menuId)}" has no item "${uid}"`,
        });
    });
  });
  // An item needs no more notice than the days ahead of the branches selling it (order-ahead.ts).
  for (const conflict of noticeConflicts(noticeView(raw)))
    out.push({
      path: `$.menus[${conflict.menu}].sections[${conflict.section}].items[${conflict.item}].leadTimeHours`,
      message: noticeConflictMessage(conflict),
    });
  menus.forEach((menu, m) => {
    const sections = list(menu.sections);
    duplicates(sections, "id", `$.menus[${m}].sections`, "section id", out);
    const uids = new Set<unknown>();
    sections.forEach((section, s) =>
      list(section.items).forEach((item, i) => {
        if (typeof item.uid !== "string") return;
        if (uids.has(item.uid))
          out.push({
            path: `$.menus[${m}].sections[${s}].items[${i}].uid`,
            message: `duplicate item uid "${item.uid}" in this menu`,
          });
        uids.add(item.uid);
      }),
    );
  });
  const staff = list(field(raw, "staff"));
  duplicates(staff, "phoneNumber", "$.staff", "staff phone number", out, normalPhoneNumber);
  const branchIds = new Set(branches.map((b) => b.id));
  staff.forEach((member, i) => {
    const ids = Array.isArray(member.branchIds) ? (member.branchIds as unknown[]) : [];
    const role = STAFF_ROLES.find((r) => r === member.role);
    if (role && roleNeedsBranches(role) && ids.length === 0)
      out.push({ path: `$.staff[${i}].branchIds`, message: "staff need at least one branch" });
    if (role && !roleNeedsBranches(role) && ids.length > 0)
      out.push({
        path: `$.staff[${i}].branchIds`,
        message: "an owner acts on every branch: leave branchIds out",
      });
    ids.forEach((id, k) => {
      if (typeof id === "string" && !branchIds.has(id))
        out.push({ path: `$.staff[${i}].branchIds[${k}]`, message: `no branch has id "${id}"` });
    });
  });
  const app = field(field(field(raw, "storeConfigs"), "salesChannels"), "customerApp");
  const blocksAt = "$.storeConfigs.salesChannels.customerApp.shippingBlocks";
  const blocks = list(field(app, "shippingBlocks"));
  duplicates(blocks, "id", blocksAt, "shipping block id", out);
  // An order names its delivery method by humanReadableName (spec §3): two alike are ambiguous.
  duplicates(blocks, "humanReadableName", blocksAt, "delivery method name", out, (n) => n.trim());
  blocks.forEach((block, b) =>
    list(field(block.merchantLevelConfigs, "segments")).forEach((seg, s) => {
      if (typeof seg.from === "number" && typeof seg.to === "number" && seg.from > seg.to)
        out.push({
          path: `${blocksAt}[${b}].merchantLevelConfigs.segments[${s}]`,
          message: "from must not be greater than to",
        });
    }),
  );
  const online = field(field(field(app, "paymentsMethods"), "online"), "merchantLevelConfigs");
  const provider = PAYMENT_PROVIDERS.find((p) => p === field(online, "provider"));
  const channels = field(online, "channels");
  if (provider && Array.isArray(channels))
    channels.forEach((channel, i) => {
      if (
        typeof channel === "string" &&
        !(PROVIDER_CHANNELS[provider] as string[]).includes(channel)
      )
        out.push({
          path: `$.storeConfigs.salesChannels.customerApp.paymentsMethods.online.merchantLevelConfigs.channels[${i}]`,
          message: `${provider} does not offer ${channel}`,
        });
    });
  const transfer = field(field(field(app, "paymentsMethods"), "transfer"), "merchantLevelConfigs");
  const options = field(transfer, "transferOptions");
  if (
    field(transfer, "isActive") === true &&
    options &&
    typeof options === "object" &&
    Object.keys(options).length === 0
  )
    out.push({
      path: "$.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer.merchantLevelConfigs.transferOptions",
      message: "an active transfer method needs at least one transfer option",
    });
  return out;
}

export type BrandFileResult =
  { ok: true; file: BrandFile } | { ok: false; problems: BrandFileProblem[] };

function check<S extends z.ZodType>(schema: S, raw: unknown) {
  const parsed = schema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: jsonPath(issue.path), message: issue.message }));
  problems.push(...crossCheck(raw));
  return { parsed, problems };
}

/** Every problem of a brand file, each with its JSON path; or the parsed file. */
export function checkBrandFile(raw: unknown): BrandFileResult {
  const { parsed, problems } = check(brandFileSchema, raw);
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, file: parsed.data };
}

export type BrandDocumentResult =
  { ok: true; document: BrandDocument } | { ok: false; problems: BrandFileProblem[] };

/**
 * A stored brand document, checked as a brand file is (the same schema and cross-field rules),
 * plus what only a document can get wrong: its `storeConfigs.brandId` and every image belong to
 * its own brand.
 */
export function checkBrandDocument(raw: unknown): BrandDocumentResult {
  const { parsed, problems } = check(brandDocumentSchema, raw);
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  const { $schema, ...document } = parsed.data;
  void $schema; // a file's editor hint, not part of the brand
  const brandId = document.brand.id;
  if (document.storeConfigs.brandId !== brandId)
    problems.push({ path: "$.storeConfigs.brandId", message: `must be "${brandId}"` });
  for (const { path, src } of brandImages(document))
    if (!src.startsWith(`/media/${brandId}/`))
      problems.push({ path, message: "must be an image of this brand" });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, document };
}

/**
 * Every image a brand file or document names (its logo, transfer logos, item images), with the
 * JSON path that names it; `item` marks a menu item's image.
 */
export function brandImages(
  brand: BrandFile | BrandDocument,
): { path: string; src: string; item?: true }[] {
  const transferOptions =
    brand.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer?.merchantLevelConfigs
      .transferOptions ?? {};
  return [
    {
      path: "$.storeConfigs.branding.onBrandColorLogoVariantSrc",
      src: brand.storeConfigs.branding.onBrandColorLogoVariantSrc,
    },
    ...Object.entries(transferOptions).map(([key, option]) => ({
      path: `$.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer.merchantLevelConfigs.transferOptions.${key}.logoSrc`,
      src: option.logoSrc,
    })),
    ...brand.menus.flatMap((menu, m) =>
      menu.sections.flatMap((section, s) =>
        section.items.flatMap((item, i) =>
          item.images.map((image, k) => ({
            path: `$.menus[${m}].sections[${s}].items[${i}].images[${k}].src`,
            src: image.src,
            item: true as const,
          })),
        ),
      ),
    ),
  ];
}
