import { indiaDate } from "../india-date";

/** "25 Nov 2026" in Indian English, the same on the server and in the browser (fixed time zone). */
export function formatBlogDate(value: string | Date): string {
  return indiaDate(value, "short") ?? "";
}
