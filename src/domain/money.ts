// Spec §9: locale id-ID; IDR with zero decimals, SAR with the currency's default decimals,
// any other currency gives no output.
const formatters: Record<string, Intl.NumberFormat> = {
  IDR: new Intl.NumberFormat("id-ID", {
    style: "currency",
    currency: "IDR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  SAR: new Intl.NumberFormat("id-ID", { style: "currency", currency: "SAR" }),
};

export const SUPPORTED_CURRENCIES = ["IDR", "SAR"] as const;
export type Currency = (typeof SUPPORTED_CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "IDR";

export function formatMoney(amount: number, currency: string): string {
  const formatter = formatters[currency];
  if (!formatter || !Number.isFinite(amount)) return "";
  return formatter.format(amount);
}
