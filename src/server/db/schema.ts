import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { OrderTime } from "@/domain/basket";
import type { OrderMode } from "@/domain/order-mode";
import type { StaffRole } from "@/domain/auth";
import type {
  BranchPrinter,
  BrandDocument,
  BusinessType,
  LanguageTemplates,
  StoreConfigs,
} from "@/domain/brand-config";
import type { BrandChange, RevisionSource } from "@/domain/brand-revisions";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { ENDED_COURIER_STATUSES } from "@/domain/couriers";
import type {
  AppliedDiscount,
  DiscountOn,
  PromotionBenefit,
  PromotionCaps,
  PromotionConditions,
  PromotionTrigger,
} from "@/domain/promotions";
import type { LoyaltyEntryKind, LoyaltySettings } from "@/domain/loyalty";
import type {
  CourierAggregator,
  CourierSettings,
  CourierStatus,
  ServiceCode,
} from "@/domain/couriers";
import type { Channel, ChannelChoice, MessageKind, MessageStatus } from "@/domain/whatsapp";
import type { Closure, WeeklyHours } from "@/domain/hours";
import type { ItemImage } from "@/domain/item-image";
import type { Locale } from "@/domain/locale";
import type { MessageChoice } from "@/domain/account";
import type { OptionGroup } from "@/domain/options";
import type { OrderActor, OrderEventType, OrderStatus, OrderView } from "@/domain/order";
import type {
  OnlinePaymentState,
  PaymentAction,
  PaymentChannel,
  PaymentProvider,
} from "@/domain/online-payment";
import type { OrderAhead } from "@/domain/slots";
import { DEFAULT_ORDER_AHEAD } from "@/domain/slots";
import type { BranchOrderAhead } from "@/domain/order-ahead";
import type { TillFigures } from "@/domain/till";
import { OPEN_STATUSES } from "@/domain/order-status";

// Every tenant table carries brand_id and has it first in its key, so a query that forgets the
// brand cannot use the key and every foreign key stays inside one brand (STYLE.md practice 4).
// Enum and JSON columns carry their domain types (`.$type<T>()`, TypeScript only: no migration),
// so the row types (`$inferSelect`) are the shapes the code writes and reads, without casts.

export const brands = pgTable("brands", {
  id: text("id").primaryKey(),
  subDomainName: text("sub_domain_name").notNull().unique(),
  name: text("name").notNull(),
  currency: text("currency").notNull(),
  storeConfigs: jsonb("store_configs").$type<StoreConfigs>().notNull(),
  /** Content hash of the brand as written: part of cached page keys, so a change is never stale. */
  revision: text("revision").notNull(),
  /** The number of its latest row in brand_revisions (0: none kept yet). */
  revisionNumber: integer("revision_number").notNull().default(0),
  /** IANA time zone of the brand's kitchens: what "today" means on the staff board. */
  timeZone: text("time_zone").notNull().default("Asia/Jakarta"),
  /** The storefront's language when the browser names neither of ours (issue 17). */
  defaultLanguage: text("default_language").$type<Locale>().notNull().default("en"),
  /** What schema.org calls its shops (docs/brand-config.md). */
  businessType: text("business_type").$type<BusinessType>().notNull().default("Restaurant"),
  /** Slots for ordering ahead (src/domain/slots.ts). */
  orderAhead: jsonb("order_ahead").$type<OrderAhead>().notNull().default(DEFAULT_ORDER_AHEAD),
  /** Per-brand wording of the status messages sent to customers, per language (docs/orders.md). */
  messageTemplates: jsonb("message_templates").$type<LanguageTemplates>().notNull().default({}),
  // Issue 35: a shop's state (src/domain/shop-state.ts). Outside the revisioned document, so a
  // restore never closes an open shop nor lifts a suspension.
  /** When the owner opened the shop; null while it is being set up (a sign-up's new shop). */
  openedAt: timestamp("opened_at", { withTimezone: true }).defaultNow(),
  /** Set by the platform's operators: the storefront says so and takes no orders. */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  suspendedReason: text("suspended_reason"),
  /** The shop's own host name (issue 35 item 7), e.g. order.mycakeshop.id; lower case. */
  customDomain: text("custom_domain").unique(),
  /** When its DNS record was last found pointing here; requests reach the shop only once set. */
  customDomainVerifiedAt: timestamp("custom_domain_verified_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The brand a row belongs to; deleting the brand deletes the row (every tenant table has one). */
const ownedByBrand = () =>
  text("brand_id")
    .notNull()
    .references(() => brands.id, { onDelete: "cascade" });

/**
 * Every change of a brand (issue 19 item 7): the whole document as written (src/server/brands/
 * revisions.ts), who made it, how (an import, the owner console, a restore) and what changed.
 * Numbered 1, 2, … per brand; `brands.revision_number` is the latest.
 */
export const brandRevisions = pgTable(
  "brand_revisions",
  {
    brandId: ownedByBrand(),
    number: integer("number").notNull(),
    /** The content hash the brand had after it (brands.revision). */
    hash: text("hash").notNull(),
    document: jsonb("document").$type<BrandDocument>().notNull(),
    source: text("source").$type<RevisionSource>().notNull(),
    authorName: text("author_name").notNull(),
    /** The signed-in author's number; null for an import or a migration. */
    authorPhone: text("author_phone"),
    summary: jsonb("summary").$type<BrandChange[]>().notNull(),
    /** A restore: the revision it brought back. */
    restoredFrom: integer("restored_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.number] })],
);

export const menus = pgTable(
  "menus",
  {
    brandId: ownedByBrand(),
    id: text("id").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.id] })],
);

export const branches = pgTable(
  "branches",
  {
    brandId: ownedByBrand(),
    id: text("id").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    phoneNumber: text("phone_number").notNull(),
    menuId: text("menu_id").notNull(),
    position: integer("position").notNull(),
    /** Weekly opening hours; null: open at all times (src/domain/hours.ts). */
    openingHours: jsonb("opening_hours").$type<WeeklyHours>(),
    closures: jsonb("closures").$type<Closure[]>().notNull().default([]),
    /** The smallest items subtotal of a pickup order; null: none (src/domain/minimum-order.ts). */
    pickupMinimumOrder: integer("pickup_minimum_order"),
    /** The order modes it takes; null: both (src/domain/branch-offer.ts). */
    orderModes: jsonb("order_modes").$type<OrderMode[]>(),
    /** Items of its menu it does not sell (uids). */
    hiddenItems: jsonb("hidden_items").$type<string[]>().notNull().default([]),
    /** Its own ordering-ahead values; null: the brand's (src/domain/order-ahead.ts). */
    orderAhead: jsonb("order_ahead").$type<BranchOrderAhead>(),
    /** Closed by its owner until they reopen it, with the reason customers see; null: not. */
    closedUntilReopened: jsonb("closed_until_reopened").$type<{ reason: string }>(),
    /** Its network printer (issue 36 item 2, src/server/printing); null: none. */
    printer: jsonb("printer").$type<BranchPrinter>(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.id] }),
    foreignKey({ columns: [t.brandId, t.menuId], foreignColumns: [menus.brandId, menus.id] }),
  ],
);

