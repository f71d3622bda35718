/**
 * Records a shopper's search as an `events` row (type 'search') so "Most Searched Cars" counts
 * real searches. Analytics must never break a search page: failures are logged and swallowed,
 * and text PostgreSQL cannot store (NUL) is dropped first, whatever reached this far.
 */
import type { ListingQuery } from "~/lib/filters/listing-query";
import { stripUnreadable } from "~/lib/safe-text";
import type { Database } from "../db/client";
import { events } from "../db/schema";
import { logger } from "../logger";

export async function recordSearch(db: Database, query: Pick<ListingQuery, "q" | "make" | "model">): Promise<void> {
  const q = stripUnreadable(query.q ?? "").trim().toLowerCase().slice(0, 200) || null;
  const make = query.make?.length ? query.make.map(stripUnreadable) : null;
  const model = query.model?.length ? query.model.map(stripUnreadable) : null;
  if (!q && !make && !model) return;
  try {
    await db.insert(events).values({ type: "search", data: { q, make, model } });
  } catch (error) {
    logger.warn({ err: error }, "could not record a search");
  }
}
