// Promotions, codes and loyalty written into a test database by SQL (issue 39), for integration
// and end-to-end tests (Playwright's cannot import the server's modules: the drivers alone here).
// On PGlite the database is one process's: stop the server first, and start it again after
// (tests/integration/promotions*.integ.ts `whileStopped`); PostgreSQL takes them while it runs.
import { randomBytes } from "node:crypto";
import type { LoyaltyProgram, LoyaltySettings } from "../../src/domain/loyalty";
import type { Promotion, PromotionCaps, PromotionConditions } from "../../src/domain/promotions";
import type { Exec } from "./board-history";
import { withDatabase } from "./board-history";
import type { TestLocation } from "./database";

/** No condition: any branch, mode, time, payment, customer. */
export const NO_CONDITIONS: PromotionConditions = {
  minimumSpend: null,
  startsAt: null,
  endsAt: null,
  hours: null,
  branchIds: null,
  orderModes: null,
  paymentMethods: null,
  firstOrderOnly: false,
};

/** A promotion as a test states it: what it leaves out is the default (10% off the order, automatic, on). */
export type TestPromotion = Partial<Omit<Promotion, "conditions" | "caps">> & {
  conditions?: Partial<PromotionConditions>;
  caps?: Partial<PromotionCaps>;
  /** Uses counted so far (promotions.uses). */
  uses?: number;
  /** Archived: kept for the numbers, applies to nothing. */
  archived?: boolean;
};

/** A code of a CODE promotion: its text (kept as typed: give it normalized), and its own cap. */
export type TestCode = string | { code: string; maxUses: number | null; uses?: number };

/** Writes a promotion (and its codes) with `exec`; answers its id. */
export async function insertPromotion(
  exec: Exec,
  brandId: string,
  promotion: TestPromotion = {},
  codes: readonly TestCode[] = [],
): Promise<string> {
  const id = promotion.id ?? `promo-${randomBytes(6).toString("hex")}`;
  const trigger = promotion.trigger ?? (codes.length > 0 ? "CODE" : "AUTOMATIC");
  await exec(
    `insert into promotions (id, brand_id, name, trigger, benefit, conditions, caps, active, uses, archived_at, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'test')`,
    [
      id,
      brandId,
      promotion.name ?? `Promotion ${id}`,
      trigger,
      JSON.stringify(
        promotion.benefit ?? {
          type: "PERCENT_OFF",
          percent: 10,
          maxDiscount: null,
          target: { scope: "ORDER" },
        },
      ),
      JSON.stringify({ ...NO_CONDITIONS, ...promotion.conditions }),
      JSON.stringify({ total: null, perCustomer: null, ...promotion.caps }),
      promotion.active ?? true,
      promotion.uses ?? 0,
      promotion.archived ? new Date().toISOString() : null,
    ],
  );
  for (const code of codes) {
    const {
      code: text,
      maxUses,
      uses,
    } = typeof code === "string" ? { code, maxUses: null, uses: 0 } : code;
    await exec(
      `insert into promotion_codes (brand_id, code, promotion_id, max_uses, uses) values ($1, $2, $3, $4, $5)`,
      [brandId, text, id, maxUses, uses ?? 0],
    );
  }
  return id;
}

/** A promotion (and its codes) in the database at `location`; answers its id. */
export async function addPromotion(
  location: TestLocation,
  brandId: string,
  promotion: TestPromotion = {},
  codes: readonly TestCode[] = [],
): Promise<string> {
  let id = "";
  await withDatabase(location, async (exec) => {
    id = await insertPromotion(exec, brandId, promotion, codes);
  });
  return id;
}

/** A stamp card: a stamp per order of Rp 25.000 or more, 3 stamps for Rp 20.000 off. */
export const STAMP_CARD: LoyaltyProgram = {
  kind: "STAMPS",
  minimumSpend: 25000,
  stampsForReward: 3,
  reward: { type: "AMOUNT_OFF", amount: 20000 },
};