export const menuSections = pgTable(
  "menu_sections",
  {
    brandId: text("brand_id").notNull(),
    menuId: text("menu_id").notNull(),
    id: text("id").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.menuId, t.id] }),
    foreignKey({
      columns: [t.brandId, t.menuId],
      foreignColumns: [menus.brandId, menus.id],
    }).onDelete("cascade"),
  ],
);

export const menuItems = pgTable(
  "menu_items",
  {
    brandId: text("brand_id").notNull(),
    menuId: text("menu_id").notNull(),
    uid: text("uid").notNull(),
    sectionId: text("section_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    images: jsonb("images").$type<ItemImage[]>().notNull(),
    /** Hours of notice the kitchen needs (src/domain/slots.ts); 0: none. */
    leadTimeHours: integer("lead_time_hours").notNull().default(0),
    /** What the customer chooses of the item (src/domain/options.ts); []: nothing. */
    optionGroups: jsonb("option_groups").$type<OptionGroup[]>().notNull().default([]),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.menuId, t.uid] }),
    foreignKey({
      columns: [t.brandId, t.menuId, t.sectionId],
      foreignColumns: [menuSections.brandId, menuSections.menuId, menuSections.id],
    }).onDelete("cascade"),
  ],
);

// --- Customers and sign-in (issue 3) ---
// A customer is one uid per phone number, shared by every brand: the spec's globalCustomerId.
// It is the one table without brand_id; everything that grants access (codes, tokens, sessions)
// carries the brand it was issued for.

