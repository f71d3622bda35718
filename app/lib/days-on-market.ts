/**
 * "Listed 23 days ago, price cut twice": how long a car has been on sale and how often its
 * asking price moved, from its listed date and price history (oldest first).
 */
import type { PricePoint } from "./vehicle";

const DAY_MS = 86_400_000;
const TIMES = ["", "once", "twice"];

export function daysOnMarket(listedIso: string, now: Date): number | null {
  const listed = new Date(listedIso).getTime();
  if (Number.isNaN(listed)) return null;
  return Math.max(0, Math.floor((now.getTime() - listed) / DAY_MS));
}

function listedPhrase(days: number): string {
  if (days === 0) return "Listed today";
  if (days === 1) return "Listed yesterday";
  return `Listed ${days} days ago`;
}

function times(n: number): string {
  return TIMES[n] ?? `${n} times`;
}

/** Counts the drops and rises between consecutive recorded prices. */
export function priceMoves(history: readonly PricePoint[]): { cuts: number; rises: number } {
  let cuts = 0;
  let rises = 0;
  for (let i = 1; i < history.length; i++) {
    if (history[i].price < history[i - 1].price) cuts++;
    else if (history[i].price > history[i - 1].price) rises++;
  }
  return { cuts, rises };
}

export function marketSentence(listedIso: string, history: readonly PricePoint[], now: Date): string | null {
  const days = daysOnMarket(listedIso, now);
  if (days === null) return null;
  const { cuts, rises } = priceMoves(history);
  const parts = [listedPhrase(days)];
  if (cuts > 0) parts.push(`price cut ${times(cuts)}`);
  if (rises > 0) parts.push(`price raised ${times(rises)}`);
  if (cuts === 0 && rises === 0) parts.push("price unchanged");
  return parts.join(", ");
}
