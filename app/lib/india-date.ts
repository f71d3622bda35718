/**
 * Dates in India's time zone, written out by hand exactly as Intl writes them ("5 Sept 2026",
 * "5 September 2026" in Indian English; "Sep 05, 2026" in the spec's listed-date style). A
 * time-zone `Intl.DateTimeFormat` costs a phone about 12 ms to build (50 ms at Lighthouse's 4x)
 * on the page's first render, and these dates are on first renders. India has kept UTC+5:30
 * since 1945, so the offset is a constant. Invalid input gives null.
 */
export const INDIA_OFFSET_MS = 330 * 60_000;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** Indian English (CLDR en-IN) shortens September to "Sept". */
const MONTHS_SHORT_IN = MONTHS.map((month) => (month === "September" ? "Sept" : month.slice(0, 3)));
/** "Jan" to "Dec", as the spec's labels and en-US write them. */
export const MONTHS_SHORT = MONTHS.map((month) => month.slice(0, 3));

/** The instant shifted so its UTC fields read as the wall clock in India. */
export function indianClock(date: Date): Date {
  return new Date(date.getTime() + INDIA_OFFSET_MS);
}

/** India's calendar day of an instant, "YYYY-MM-DD" (today's by default). */
export function indiaDay(date: Date = new Date()): string {
  return indianClock(date).toISOString().slice(0, 10);
}

/** The date's calendar fields in India, read with the UTC getters; null when it is no date. */
function inIndia(value: string | number | Date): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : indianClock(date);
}

/** "5 Sept 2026" (`short`) or "5 September 2026" (`long`): en-IN, day numeric, year numeric. */
export function indiaDate(value: string | number | Date, month: "short" | "long"): string | null {
  const day = inIndia(value);
  if (!day) return null;
  const name = (month === "short" ? MONTHS_SHORT_IN : MONTHS)[day.getUTCMonth()];
  return `${day.getUTCDate()} ${name} ${day.getUTCFullYear()}`;
}

/** "5 Sept 2026", or nothing for what is no date: a date shown beside other text (a card's "Posted", a post's byline). */
export function shortIndiaDate(value: string | number | Date): string {
  return indiaDate(value, "short") ?? "";
}

/** "Sep 05, 2026": en-US, month short, day 2-digit, year numeric. */
export function indiaDateUs(value: string | number | Date): string | null {
  const day = inIndia(value);
  if (!day) return null;
  return `${MONTHS_SHORT[day.getUTCMonth()]} ${String(day.getUTCDate()).padStart(2, "0")}, ${day.getUTCFullYear()}`;
}
