import { indiaDateUs } from "~/lib/india-date";

/**
 * Dates as 'MMM dd, yyyy' (spec section 2: 'Nov 05, 2026'), in India's time zone so the server
 * and the browser print the same day; 'N/A' when missing or not a date.
 */
export function formatListedDate(iso: string | null | undefined): string {
  return (iso && indiaDateUs(iso)) || "N/A";
}
