import type { BrandDocument, BrandFileProblem, ShippingBlock } from "@/domain/brand-config";
import { checkBrandDocument, WHOLE_AMOUNT } from "@/domain/brand-config";
import type { Segment } from "@/domain/delivery";
import type { MoneyProblem } from "@/domain/money-input";
import { isBigChange, moneyInputText, parseMoneyInput } from "@/domain/money-input";
import type { OnlineDraft } from "./online-draft";
import { applyOnline, onlineDraftOf } from "./online-draft";

// The Delivery & payment page's form (issue 19 item 3): the parts of the brand's document it
// edits, as the owner types them (distances in km, amounts as written), and back. The checks are
// the brand schema's (checkBrandDocument, as the server runs it); only what is not yet a number is
// caught here: amounts by the console's one rule (parseMoneyInput, issue 31 item 1). Distances are stored in meters (spec §3 MerchantLevelConfigs).

export interface SegmentDraft {
  key: string;
  /** km, "" for no bound */
  from: string;
  to: string;
  price: string;
}
export interface MethodDraft {
  key: string;
  id: string;
  name: string;
  isActive: boolean;
  minimumOrder: string;
  segments: SegmentDraft[];
}
export interface InstructionDraft {
  key: string;
  label: string;
  value: string;
}
export interface TransferOptionDraft {
  key: string;
  id: string;
  name: string;
  logoSrc: string;
  instructions: InstructionDraft[];
}
export const PAYMENT_CONFIG_TYPES = {
  cashOnDelivery: "CASH_ON_DELIVERY",
  payAtOutlet: "PAY_AT_OUTLET",
  transfer: "BANK_TRANSFER",
} as const;
export type Payments = Record<keyof typeof PAYMENT_CONFIG_TYPES, boolean>;
export interface DeliveryDraft {
  methods: MethodDraft[];
  /** Per branch, in the document's order. */
  pickupMinimums: string[];
  payments: Payments;
  transferOptions: TransferOptionDraft[];
  /** Paying online through the brand's gateway (issue 20). */
  online: OnlineDraft;
}

const APP = "$.storeConfigs.salesChannels.customerApp";
const OPTIONS = `${APP}.paymentsMethods.transfer.merchantLevelConfigs.transferOptions`;
/** The JSON path of each field, as the brand schema's problems name them. */
export const paths = {
  methods: `${APP}.shippingBlocks`,
  method: (b: number) => `${APP}.shippingBlocks[${b}]`,
  segments: (b: number) => `${APP}.shippingBlocks[${b}].merchantLevelConfigs.segments`,
  segment: (b: number, s: number) =>
    `${APP}.shippingBlocks[${b}].merchantLevelConfigs.segments[${s}]`,
  branch: (i: number) => `$.branches[${i}]`,
  options: OPTIONS,
  option: (id: string) => `${OPTIONS}.${id}`,
  instruction: (id: string, label: string) =>
    `${OPTIONS}.${id}.transferInstructions.transferInstructions.${label.trim()}`,
};

let nextKey = 0;
export const newKey = () => `k${++nextKey}`;

const km = (meters: number | undefined) => (meters === undefined ? "" : String(meters / 1000));
const amount = (n: number | undefined) => (n === undefined ? "" : moneyInputText(n));

export function segmentDraft(segment?: Segment): SegmentDraft {
  return {
    key: newKey(),
    from: km(segment?.from),
    to: km(segment?.to),
    price: amount(segment?.price),
  };
}

function methodDraft(block: ShippingBlock): MethodDraft {
  return {
    key: newKey(),
    id: block.id,
    name: block.humanReadableName,
    isActive: block.isActive,
    minimumOrder: amount(block.minimumOrder),
    segments: block.merchantLevelConfigs.segments.map(segmentDraft),
  };
}

export function draftOf(document: BrandDocument): DeliveryDraft {
  const { customerApp } = document.storeConfigs.salesChannels;
  const methods = customerApp.paymentsMethods;
  const transfer = methods.transfer?.merchantLevelConfigs;
  return {
    methods: customerApp.shippingBlocks.map(methodDraft),
    pickupMinimums: document.branches.map((b) => amount(b.pickupMinimumOrder)),
    payments: {
      cashOnDelivery: methods.cashOnDelivery?.merchantLevelConfigs.isActive ?? false,
      payAtOutlet: methods.payAtOutlet?.merchantLevelConfigs.isActive ?? false,
      transfer: transfer?.isActive ?? false,
    },
    transferOptions: Object.entries(transfer?.transferOptions ?? {}).map(([id, option]) => ({
      key: newKey(),
      id,
      name: option.humanReadableName,
      logoSrc: option.logoSrc,
      instructions: Object.entries(option.transferInstructions.transferInstructions).map(
        ([label, value]) => ({ key: newKey(), label, value }),
      ),
    })),
    online: onlineDraftOf(document),
  };
}