export const customers = pgTable("customers", {
  id: text("id").primaryKey(),
  /**
   * Null: an erased customer (docs/privacy.md): a brand's orders kept for its books after their
   * customer deleted their account point to one of these, which names nobody.
   */
  phoneNumber: text("phone_number").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: text("id").primaryKey(),
    brandId: ownedByBrand(),
    phoneNumber: text("phone_number").notNull(),
    /** HMAC-SHA256 of the code with a key derived from APP_SECRET; never the code itself. */
    codeHash: text("code_hash").notNull(),
    /**
     * SHA-256 of the secret in the asking device's cookie (issue 31 item 5): only that device can
     * spend tries on the code. Null for codes from before it, which no device can then use.
     */
    askerHash: text("asker_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("otp_codes_brand_phone_idx").on(t.brandId, t.phoneNumber, t.createdAt)],
);

/** One row per code request, for rate limits that hold across instances. */
export const otpRequests = pgTable(
  "otp_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phoneNumber: text("phone_number").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("otp_requests_phone_idx").on(t.phoneNumber, t.createdAt),
    index("otp_requests_ip_idx").on(t.ip, t.createdAt),
  ],
);

/** Single-use sign-in tokens (the spec's "custom token"): a row per token, marked when used. */
export const signInTokens = pgTable("sign_in_tokens", {
  id: text("id").primaryKey(),
  brandId: ownedByBrand(),
  customerId: text("customer_id")
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    brandId: ownedByBrand(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** SHA-256 of the cookie value; the value itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_customer_idx").on(t.customerId)],
);

// --- The customer's account at a brand (issue 32 item 8, docs/privacy.md) ---
// Per brand: each brand is its own data controller (UU PDP), so what a customer tells one brand
// is not shown to another, although the customer (the phone number) is shared.

/** What the customer told this brand about themselves; no row: nothing (the defaults). */
export const customerProfiles = pgTable(
  "customer_profiles",
  {
    brandId: ownedByBrand(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Their name as they write it (src/domain/account.ts): kitchen tickets and the board show it. */
    name: text("name"),
    /** The storefront's language and their messages'; null: none chosen. */
    language: text("language").$type<Locale>(),
    messages: text("messages").$type<MessageChoice>().notNull().default("EVERY_UPDATE"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When they were first asked their name after signing in, answered or skipped (or first set
     * or removed it on the account page): asked once, on every device (issue 36 item 3).
     */
    nameAskedAt: timestamp("name_asked_at", { withTimezone: true }),
    /** When they turned order messages by WhatsApp off (replied STOP, or on the account page). */
    whatsappOffAt: timestamp("whatsapp_off_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.customerId] })],
);

/** Recent addresses the customer removed from their list; the orders they came from are kept. */
export const hiddenAddresses = pgTable(
  "hidden_addresses",
  {
    brandId: ownedByBrand(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    addressDetails: text("address_details").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.customerId, t.address, t.addressDetails] })],
);

// --- Orders (spec §3 Order; written by checkout, read by recent addresses and tracking) ---

export const orders = pgTable(
  "orders",
  {
    brandId: ownedByBrand(),
    id: text("id").notNull(),
    /** The spec's globalCustomerId: the customer's uid. */
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id),
    status: text("status").$type<OrderStatus>().notNull(),
    orderMode: text("order_mode").$type<OrderMode>().notNull(),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddress>(),
    deliveryOrPickupTime: text("delivery_or_pickup_time").$type<OrderTime>().notNull(),
    deliveryNotes: text("delivery_notes").notNull().default(""),
    /** LATER: the slot ordered for (src/domain/slots.ts); null for NOW and older orders. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    /** The language the customer ordered in: their status messages are written in it. */
    language: text("language").$type<Locale>().notNull().default("en"),
    /** The branch it was ordered from: which staff see it. */
    branchId: text("branch_id").notNull(),
    /** A snapshot of the branch as ordered from (name, address with lat/lng, phone). */
    selectedBranch: jsonb("selected_branch").$type<OrderView["selectedBranch"]>().notNull(),
    /** The method as charged, with the route's length (null for pickup). */
    deliveryMethod: jsonb("delivery_method").$type<NonNullable<OrderView["deliveryMethod"]>>(),
    /** The items as ordered: each line with the name and price it was charged at. */
    basket: jsonb("basket").$type<OrderView["basket"]>().notNull(),
    payment: jsonb("payment").$type<OrderView["payment"]>().notNull(),
    total: numeric("total", { precision: 14, scale: 2, mode: "number" }).notNull(),
    /**
     * When it was paid: a transfer staff confirmed, cash handed over (on completion or by a tap,
     * issue 36), an online payment its gateway confirmed; null while unpaid.
     */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the request body as understood: the same key with another body is a 409. */
    requestHash: text("request_hash"),
    /** The transfer receipt that pays this order: unique, so one receipt pays one order (issue 13). */
    proofUploadId: text("proof_upload_id").references(() => uploads.id),
    /**
     * The customer's name at this brand when the order was placed (issue 36 item 3): a later
     * rename leaves the order's ticket as it was. Null: none given, or an order from before it
     * was kept (the profile's name is shown then); erased with the account.
     */
    customerName: text("customer_name"),
    /**
     * The uid of the staff member who took the order by phone or WhatsApp (issue 36 item 4); null:
     * its customer placed it. No foreign key: it names who took it, not an account that must stay.
     */
    takenBy: text("taken_by"),
    /**
     * What was taken off it (issue 39): at most one promotion off the items, one off the delivery,
     * and a loyalty reward, as named and priced when it was placed. `total` is after them.
     */
    discounts: jsonb("discounts").$type<AppliedDiscount[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.id] }),
    index("orders_customer_idx").on(t.brandId, t.customerId, t.createdAt),
    index("orders_board_idx").on(t.brandId, t.branchId, t.createdAt),
    uniqueIndex("orders_idempotency_idx").on(t.brandId, t.customerId, t.idempotencyKey),
    uniqueIndex("orders_proof_upload_idx").on(t.brandId, t.proofUploadId),
    // How full a branch's slot is (SLOT_FULL, the slots a customer is offered).
    index("orders_slot_idx").on(t.brandId, t.branchId, t.scheduledFor),
    // The board's open orders of a branch by when they are due (issue 34 item 2): today's, and
    // the older ones counted and paged (src/server/orders/board.ts says both the same way).
    index("orders_open_idx")
      .on(t.brandId, t.branchId, sql`coalesce(scheduled_for, created_at)`, t.id)
      .where(sql.raw(`status in (${OPEN_STATUSES.map((s) => `'${s}'`).join(", ")})`)),
    // The till's money of a branch's day (issue 36 item 5, src/server/staff/till.ts).
    index("orders_paid_idx")
      .on(t.brandId, t.branchId, t.paidAt)
      .where(sql`paid_at is not null`),
  ],
);

/** Files customers upload (payment proofs): who may see them, and where the bytes are. */
export const uploads = pgTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    brandId: ownedByBrand(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id),
    purpose: text("purpose").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    /** A small copy for lists such as the staff board's card (issue 13); null for older uploads. */
    thumbKey: text("thumb_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("uploads_customer_idx").on(t.customerId, t.createdAt),
    index("uploads_created_idx").on(t.createdAt),
  ],
);

/**
 * Images the owner console stored for a brand (issue 31 item 12): one row per image, by what a
 * brand document names when it uses it (`{brandId}/{hash}`, the part of `/media/…` before any
 * variant's width), with the storage keys made for it. An image that no revision names is deleted
 * once `created_at` (renewed when the same image is uploaded again) is older than
 * OWNER_IMAGE_ORPHAN_SECONDS (src/server/owner/image-orphans.ts).
 */
export const ownerImages = pgTable(
  "owner_images",
  {
    brandId: ownedByBrand(),
    ref: text("ref").notNull(),
    keys: jsonb("keys").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.ref] }),
    index("owner_images_created_idx").on(t.createdAt),
  ],
);

