/**
 * Results derived from all listings (home page cards, brand counts) change only when listings
 * do: keep each until the search index version moves or `maxAgeMs` passes (search counts and
 * other event-driven figures may then be up to that old). `compute` gets the index it was
 * checked against, for figures counted from the index itself.
 */
import type { Database } from "../../db/client";
import { getListingIndex } from "../store/index-loader";
import type { ListingIndex } from "../store/listing-index";

interface Entry {
  db: Database;
  version: number;
  fullVersion: number;
  at: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

export async function cachedPerIndexVersion<T>(key: string, db: Database, maxAgeMs: number, compute: (index: ListingIndex) => Promise<T>): Promise<T> {
  const index = await getListingIndex(db);
  const hit = entries.get(key);
  const fresh =
    hit &&
    hit.db === db &&
    hit.version === index.version &&
    hit.fullVersion === index.fullVersion &&
    Date.now() - hit.at < maxAgeMs;
  if (fresh) return hit.value as Promise<T>;
  const value = compute(index);
  entries.set(key, { db, version: index.version, fullVersion: index.fullVersion, at: Date.now(), value });
  // A failure must not be served from the cache.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
