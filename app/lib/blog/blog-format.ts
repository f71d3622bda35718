/** "25 Nov 2026" in Indian English, the same on the server and in the browser (fixed time zone). */
export function formatBlogDate(value: string | Date): string {
  return new Date(value).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
}