/**
 * Answers of a paid maps provider, kept so the same search or address is not paid for twice
 * (issue 31 item 11, docs/delivery.md "Costs"): by provider and normalized text, until
 * `expires_at` (the provider's terms bound it). Shared by every instance on the database.
 */
export const geoCache = pgTable(
  "geo_cache",
  {
    key: text("key").primaryKey(),
    value: jsonb("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("geo_cache_expires_idx").on(t.expiresAt)],
);

/**
 * One row per counted attempt, for sliding-window limits that hold across instances (verification
 * tries per number and per client address, issue 13). `bucket` names the limit, `subject` who is
 * counted (a phone number, an address).
 */
export const rateHits = pgTable(
  "rate_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_hits_subject_idx").on(t.bucket, t.subject, t.createdAt)],
);

/** Data migrations written in TypeScript (they need libraries SQL lacks), each applied once. */
export const dataMigrations = pgTable("data_migrations", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- The brand's side (issue 7): staff, the order timeline, and queued messages ---

/**
 * A branch its staff paused ("busy: back in 30 min", issue 18 item 7): it takes no order for NOW
 * until `until`. Kept apart from the branch, which belongs to the brand file: an import keeps it.
 */
export const branchPauses = pgTable(
  "branch_pauses",
  {
    brandId: ownedByBrand(),
    branchId: text("branch_id").notNull(),
    until: timestamp("until", { withTimezone: true }).notNull(),
    /** Who paused it, for the board. */
    byName: text("by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.branchId] }),
    foreignKey({
      columns: [t.brandId, t.branchId],
      foreignColumns: [branches.brandId, branches.id],
    }).onDelete("cascade"),
  ],
);

/**
 * An item its branch's staff marked sold out (issue 18 item 6): not orderable there until
 * `until` (the end of the day), or until they mark it back when `until` is null. Apart from the
 * menu, which belongs to the brand file: an import keeps it.
 */
export const soldOutItems = pgTable(
  "sold_out_items",
  {
    brandId: ownedByBrand(),
    branchId: text("branch_id").notNull(),
    itemUid: text("item_uid").notNull(),
    until: timestamp("until", { withTimezone: true }),
    /** Who marked it, for the board. */
    byName: text("by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.branchId, t.itemUid] }),
    foreignKey({
      columns: [t.brandId, t.branchId],
      foreignColumns: [branches.brandId, branches.id],
    }).onDelete("cascade"),
  ],
);

/** Who may act on the brand: written with the brand's document (its `staff`). */
export const staff = pgTable(
  "staff",
  {
    brandId: ownedByBrand(),
    phoneNumber: text("phone_number").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole["role"]>().notNull(),
    /** The branches a manager or staff member acts on; an owner acts on every branch (stored empty). */
    branchIds: jsonb("branch_ids").$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.phoneNumber] })],
);

/** Every change of an order, in order: its timeline, and the cursor of the live streams. */
export const orderEvents = pgTable(
  "order_events",
  {
    brandId: text("brand_id").notNull(),
    id: bigserial("id", { mode: "number" }).notNull(),
    orderId: text("order_id").notNull(),
    /** A change of status (`status` set), a confirmed payment (`PAID`), an online payment's end. */
    type: text("type").$type<OrderEventType>().notNull(),
    status: text("status").$type<OrderStatus>(),
    /** 'customer', 'staff' or 'operator'; `actorName` says which one. */
    actor: text("actor").$type<OrderActor>().notNull(),
    actorName: text("actor_name").notNull().default(""),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.id] }),
    index("order_events_order_idx").on(t.brandId, t.orderId, t.id),
    // The till's refunds and cancellations of a day (issue 36 item 5, src/server/staff/till.ts).
    index("order_events_till_idx")
      .on(t.brandId, t.createdAt)
      .where(sql`type = 'REFUNDED' or (type = 'STATUS' and status = 'CANCELLED')`),
    foreignKey({
      columns: [t.brandId, t.orderId],
      foreignColumns: [orders.brandId, orders.id],
    }).onDelete("cascade"),
  ],
);

