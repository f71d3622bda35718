/**
 * Dates as 'MMM dd, yyyy' (spec section 2: 'Nov 05, 2026'), in India's time zone so the server
 * and the browser print the same day; 'N/A' when missing or not a date. Written out by hand:
 * India has kept UTC+5:30 since 1945, and a time-zone `Intl.DateTimeFormat` costs a phone about
 * 12 ms to build, on the page's first render.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const IST_OFFSET_MS = 330 * 60_000;

export function formatListedDate(iso: string | null | undefined): string {
  if (!iso) return "N/A";
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "N/A";
  const india = new Date(time + IST_OFFSET_MS);
  return `${MONTHS[india.getUTCMonth()]} ${String(india.getUTCDate()).padStart(2, "0")}, ${india.getUTCFullYear()}`;
}
