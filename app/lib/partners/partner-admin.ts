/**
 * What an admin types on /admin/partners and sends to /api/admin/partners: one schema for the
 * page, the API and the use cases, so all three refuse the same input with the same words.
 */
import { z } from "~/lib/zod";
import { unreadableText } from "../safe-text";

export const PARTNER_TEXT_MIN = 2;
export const PARTNER_TEXT_MAX = 60;
/** A feed is fetched at most every 15 minutes (API.md); a day is the longest useful gap. */
export const FEED_INTERVAL_MIN = 15;
export const FEED_INTERVAL_MAX = 24 * 60;
export const FEED_FORMATS = ["csv", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

// Names end up on car cards: no markup, no control characters.
const plainText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length >= PARTNER_TEXT_MIN, `${field} must be at least ${PARTNER_TEXT_MIN} characters`)
    .refine((value) => value.length <= PARTNER_TEXT_MAX, `${field} cannot exceed ${PARTNER_TEXT_MAX} characters`)
    .refine((value) => !/[<>]/.test(value) && unreadableText(value) === null, `${field} must be plain text`);

export const newPartnerSchema = z.object({ name: plainText("Name"), source: plainText("Source") });
export type NewPartnerInput = z.output<typeof newPartnerSchema>;

const LOCAL_HOST = /^(localhost|.*\.localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1?\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+)$/i;

/** Why the feed URL cannot be used, or null. The fetcher checks resolved addresses again. */
export function feedUrlError(raw: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Feed URL must be a full web address (https://...)";
  }
  if (url.username || url.password) return "Feed URL must not carry a user name or password";
  if (allowLocal) return url.protocol === "https:" || url.protocol === "http:" ? null : "Feed URL must start with https:// or http://";
  if (url.protocol !== "https:") return "Feed URL must start with https://";
  if (LOCAL_HOST.test(url.hostname)) return "Feed URL must be a public address";
  return null;
}

export function feedSettingsSchema(allowLocal: boolean) {
  return z.object({
    url: z
      .string({ error: "Feed URL is required" })
      .trim()
      .max(2000, "Feed URL cannot exceed 2,000 characters")
      .superRefine((value, ctx) => {
        const message = feedUrlError(value, allowLocal);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    format: z.enum(FEED_FORMATS, { error: "Format must be csv or json" }),
    intervalMinutes: z.coerce
      .number({ error: "Interval must be a number of minutes" })
      .int("Interval must be whole minutes")
      .min(FEED_INTERVAL_MIN, `Interval must be at least ${FEED_INTERVAL_MIN} minutes`)
      .max(FEED_INTERVAL_MAX, `Interval cannot exceed ${FEED_INTERVAL_MAX} minutes (a day)`),
  });
}
export type FeedSettingsInput = z.output<ReturnType<typeof feedSettingsSchema>>;

export interface FeedSettings {
  url: string;
  format: FeedFormat;
  intervalMinutes: number;
  nextFetchAt: string | null;
}

export interface PartnerRun {
  kind: string;
  status: string;
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: number;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export type ListingStatusCounts = Record<"live" | "rejected" | "removed" | "expired", number>;

/** One partner as /admin/partners shows it. `key` says which key it holds; the key itself is never kept. */
export interface PartnerRow {
  id: number;
  name: string;
  source: string;
  key: { state: "active"; prefix: string; createdAt: string } | { state: "revoked"; prefix: string | null } | { state: "none" };
  feed: FeedSettings | null;
  lastRun: PartnerRun | null;
  listings: ListingStatusCounts;
}
