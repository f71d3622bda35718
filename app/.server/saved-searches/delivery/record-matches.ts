/**
 * Writes what the matcher found: one saved_search_matches row per search and car, never a second
 * (the unique index, and no row either when another copy of the same car, on another platform,
 * was already matched to the search). Checked again as the rows are written: the search still
 * exists and is not paused, the car is still on sale. A run gives a search at most
 * MATCHES_RECORDED_PER_RUN rows and adds the cars beyond them to the `more` of its newest row of
 * the run, which every count and mail reads with it.
 */
import { sql } from "drizzle-orm";
import type { SavedSearchMatchKind } from "../../db/schema";
import { activeListingIn } from "../../listings/active-listing";
import { CARS_PER_SEARCH } from "./saved-search-mail";
import type { Tx } from "./tx";

/** Rows a search gets in one run: the cars an instant mail or a digest section lists. */
export const MATCHES_RECORDED_PER_RUN = CARS_PER_SEARCH;

export interface FoundMatch {
  searchId: number;
  listingId: number;
  kind: SavedSearchMatchKind;
  price: number;
}

/**
 * Per search, the cars a run found: whether the next gets a row, and how many got none. Counted
 * in an array by search id (a burst finds tens of millions of matches; a Map's lookups were
 * seconds of the run).
 */
export class RunTally {
  private found = new Uint32Array(1024);
  private readonly over: number[] = [];

  /** Counts a car found for the search; true while the search is within its rows for the run. */
  takesRow(searchId: number): boolean {
    if (searchId >= this.found.length) this.grow(searchId);
    const n = ++this.found[searchId]!;
    if (n === MATCHES_RECORDED_PER_RUN + 1) this.over.push(searchId);
    return n <= MATCHES_RECORDED_PER_RUN;
  }

  /** The searches with cars beyond their rows, and how many. */
  beyondRows(): Map<number, number> {
    return new Map(this.over.map((searchId) => [searchId, this.found[searchId]! - MATCHES_RECORDED_PER_RUN]));
  }

  private grow(searchId: number) {
    const next = new Uint32Array(Math.max(searchId + 1, this.found.length * 2));
    next.set(this.found);
    this.found = next;
  }
}

const CHUNK = 20_000;
/** A Postgres array literal of numbers (or of words without commas or quotes), sent as one text parameter. */
const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(",")}}`;

/** Inserts the matches; returns how many rows were new. */
export async function recordMatches(tx: Tx, found: readonly FoundMatch[], now: Date): Promise<number> {
  let written = 0;
  for (let at = 0; at < found.length; at += CHUNK) {
    const part = found.slice(at, at + CHUNK);
    const result = await tx.execute<{ n: number }>(sql`
      with inserted as (
        insert into saved_search_matches (saved_search_id, listing_id, kind, price, matched_at)
        select m.s, m.l, m.k, m.p, ${now.toISOString()}::timestamptz
        from unnest(${arrayLiteral(part.map((m) => m.searchId))}::int[], ${arrayLiteral(part.map((m) => m.listingId))}::int[],
          ${arrayLiteral(part.map((m) => m.kind))}::text[], ${arrayLiteral(part.map((m) => m.price))}::int[]) as m(s, l, k, p)
        join saved_searches s on s.id = m.s and not s.paused
        -- By primary key, one car a row: a join was planned as a hash over every listing.
        cross join lateral (select l.car_group from listings l where l.id = m.l and ${activeListingIn("l")} limit 1) l
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

/**
 * Adds each search's cars beyond its rows to its newest row of this run (`matched_at` is the
 * run's). A search whose rows of the run were all refused (paused meanwhile, cars sold) has
 * nothing to carry them, and they are not counted.
 */
export async function recordMore(tx: Tx, more: ReadonlyMap<number, number>, now: Date): Promise<void> {
  const entries = [...more];
  for (let at = 0; at < entries.length; at += CHUNK) {
    const part = entries.slice(at, at + CHUNK);
    await tx.execute(sql`
      update saved_search_matches m set more = m.more + t.n
      from (
        select distinct on (x.s) r.id, x.n
        from unnest(${arrayLiteral(part.map(([s]) => s))}::int[], ${arrayLiteral(part.map(([, n]) => n))}::int[]) as x(s, n)
        join saved_search_matches r on r.saved_search_id = x.s and r.matched_at = ${now.toISOString()}::timestamptz
        order by x.s, r.id desc) t
      where m.id = t.id`);
  }
}