/**
 * Work done after a request has answered (status messages), kept in the database so a crash or a
 * failing gateway loses nothing. A worker claims a due job by pushing `runAt` forward (a lease);
 * success sets `doneAt`, failure schedules a retry with backoff until `failedAt`.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    brandId: text("brand_id").notNull(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`done_at is null and failed_at is null`),
    // The board asks how its printing went (issue 36 item 2, src/server/printing/print-state.ts).
    index("jobs_print_idx")
      .on(t.brandId, t.createdAt)
      .where(sql`kind = 'print'`),
  ],
);

export type BrandRow = typeof brands.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type MenuSectionRow = typeof menuSections.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;

/**
 * An order's online payment (issue 20, docs/payments.md): the charge at the brand's gateway and
 * where it stands. Its reference at the gateway is the order's id. Written with the order; the
 * charge is made after, by one request at a time (`chargingUntil`), so a retried checkout finds
 * it rather than making a second.
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    brandId: text("brand_id").notNull(),
    orderId: text("order_id").notNull(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    mode: text("mode").$type<"sandbox" | "production">().notNull(),
    channel: text("channel").$type<PaymentChannel>().notNull(),
    state: text("state").$type<OnlinePaymentState>().notNull().default("PENDING"),
    /** Whole rupiah: the order's total. A notification for another amount is refused. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /**
     * The gateway's reference of the current charge: the order's id for the first, `{orderId}-2`
     * and on after a failed payment tried again (issue 32 item 6; attemptReference).
     */
    reference: text("reference").notNull(),
    /** Which charge this is: 1 at checkout, one more each time the customer tries again. */
    attempt: integer("attempt").notNull().default(1),
    /** The gateway's own id of the charge; null until it was made. */
    gatewayId: text("gateway_id"),
    /** What the customer does to pay (a QR string, an e-wallet link, a VA number). */
    action: jsonb("action").$type<PaymentAction>(),
    /** A request is making the charge until then; another waits for it rather than making one. */
    chargingUntil: timestamp("charging_until", { withTimezone: true }),
    /** Why the charge could not be made the last time it was tried (the customer may try again). */
    chargeError: text("charge_error"),
    /** kedai's clock: unpaid by then, the order is cancelled (the gateway's expiry may be later). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the gateway was last asked about it (reconciliation of a lost notification). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    refundState: text("refund_state").$type<"PENDING" | "DONE" | "FAILED">(),
    refundError: text("refund_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.orderId] }),
    foreignKey({
      columns: [t.brandId, t.orderId],
      foreignColumns: [orders.brandId, orders.id],
    }).onDelete("cascade"),
    // The sweep's question: which pending payments are due for expiry or a status check.
    index("online_payments_pending_idx").on(t.state, t.expiresAt),
    // A gateway's notification names the reference.
    uniqueIndex("online_payments_reference_idx").on(t.brandId, t.reference),
  ],
);

/**
 * An order's earlier charges, replaced when its customer tried again (issue 32 item 6): a
 * gateway's word on one (paid late) still finds its order, and is paid or refunded by it.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    brandId: text("brand_id").notNull(),
    reference: text("reference").notNull(),
    orderId: text("order_id").notNull(),
    attempt: integer("attempt").notNull(),
    channel: text("channel").$type<PaymentChannel>().notNull(),
    gatewayId: text("gateway_id"),
    /** Where the charge stands: FAILED when replaced; PAID, then REFUNDED, if paid after all. */
    state: text("state").$type<OnlinePaymentState>().notNull(),
    refundState: text("refund_state").$type<"PENDING" | "DONE" | "FAILED">(),
    refundError: text("refund_error"),
    /** When kedai last asked the gateway about it (src/server/payments/watch.ts). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.reference] }),
    foreignKey({
      columns: [t.brandId, t.orderId],
      foreignColumns: [orders.brandId, orders.id],
    }).onDelete("cascade"),
    // An order's earlier charges: the board and the refund flows read them by order.
    index("payment_attempts_order_idx").on(t.brandId, t.orderId),
  ],
);

/** The gateway notifications taken, by their event key: the same one twice changes nothing. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    brandId: text("brand_id").notNull(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    eventKey: text("event_key").notNull(),
    orderId: text("order_id").notNull(),
    state: text("state").$type<OnlinePaymentState>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.provider, t.eventKey] })],
);

/**
 * A brand's keys at its gateway, sealed with AES-256-GCM under a key derived from APP_SECRET
 * (src/server/payments/credentials.ts): never in clear here, in an export, a log or an answer.
 */
export const paymentCredentials = pgTable(
  "payment_credentials",
  {
    brandId: ownedByBrand(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    sealed: text("sealed").notNull(),
    /** What the console shows of each key: its first and last characters. */
    masked: jsonb("masked").$type<Record<string, string>>().notNull(),
    updatedBy: text("updated_by").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.provider] })],
);

