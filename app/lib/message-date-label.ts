/**
 * The spec's date label for messages (and, later, chat): the time for today, 'Yesterday',
 * the weekday within the last 7 days, else day and month. Days are counted on the Indian
 * calendar (IST, no daylight saving) so the server's render and the browser's agree.
 */
import { indianClock, MONTHS_SHORT } from "./india-date";

const DAY_MS = 86_400_000;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function dayNumber(date: Date): number {
  return Math.floor(indianClock(date).getTime() / DAY_MS);
}

/** "9:05 am": 12-hour clock, as Indian users read times (under each chat message). */
export function timeOf(date: Date): string {
  const clock = indianClock(date);
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, "0");
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

export function messageDateLabel(value: Date | string, now: Date = new Date()): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const daysAgo = dayNumber(now) - dayNumber(date);
  // A time slightly ahead of ours (another machine's clock) still reads as today.
  if (daysAgo <= 0) return timeOf(date);
  if (daysAgo === 1) return "Yesterday";
  const clock = indianClock(date);
  if (daysAgo < 7) return WEEKDAYS[clock.getUTCDay()];
  return `${clock.getUTCDate()} ${MONTHS_SHORT[clock.getUTCMonth()]}`;
}

/** The day divider in a conversation: 'Today', 'Yesterday', the weekday within a week, else "3 Nov" (and the year if not this one). */
export function messageDayLabel(value: Date | string, now: Date = new Date()): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const daysAgo = dayNumber(now) - dayNumber(date);
  if (daysAgo <= 0) return "Today";
  const label = messageDateLabel(date, now);
  const year = indianClock(date).getUTCFullYear();
  return daysAgo >= 7 && year !== indianClock(now).getUTCFullYear() ? `${label} ${year}` : label;
}

/** The IST calendar day of an instant, to group messages under one divider. */
export function messageDayKey(value: Date | string): number {
  return dayNumber(typeof value === "string" ? new Date(value) : value);
}
