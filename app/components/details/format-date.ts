/**
 * Dates as 'MMM dd, yyyy' (spec section 2: 'Nov 05, 2026'), in India's time zone so the server
 * and the browser print the same day; 'N/A' when missing or not a date.
 */
const formatter = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "Asia/Kolkata" });

export function formatListedDate(iso: string | null | undefined): string {
  if (!iso) return "N/A";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "N/A" : formatter.format(date);
}
