/**
 * Writes what the matcher found: one saved_search_matches row per search and car, never a second
 * (the unique index, and no row either when another copy of the same car, on another platform,
 * was already matched to the search). Checked again as the rows are written: the search still
 * exists and is not paused, the car is still on sale. A run gives a search at most
 * MATCHES_RECORDED_PER_RUN rows and counts the cars beyond them in the `more` of its last row of
 * the run, which every count and mail reads with it. That row is held back until the run ends,
 * when the count is known, and written with it: counting them in an UPDATE afterwards rewrote
 * up to 100,000 fresh rows and their five indexes at the end of every burst.
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
  /** Cars of the run beyond the search's rows, on its last row (0 or absent on the others). */
  more?: number;
}

/** What a car found for a search is given: a row, the search's last row of the run (held until its `more` is known), or only a count. */
export type RowTaken = "row" | "last" | "none";

/**
 * Per search, the cars a run found: whether the next gets a row, and how many got none. Counted
 * in an array by search id (a burst finds tens of millions of matches; a Map's lookups were
 * seconds of the run).
 */
export class RunTally {
  private found = new Uint32Array(1024);

  /** Counts a car found for the search and says what it gets. */
  take(searchId: number): RowTaken {
    if (searchId >= this.found.length) this.grow(searchId);
    const n = ++this.found[searchId]!;
    return n < MATCHES_RECORDED_PER_RUN ? "row" : n === MATCHES_RECORDED_PER_RUN ? "last" : "none";
  }

  /** The cars found for the search beyond its rows so far. */
  beyondRows(searchId: number): number {
    return Math.max(0, (this.found[searchId] ?? 0) - MATCHES_RECORDED_PER_RUN);
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

/**
 * Inserts the matches; returns how many rows were new. A last row the insert refuses (its car
 * left, or its twin on another platform already matched) hands its `more` to another row of the
 * search's run, if one was written.
 */
export async function recordMatches(tx: Tx, found: readonly FoundMatch[], now: Date): Promise<number> {
  let written = 0;
  const carried = new Set<number>();
  for (let at = 0; at < found.length; at += CHUNK) {
    const part = found.slice(at, at + CHUNK);
    const result = await tx.execute<{ n: number; carried: string }>(sql`
      with inserted as (
        insert into saved_search_matches (saved_search_id, listing_id, kind, price, more, matched_at)
        select m.s, m.l, m.k, m.p, m.n, ${now.toISOString()}::timestamptz
        from unnest(${arrayLiteral(part.map((m) => m.searchId))}::int[], ${arrayLiteral(part.map((m) => m.listingId))}::int[],
          ${arrayLiteral(part.map((m) => m.kind))}::text[], ${arrayLiteral(part.map((m) => m.price))}::int[],
          ${arrayLiteral(part.map((m) => m.more ?? 0))}::int[]) as m(s, l, k, p, n)
        join saved_searches s on s.id = m.s and not s.paused
        -- By primary key, one car a row: a join was planned as a hash over every listing.
        cross join lateral (select l.car_group from listings l where l.id = m.l and ${activeListingIn("l")} limit 1) l
        where l.car_group is null or not exists (
          select 1 from saved_search_matches o join listings c on c.id = o.listing_id
          where o.saved_search_id = m.s and c.car_group = l.car_group)
        on conflict (saved_search_id, listing_id) do nothing
        returning saved_search_id, more)
      -- Text, not an array: the drivers return int[] differently.
      select count(*)::int as n, coalesce(string_agg(saved_search_id::text, ',') filter (where more > 0), '') as carried from inserted`);
    written += Number(result.rows[0]?.n ?? 0);
    for (const searchId of (result.rows[0]?.carried ?? "").split(",")) if (searchId) carried.add(Number(searchId));
  }
  const refused = new Map(found.filter((m) => (m.more ?? 0) > 0 && !carried.has(m.searchId)).map((m) => [m.searchId, m.more!]));
  await recordMore(tx, refused, now);
  return written;
}

/**
 * Adds each search's cars beyond its rows to its newest row of this run (`matched_at` is the
 * run's). A search whose rows of the run were all refused (paused meanwhile, cars sold) has
 * nothing to carry them, and they are not counted.
 */
async function recordMore(tx: Tx, more: ReadonlyMap<number, number>, now: Date): Promise<void> {
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