/** The built-in simulator's own charges (the gateway's side of a simulated payment). */
export const simulatedCharges = pgTable(
  "simulated_charges",
  {
    brandId: ownedByBrand(),
    reference: text("reference").notNull(),
    channel: text("channel").$type<PaymentChannel>().notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    state: text("state").$type<OnlinePaymentState>().notNull().default("PENDING"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    notificationUrl: text("notification_url").notNull(),
    returnUrl: text("return_url").notNull(),
    refunds: integer("refunds").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.reference] })],
);

// The week's numbers (issue 36 item 6, docs/owner.md "Numbers", decision 0046): the orders counted
// by the brand's day (its time zone) and kept up to date by triggers on `orders` in the same
// transaction as every change (migration 0025_numbers_rollups.sql), so a year's numbers read a few
// thousand narrow rows instead of every order's basket. Only those triggers write them. An order
// counts when it is not cancelled (src/domain/sales.ts); `revenue` is its total.

/** Per day, branch and payment method: orders, revenue, cancelled orders. */
export const salesDays = pgTable(
  "sales_days",
  {
    brandId: ownedByBrand(),
    day: date("day").notNull(),
    branchId: text("branch_id").notNull(),
    paymentMethod: text("payment_method").notNull(),
    orders: integer("orders").notNull().default(0),
    revenue: numeric("revenue", { precision: 16, scale: 2, mode: "number" }).notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.day, t.branchId, t.paymentMethod] })],
);

/** Per day, branch and hour of the brand's clock: orders, revenue, cancelled orders. */
export const salesHours = pgTable(
  "sales_hours",
  {
    brandId: ownedByBrand(),
    day: date("day").notNull(),
    branchId: text("branch_id").notNull(),
    hour: smallint("hour").notNull(),
    orders: integer("orders").notNull().default(0),
    revenue: numeric("revenue", { precision: 16, scale: 2, mode: "number" }).notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.day, t.branchId, t.hour] })],
);

/** Per day, branch and item: how many were sold and for how much (lines' quantity × price). */
export const salesItems = pgTable(
  "sales_items",
  {
    brandId: ownedByBrand(),
    day: date("day").notNull(),
    branchId: text("branch_id").notNull(),
    itemId: text("item_id").notNull(),
    /** The name it was last ordered by that day. */
    name: text("name").notNull(),
    quantity: integer("quantity").notNull().default(0),
    revenue: numeric("revenue", { precision: 16, scale: 2, mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.day, t.branchId, t.itemId] })],
);

/** Per day and branch, each customer with a counted order, and how many. */
export const salesCustomers = pgTable(
  "sales_customers",
  {
    brandId: ownedByBrand(),
    day: date("day").notNull(),
    branchId: text("branch_id").notNull(),
    customerId: text("customer_id").notNull(),
    orders: integer("orders").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.day, t.branchId, t.customerId] }),
    // A customer's first and last day again, when such an order is cancelled or moved.
    index("sales_customers_customer_idx").on(t.brandId, t.customerId, t.day),
  ],
);

/**
 * The first and last day of each customer's counted orders at the brand: new or returning, and
 * whether they ordered in a range at all without reading their days (decision 0046).
 */
export const salesCustomerSpans = pgTable(
  "sales_customer_spans",
  {
    brandId: ownedByBrand(),
    customerId: text("customer_id").notNull(),
    firstDay: date("first_day").notNull(),
    lastDay: date("last_day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.customerId] })],
);
/**
 * A branch's day closed at the till (issue 36 item 5, docs/till.md): the cash counted against the
 * cash the orders say, confirmed by its manager or the owner, with the day's figures as they were
 * confirmed. One per branch and day; a close the owner re-opened is kept, `reopenedAt` set. No
 * key to the branch: a branch removed keeps its closes, as its orders are kept.
 */
export const tillCloses = pgTable(
  "till_closes",
  {
    brandId: ownedByBrand(),
    id: bigserial("id", { mode: "number" }).notNull(),
    branchId: text("branch_id").notNull(),
    /** The brand's day (its time zone). */
    day: date("day", { mode: "string" }).notNull(),
    expected: numeric("expected", { precision: 14, scale: 2, mode: "number" }).notNull(),
    counted: numeric("counted", { precision: 14, scale: 2, mode: "number" }).notNull(),
    /** counted − expected. */
    difference: numeric("difference", { precision: 14, scale: 2, mode: "number" }).notNull(),
    note: text("note").notNull().default(""),
    figures: jsonb("figures").$type<TillFigures>().notNull(),
    /** The name of who confirmed it, as the brand file names them. */
    confirmedBy: text("confirmed_by").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
    reopenedBy: text("reopened_by"),
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.id] }),
    uniqueIndex("till_closes_day_idx")
      .on(t.brandId, t.branchId, t.day)
      .where(sql`reopened_at is null`),
  ],
);

/**
 * A brand's WhatsApp Business account at the Cloud API (issue 37 item 1, docs/whatsapp.md): its
 * phone number id, the access token and app secret sealed as payment keys are, and which channel
 * each kind of message goes by.
 */
