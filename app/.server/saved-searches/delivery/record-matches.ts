/**
 * Writes what the matcher found: one saved_search_matches row per search and car, never a second
 * (the unique index, and no row either when another copy of the same car, on another platform,
 * was already matched to the search). Checked again as the rows are written: the search still
 * exists and is not paused, the car is still on sale.
 */
import { sql } from "drizzle-orm";
import type { SavedSearchMatchKind } from "../../db/schema";
import { activeListingIn } from "../../listings/active-listing";
import type { Tx } from "./tx";

export interface FoundMatch {
  searchId: number;
  listingId: number;
  kind: SavedSearchMatchKind;
  price: number;
}

const CHUNK = 5_000;

/** Inserts the matches; returns how many rows were new. */
export async function recordMatches(tx: Tx, found: readonly FoundMatch[], now: Date): Promise<number> {
  let written = 0;
  for (let at = 0; at < found.length; at += CHUNK) {
    const rows = found.slice(at, at + CHUNK).map((m) => ({ s: m.searchId, l: m.listingId, k: m.kind, p: m.price }));
    const result = await tx.execute<{ n: number }>(sql`
      with inserted as (
        insert into saved_search_matches (saved_search_id, listing_id, kind, price, matched_at)
        select m.s, m.l, m.k, m.p, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(s int, l int, k text, p int)
        join saved_searches s on s.id = m.s and not s.paused
        join listings l on l.id = m.l and ${activeListingIn("l")}
        where l.car_group is null or not exists (
          select 1 from saved_search_matches o join listings c on c.id = o.listing_id
          where o.saved_search_id = m.s and c.car_group = l.car_group)
        on conflict (saved_search_id, listing_id) do nothing
        returning 1)
      select count(*)::int as n from inserted`);
    written += Number(result.rows[0]?.n ?? 0);
  }
  return written;
}