/** An id like `prefix-2` that none of `taken` is (ids are the brand's, never shown). */
export function freshId(prefix: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n++)
    if (!taken.includes(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** "" is none; a decimal comma is a point ("2,5"). NaN when it is not a number. */
export function parseDecimal(text: string): number | undefined {
  const t = text.trim();
  if (t === "") return undefined;
  return /^-?\d*(?:[.,]\d+)?$/.test(t) ? Number(t.replace(",", ".")) : NaN;
}

/** An amount as typed: undefined for none, NaN when refused (and why, in `refusals`). */
function readAmount(
  text: string,
  currency: string,
  whole = false,
): { value: number | undefined; problem?: MoneyProblem } {
  const reading = parseMoneyInput(text, currency, { whole });
  if (reading.kind === "amount") return { value: reading.amount };
  if (reading.kind === "empty") return { value: undefined };
  return { value: NaN, problem: reading.problem };
}

const meters = (kmText: string) => {
  const n = parseDecimal(kmText);
  return n === undefined || Number.isNaN(n) ? n : Math.round(n * 1000);
};

/** A draft's segments as the price API reads them (meters); NaN where a field is not a number. */
export function segmentsOf(method: MethodDraft, currency: string): Segment[] {
  return method.segments.map((s) => {
    const from = meters(s.from);
    const to = meters(s.to);
    return {
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      price: readAmount(s.price, currency).value ?? NaN,
    };
  });
}

/** A field that is not a number, or an amount refused (`money:` and why). */
export type NotNumber = BrandFileProblem & { message: "not a number" | `money:${MoneyProblem}` };

/** Why an amount of the page was refused, when that is the problem. */
export function moneyProblemOf({ message }: BrandFileProblem): MoneyProblem | null {
  return message.startsWith("money:") ? (message.slice("money:".length) as MoneyProblem) : null;
}

/**
 * Writes the draft into `document` (a copy of the brand's). Returns the fields that are not
 * numbers, by path; everything else is left to the brand schema.
 */
export function applyDraft(draft: DeliveryDraft, document: BrandDocument): NotNumber[] {
  const bad: NotNumber[] = [];
  const currency = document.brand.currency;
  const number = <T extends number | undefined>(value: T, path: string): T => {
    if (value !== undefined && Number.isNaN(value)) bad.push({ path, message: "not a number" });
    return value;
  };
  const money = (text: string, path: string, whole = false) => {
    const { value, problem } = readAmount(text, currency, whole);
    if (problem) bad.push({ path, message: `money:${problem}` });
    return value;
  };
  const app = document.storeConfigs.salesChannels.customerApp;
  app.shippingBlocks = draft.methods.map((m, b) => {
    const segments = segmentsOf(m, currency).map((s, i) => {
      const at = paths.segment(b, i);
      if (s.from !== undefined) number(s.from, `${at}.from`);
      if (s.to !== undefined) number(s.to, `${at}.to`);
      // An empty fee is left to the brand schema (a fee is required).
      if (m.segments[i]!.price.trim() !== "") money(m.segments[i]!.price, `${at}.price`);
      return s;
    });
    const minimumOrder = money(m.minimumOrder, `${paths.method(b)}.minimumOrder`);
    return {
      id: m.id,
      type: "SEGMENTED_DELIVERY",
      humanReadableName: m.name,
      isActive: m.isActive,
      ...(minimumOrder === undefined ? {} : { minimumOrder }),
      merchantLevelConfigs: { segments },
    };
  });
  document.branches.forEach((branch, i) => {
    const min = money(draft.pickupMinimums[i] ?? "", `${paths.branch(i)}.pickupMinimumOrder`, true);
    if (min === undefined) delete branch.pickupMinimumOrder;
    else branch.pickupMinimumOrder = min;
  });
  const methods = app.paymentsMethods;
  for (const name of ["cashOnDelivery", "payAtOutlet"] as const) {
    const isActive = draft.payments[name];
    if (methods[name]) methods[name].merchantLevelConfigs.isActive = isActive;
    else if (isActive)
      methods[name] = {
        merchantLevelConfigs: { isActive, configType: PAYMENT_CONFIG_TYPES[name] },
      };
  }
  const transferOptions = Object.fromEntries(
    draft.transferOptions.map((o) => [
      o.id,
      {
        humanReadableName: o.name,
        logoSrc: o.logoSrc,
        transferInstructions: {
          transferInstructions: Object.fromEntries(
            o.instructions.map((line) => [line.label.trim(), line.value]),
          ),
        },
      },
    ]),
  );
  if (methods.transfer || draft.payments.transfer || draft.transferOptions.length > 0)
    methods.transfer = {
      merchantLevelConfigs: {
        isActive: draft.payments.transfer,
        configType:
          methods.transfer?.merchantLevelConfigs.configType ?? PAYMENT_CONFIG_TYPES.transfer,
        transferOptions,
      },
    };
  for (const path of applyOnline(draft.online, document))
    bad.push({ path, message: "not a number" });
  return bad;
}

/**
 * The brand with the draft written in, and every problem of it: fields that are not numbers, then
 * the brand schema's and cross-field rules' (checkBrandDocument: what the server runs on a save).
 */
export function checkDraft(draft: DeliveryDraft, document: BrandDocument) {
  const next = structuredClone(document);
  const problems: BrandFileProblem[] = applyDraft(draft, next);
  const checked = checkBrandDocument(next);
  if (!checked.ok) problems.push(...checked.problems);
  return { next, problems };
}

/** Labels of one option that are empty or written twice: an option's lines are keyed by label. */
export function labelProblems(draft: DeliveryDraft): { key: string; kind: "empty" | "twice" }[] {
  return draft.transferOptions.flatMap((o) => {
    const seen = new Set<string>();
    return o.instructions.flatMap((line) => {
      const label = line.label.trim();
      const kind = label === "" ? "empty" : seen.has(label) ? "twice" : null;
      seen.add(label);
      return kind ? [{ key: line.key, kind }] : [];
    });
  });
}

export const ERROR_KINDS = [
  "number",
  "fromAfterTo",
  "distance",
  "amount",
  "wholeAmount",
  "needsName",
  "duplicateName",
  "needsSegment",
  "needsOption",
  "needsLogo",
  "needsValue",
  "invalid",
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Which of the owner's messages says a problem of the brand schema (or a field not a number). */
export function errorKind({ path, message }: BrandFileProblem): ErrorKind {
  if (message === "not a number") return "number";
  if (/\.segments\[\d+\]$/.test(path)) return "fromAfterTo";
  if (/\.(?:from|to)$/.test(path)) return "distance";
  if (message === WHOLE_AMOUNT) return "wholeAmount";
  if (/\.(?:price|minimumOrder|pickupMinimumOrder)$/.test(path)) return "amount";
  if (path.endsWith(".humanReadableName"))
    return message.startsWith("duplicate") ? "duplicateName" : "needsName";
  if (path.endsWith(".segments")) return "needsSegment";
  if (path === OPTIONS) return "needsOption";
  if (path.endsWith(".logoSrc")) return "needsLogo";
  if (path.includes(".transferInstructions.transferInstructions.")) return "needsValue";
  return "invalid";
}

/** A fee or minimum a save would move more than tenfold, and where it is. */
export type DeliveryJump = { from: number; to: number } & (
  | { kind: "fee"; method: string; row: number }
  | { kind: "minimumOrder"; method: string }
  | { kind: "pickupMinimum"; branch: string }
);

/**
 * What the owner is asked about before saving the page (issue 31 item 1): a delivery method's fees
 * (by row) and minimum order, and a branch's pickup minimum, that were set before (the method and
 * branch matched by id) and would move more than tenfold.
 */
export function deliveryPriceJumps(before: BrandDocument, after: BrandDocument): DeliveryJump[] {
  const jumps: DeliveryJump[] = [];
  const blocks = (d: BrandDocument) => d.storeConfigs.salesChannels.customerApp.shippingBlocks;
  const old = new Map(blocks(before).map((b) => [b.id, b]));
  for (const block of blocks(after)) {
    const was = old.get(block.id);
    if (!was) continue;
    const method = block.humanReadableName;
    const [from, to] = [was.minimumOrder, block.minimumOrder];
    if (from !== undefined && to !== undefined && isBigChange(from, to))
      jumps.push({ kind: "minimumOrder", method, from, to });
    block.merchantLevelConfigs.segments.forEach((segment, i) => {
      const previous = was.merchantLevelConfigs.segments[i];
      if (previous && isBigChange(previous.price, segment.price))
        jumps.push({ kind: "fee", method, row: i + 1, from: previous.price, to: segment.price });
    });
  }
  const branches = new Map(before.branches.map((b) => [b.id, b.pickupMinimumOrder]));
  for (const branch of after.branches) {
    const from = branches.get(branch.id);
    const to = branch.pickupMinimumOrder;
    if (from !== undefined && to !== undefined && isBigChange(from, to))
      jumps.push({ kind: "pickupMinimum", branch: branch.name, from, to });
  }
  return jumps;
}