export const brandWhatsapp = pgTable("brand_whatsapp", {
  brandId: ownedByBrand().primaryKey(),
  phoneNumberId: text("phone_number_id").notNull(),
  /** The access token and the app secret, sealed (src/server/payments/credentials.ts seal). */
  sealed: text("sealed").notNull(),
  /** What the console shows of each: its first and last characters. */
  masked: jsonb("masked").$type<Record<string, string>>().notNull(),
  /** The webhook's verify token, made by kedai: the owner pastes it at Meta. */
  verifyToken: text("verify_token").notNull(),
  signInChannel: text("sign_in_channel").$type<ChannelChoice>().notNull().default("SMS"),
  orderChannel: text("order_channel").$type<ChannelChoice>().notNull().default("SMS"),
  fallbackSeconds: integer("fallback_seconds").notNull().default(120),
  updatedBy: text("updated_by").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every message sent to a customer, by SMS or WhatsApp (issue 37): how it went (the Cloud API's
 * receipts), which order it was about, and the month's count by channel. Its phone number goes
 * with the customer's account when they delete it.
 */
export const customerMessages = pgTable(
  "customer_messages",
  {
    id: text("id").primaryKey(),
    brandId: ownedByBrand(),
    orderId: text("order_id"),
    kind: text("kind").$type<MessageKind>().notNull(),
    /** The order event it tells of (WHATSAPP_ORDER_EVENTS); null for a sign-in code. */
    event: text("event"),
    channel: text("channel").$type<Channel>().notNull(),
    phoneNumber: text("phone_number").notNull(),
    language: text("language").$type<Locale>().notNull(),
    /** The WhatsApp template's name; null for an SMS. */
    template: text("template"),
    /** The id the provider gave it (WhatsApp's wamid), which its receipts name. */
    providerId: text("provider_id"),
    status: text("status").$type<MessageStatus>().notNull().default("queued"),
    error: text("error"),
    /** The WhatsApp message this SMS stands in for (WHATSAPP_THEN_SMS). */
    fallbackOf: text("fallback_of"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_messages_order_idx").on(t.brandId, t.orderId),
    index("customer_messages_month_idx").on(t.brandId, t.createdAt),
    uniqueIndex("customer_messages_provider_idx").on(t.brandId, t.providerId),
  ],
);

/** A customer's WhatsApp reply (issue 37 item 4): shown on their order for the staff. */
export const whatsappReplies = pgTable(
  "whatsapp_replies",
  {
    brandId: ownedByBrand(),
    /** WhatsApp's id of the message: a webhook told twice stores it once. */
    providerId: text("provider_id").notNull(),
    phoneNumber: text("phone_number").notNull(),
    /** Their latest order at the brand when it came; null when they had none. */
    orderId: text("order_id"),
    text: text("text").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.providerId] }),
    index("whatsapp_replies_order_idx").on(t.brandId, t.orderId),
  ],
);

/** A brand's couriers (issue 38, docs/couriers.md): the aggregator's key, sealed, and its settings. */
export const brandCouriers = pgTable("brand_couriers", {
  brandId: ownedByBrand().primaryKey(),
  aggregator: text("aggregator").$type<CourierAggregator>().notNull().default("biteship"),
  /** The aggregator's API key, sealed (src/server/payments/credentials.ts seal). */
  sealed: text("sealed").notNull(),
  /** What the console shows of it: its first and last characters. */
  masked: text("masked").notNull(),
  /**
   * Made by kedai, pasted by the owner into the aggregator's webhook settings: its status calls
   * carry it, and one without it is refused.
   */
  webhookSecret: text("webhook_secret").notNull(),
  settings: jsonb("settings").$type<Omit<CourierSettings, "aggregator">>().notNull(),
  updatedBy: text("updated_by").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each courier booked for an order (issue 38): the aggregator's order, its driver, its status as
 * the aggregator's webhooks tell it, and what the shop pays. A failed booking stays, for the
 * record; an order has at most one booking that still runs.
 */
export const courierBookings = pgTable(
  "courier_bookings",
  {
    id: text("id").primaryKey(),
    brandId: ownedByBrand(),
    orderId: text("order_id").notNull(),
    aggregator: text("aggregator").$type<CourierAggregator>().notNull(),
    service: text("service").$type<ServiceCode>().notNull(),
    /** The aggregator's order id; null until it answered the booking. */
    providerOrderId: text("provider_order_id"),
    status: text("status").$type<CourierStatus>().notNull().default("confirmed"),
    trackingId: text("tracking_id"),
    waybillId: text("waybill_id"),
    driverName: text("driver_name"),
    driverPhone: text("driver_phone"),
    driverPlate: text("driver_plate"),
    trackingLink: text("tracking_link"),
    /** What the aggregator charges the shop for it, once it said. */
    cost: numeric("cost", { precision: 14, scale: 2, mode: "number" }),
    /** Why it failed, as the aggregator or staff said. */
    failure: text("failure"),
    /** Staff's uid, or "system" when the branch's rule booked it. */
    bookedBy: text("booked_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.brandId, t.orderId],
      foreignColumns: [orders.brandId, orders.id],
    }).onDelete("cascade"),
    index("courier_bookings_order_idx").on(t.brandId, t.orderId, t.createdAt),
    uniqueIndex("courier_bookings_provider_idx").on(t.aggregator, t.providerOrderId),
    // One booking that still runs per order: booking twice at once (two tablets) books one.
    uniqueIndex("courier_bookings_live_idx")
      .on(t.brandId, t.orderId)
      .where(sql.raw(`status not in (${ENDED_COURIER_STATUSES.map((s) => `'${s}'`).join(", ")})`)),
  ],
);

/** Every status an aggregator told of a booking, once each: a webhook told twice counts once. */
export const courierUpdates = pgTable(
  "courier_updates",
  {
    bookingId: text("booking_id")
      .notNull()
      .references(() => courierBookings.id, { onDelete: "cascade" }),
    status: text("status").$type<CourierStatus>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.status] })],
);

