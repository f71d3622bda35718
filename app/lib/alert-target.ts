/**
 * The optional target price of a price alert, as typed: empty means "any drop"; otherwise
 * whole rupees (commas, spaces and ₹ allowed) below today's price.
 */
import { formatInr } from "./format-inr";

export type TargetResult = { ok: true; value: number | null } | { ok: false; error: string };

export function parseAlertTarget(raw: unknown, currentPrice: number): TargetResult {
  const text = typeof raw === "string" ? raw.replace(/[\s,₹]/g, "") : "";
  if (text === "") return { ok: true, value: null };
  if (!/^\d{1,10}$/.test(text)) return { ok: false, error: "Enter the price in rupees, digits only" };
  const value = Number(text);
  if (value <= 0 || value >= currentPrice) return { ok: false, error: `Enter a price below today's ${formatInr(currentPrice)}` };
  return { ok: true, value };
}
