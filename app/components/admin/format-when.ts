/** Dates on admin pages in India's time, fixed so server and browser render the same text. */
const WHEN = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });

export const formatWhen = (iso: string): string => WHEN.format(new Date(iso));