/**
 * The courier stand-in's own bookings (COURIER_PROVIDER=standin, demos and tests; never in
 * production): what a real aggregator would keep on its side, which its test page moves along.
 */
export const courierStandinOrders = pgTable("courier_standin_orders", {
  id: text("id").primaryKey(),
  /** kedai's booking id, as an aggregator keeps the caller's reference. */
  reference: text("reference").notNull(),
  service: text("service").$type<ServiceCode>().notNull(),
  status: text("status").$type<CourierStatus>().notNull().default("confirmed"),
  driverName: text("driver_name"),
  driverPhone: text("driver_phone"),
  driverPlate: text("driver_plate"),
  cost: numeric("cost", { precision: 14, scale: 2, mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A brand's promotions (issue 39, src/domain/promotions.ts). `uses` counts the orders that used it
 * and were not cancelled: raised under its total cap in the order's transaction (a conditional
 * update: one use left, twenty customers at once, one wins), lowered when such an order is
 * cancelled. An archived promotion applies to nothing and is kept for the numbers.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    brandId: ownedByBrand(),
    name: text("name").notNull(),
    trigger: text("trigger").$type<PromotionTrigger>().notNull(),
    benefit: jsonb("benefit").$type<PromotionBenefit>().notNull(),
    conditions: jsonb("conditions").$type<PromotionConditions>().notNull(),
    caps: jsonb("caps").$type<PromotionCaps>().notNull(),
    active: boolean("active").notNull().default(true),
    uses: integer("uses").notNull().default(0),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    updatedBy: text("updated_by").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("promotions_brand_idx").on(t.brandId, t.createdAt)],
);

/**
 * A CODE promotion's codes: one the owner chose (any number of uses, under the promotion's caps),
 * or a campaign's generated codes (`maxUses` 1 each). Unique per brand, kept normalized
 * (src/domain/promotions.ts normalizeCode).
 */
export const promotionCodes = pgTable(
  "promotion_codes",
  {
    brandId: ownedByBrand(),
    code: text("code").notNull(),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    /** Null: as many as the promotion's caps allow. */
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.code] }),
    index("promotion_codes_promotion_idx").on(t.promotionId),
  ],
);

/** Each customer's uses of a promotion, for its per-customer cap (raised and lowered as `uses`). */
export const promotionCustomerUses = pgTable(
  "promotion_customer_uses",
  {
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    uses: integer("uses").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.customerId] })],
);

/**
 * Each order's use of a promotion: what it took off and by which code; `returnedAt` once the order
 * was cancelled (or refunded) and its use given back. The numbers count the ones not returned.
 */
export const promotionUses = pgTable(
  "promotion_uses",
  {
    brandId: ownedByBrand(),
    orderId: text("order_id").notNull(),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    code: text("code"),
    customerId: text("customer_id").notNull(),
    on: text("on").$type<DiscountOn>().notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.orderId, t.promotionId] }),
    foreignKey({
      columns: [t.brandId, t.orderId],
      foreignColumns: [orders.brandId, orders.id],
    }).onDelete("cascade"),
    index("promotion_uses_promotion_idx").on(t.promotionId, t.createdAt),
  ],
);

/** A brand's loyalty program (issue 39 item 4, src/domain/loyalty.ts); none: no row. */
export const loyaltyPrograms = pgTable("loyalty_programs", {
  brandId: ownedByBrand().primaryKey(),
  settings: jsonb("settings").$type<LoyaltySettings>().notNull(),
  updatedBy: text("updated_by").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's stamps or points at a brand. Spent by a conditional update (balance >= cost) in
 * the order's transaction: two orders at once cannot spend one reward twice.
 */
export const loyaltyAccounts = pgTable(
  "loyalty_accounts",
  {
    brandId: ownedByBrand(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.customerId] })],
);

/** Every change of a balance, the account page's history; once per order and kind. */
export const loyaltyEntries = pgTable(
  "loyalty_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    brandId: ownedByBrand(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    orderId: text("order_id"),
    kind: text("kind").$type<LoyaltyEntryKind>().notNull(),
    /** Signed: + earned or given back, − redeemed. */
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_entries_customer_idx").on(t.brandId, t.customerId, t.createdAt),
    uniqueIndex("loyalty_entries_order_idx").on(t.brandId, t.orderId, t.kind),
  ],
);