/** Sets the brand's loyalty program with `exec` (null: none). */
export async function writeLoyalty(exec: Exec, brandId: string, settings: LoyaltySettings | null) {
  if (!settings) {
    await exec(`delete from loyalty_programs where brand_id = $1`, [brandId]);
    return;
  }
  await exec(
    `insert into loyalty_programs (brand_id, settings, updated_by) values ($1, $2, 'test')
     on conflict (brand_id) do update set settings = excluded.settings, updated_at = now()`,
    [brandId, JSON.stringify(settings)],
  );
}

/** Sets the brand's loyalty program at `location` (active unless said; null: none). */
export async function setLoyalty(
  location: TestLocation,
  brandId: string,
  program: LoyaltyProgram | null,
  active = true,
) {
  await withDatabase(location, (exec) =>
    writeLoyalty(exec, brandId, program ? { active, program } : null),
  );
}

/** Sets a customer's balance at the brand (their account made if need be) with `exec`. */
export async function writeBalance(
  exec: Exec,
  brandId: string,
  customerId: string,
  balance: number,
) {
  await exec(
    `insert into loyalty_accounts (brand_id, customer_id, balance) values ($1, $2, $3)
     on conflict (brand_id, customer_id) do update set balance = excluded.balance`,
    [brandId, customerId, balance],
  );
}

/** Sets a customer's balance at the brand at `location`. */
export async function setBalance(
  location: TestLocation,
  brandId: string,
  customerId: string,
  balance: number,
) {
  await withDatabase(location, (exec) => writeBalance(exec, brandId, customerId, balance));
}

/** What the caps' counters say of a promotion: its uses, its codes', its customers', its use rows. */
export interface PromotionCounters {
  uses: number;
  codes: Record<string, number>;
  customers: Record<string, number>;
  /** promotion_uses rows: by order id, whether returned. */
  orders: Record<string, { returned: boolean; code: string | null; amount: number }>;
}

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

/** Reads a promotion's counters with `exec`. */
export async function readCounters(exec: Exec, promotionId: string): Promise<PromotionCounters> {
  const [promotion] = rowsOf<{ uses: number }>(
    await exec(`select uses from promotions where id = $1`, [promotionId]),
  );
  const codes = rowsOf<{ code: string; uses: number }>(
    await exec(`select code, uses from promotion_codes where promotion_id = $1`, [promotionId]),
  );
  const customers = rowsOf<{ customer_id: string; uses: number }>(
    await exec(`select customer_id, uses from promotion_customer_uses where promotion_id = $1`, [
      promotionId,
    ]),
  );
  const uses = rowsOf<{ order_id: string; returned: boolean; code: string | null; amount: string }>(
    await exec(
      `select order_id, returned_at is not null as returned, code, amount from promotion_uses where promotion_id = $1`,
      [promotionId],
    ),
  );
  return {
    uses: Number(promotion?.uses ?? 0),
    codes: Object.fromEntries(codes.map((c) => [c.code, Number(c.uses)])),
    customers: Object.fromEntries(customers.map((c) => [c.customer_id, Number(c.uses)])),
    orders: Object.fromEntries(
      uses.map((u) => [
        u.order_id,
        { returned: u.returned, code: u.code, amount: Number(u.amount) },
      ]),
    ),
  };
}

/** A promotion's counters at `location`. */
export async function promotionCounters(location: TestLocation, promotionId: string) {
  let counters: PromotionCounters | undefined;
  await withDatabase(location, async (exec) => {
    counters = await readCounters(exec, promotionId);
  });
  return counters!;
}

/** A customer's balance and ledger at the brand, with `exec` (entries oldest first). */
export async function readLoyalty(exec: Exec, brandId: string, customerId: string) {
  const [account] = rowsOf<{ balance: number }>(
    await exec(`select balance from loyalty_accounts where brand_id = $1 and customer_id = $2`, [
      brandId,
      customerId,
    ]),
  );
  const entries = rowsOf<{ kind: string; amount: number; order_id: string | null }>(
    await exec(
      `select kind, amount, order_id from loyalty_entries where brand_id = $1 and customer_id = $2 order by id`,
      [brandId, customerId],
    ),
  );
  return {
    balance: Number(account?.balance ?? 0),
    entries: entries.map((e) => ({ kind: e.kind, amount: Number(e.amount), orderId: e.order_id })),
  };
}
