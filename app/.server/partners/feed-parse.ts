/**
 * A fetched feed's bytes -> the rows the row engine checks (applyPartnerRows): CSV whose header
 * is PartnerListing's field names (API.md), or JSON `{ listings: [...] }`. Only the shape is
 * checked here, never a field's value: a bad row is the engine's to reject with its reason, a
 * feed that is not a feed at all (an HTML error page, a binary file, the wrong JSON) is refused
 * whole so it can never read as "the partner has no cars" and remove their stock.
 */
import { parseCsvRows } from "../import/csv";
import { FeedError } from "./feed-types";

export type FeedFormat = "csv" | "json";

/** PartnerListing's fields (API.md); a CSV header names them in any letter case. */
const FIELDS = [
  "externalId", "make", "model", "variant", "year", "price", "mileage", "fuelType", "transmission", "bodyType",
  "ownerCount", "city", "state", "exteriorColor", "description", "features", "images", "url",
  "registrationNumber", "sellerType", "dealerName",
] as const;
const NUMBER_FIELDS = new Set<string>(["year", "price", "mileage", "ownerCount"]);
const LIST_FIELDS = new Set<string>(["features", "images"]);
const BY_LOWER = new Map(FIELDS.map((f) => [f.toLowerCase(), f]));
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The bytes as UTF-8 text, or why they are not a `label` feed (binary, HTML, not UTF-8). */
function feedText(bytes: Buffer, label: string): string {
  if (bytes.length === 0) throw new FeedError(`The answer is empty, not a ${label} feed`);
  if (bytes.subarray(0, 8192).includes(0)) throw new FeedError(`The answer is binary data, not a ${label} feed`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new FeedError(`The answer is not UTF-8 text, not a ${label} feed`);
  }
  if (/^\s*</.test(text.replace(/^\uFEFF/, ""))) throw new FeedError(`The answer is HTML or XML, not a ${label} feed`);
  return text;
}

function cellValue(field: string, raw: string): unknown {
  if (LIST_FIELDS.has(field)) return raw.split(";").map((s) => s.trim()).filter(Boolean);
  if (NUMBER_FIELDS.has(field) && NUMBER.test(raw.replace(/,/g, ""))) return Number(raw.replace(/,/g, ""));
  return raw;
}

export function parseCsvFeed(bytes: Buffer): Record<string, unknown>[] {
  const rows = parseCsvRows(feedText(bytes, "CSV"));
  const header = (rows[0] ?? []).map((h) => BY_LOWER.get(h.trim().toLowerCase()) ?? null);
  if (!header.includes("externalId")) throw new FeedError("The CSV header has no externalId column, so this is not a CSV feed of PartnerListing fields");
  const records: Record<string, unknown>[] = [];
  for (const cells of rows.slice(1)) {
    if (cells.every((c) => c.trim() === "")) continue;
    const record: Record<string, unknown> = {};
    header.forEach((field, i) => {
      const raw = (cells[i] ?? "").trim();
      if (field && raw !== "") record[field] = cellValue(field, raw);
    });
    records.push(record);
  }
  return records;
}

export function parseJsonFeed(bytes: Buffer): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(feedText(bytes, "JSON").replace(/^\uFEFF/, ""));
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError("The answer is not valid JSON, so not a JSON feed");
  }
  const listings = (value as { listings?: unknown } | null)?.listings;
  if (typeof value !== "object" || value === null || !Array.isArray(listings)) {
    throw new FeedError('The JSON is not a feed: expected { "listings": [...] }');
  }
  return listings;
}

export function parseFeed(bytes: Buffer, format: FeedFormat): unknown[] {
  return format === "json" ? parseJsonFeed(bytes) : parseCsvFeed(bytes);
}

export const isFeedFormat = (value: unknown): value is FeedFormat => value === "csv" || value === "json";
