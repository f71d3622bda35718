/**
 * How long a car has been on sale ("one fact, one function"): `firstSeenAt` picks the day the
 * car was first seen on any platform, `daysOnMarket` counts the days since; the API serves that
 * count as Vehicle.daysOnMarket, and the card ("Listed 12 days ago") and the details page
 * ("On sale for 45 days, price cut twice", with the price history oldest first) only phrase it.
 */
import type { PricePoint } from "./vehicle";

const DAY_MS = 86_400_000;
const TIMES = ["", "once", "twice"];

/**
 * The earliest of the listing's own date and its other platforms' (the same physical car,
 * car_group), or the listing's own when it is alone or the others' dates are unknown.
 */
export function firstSeenAt(listedAt: Date, others: readonly { listedAt?: string | Date | null }[]): Date {
  let first = listedAt.getTime();
  for (const other of others) {
    const at = other.listedAt ? new Date(other.listedAt).getTime() : Number.NaN;
    if (at < first) first = at;
  }
  return new Date(first);
}

export function daysOnMarket(listedIso: string, now: Date): number | null {
  const listed = new Date(listedIso).getTime();
  if (Number.isNaN(listed)) return null;
  return Math.max(0, Math.floor((now.getTime() - listed) / DAY_MS));
}

/** The card's words: "Listed today", "Listed yesterday", "Listed 12 days ago". */
export function listedPhrase(days: number): string {
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

function onSalePhrase(days: number): string {
  if (days === 0) return "On sale since today";
  if (days === 1) return "On sale for 1 day";
  return `On sale for ${days} days`;
}

/** The details page's words: "On sale for 45 days, price cut twice". */
export function marketSentence(days: number | null | undefined, history: readonly PricePoint[]): string | null {
  if (days === null || days === undefined || !Number.isFinite(days)) return null;
  const { cuts, rises } = priceMoves(history);
  const parts = [onSalePhrase(days)];
  if (cuts > 0) parts.push(`price cut ${times(cuts)}`);
  if (rises > 0) parts.push(`price raised ${times(rises)}`);
  if (cuts === 0 && rises === 0) parts.push("price unchanged");
  return parts.join(", ");
}
