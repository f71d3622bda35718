/**
 * The shadow a process starts from when it takes the matching over (a restart, or the process
 * that did it stopped): the index as it is now, except for the listings written since the
 * cursor, whose state at the cursor's time is read back from what the database records:
 * - created, or approved (listed_at is set then), after it: not on sale then;
 * - re-priced after it: the price then, from price_history.
 * What the database does not record (a car put back on sale while no process was matching) is
 * taken as it is now: at worst one such car is not mailed. See decision 039.
 */
import { sql } from "drizzle-orm";
import { activeListingIn } from "../../listings/active-listing";
import type { ListingIndex } from "../../search";
import { ListingShadow } from "./listing-shadow";
import type { Database } from "../../db/client";

/** Change numbers re-read below the cursor: a slow transaction may have committed after it was read. */
const CHANGE_LOOKBACK = 200;
/** Clocks of app servers and database differ a little: "after the cursor" is counted from a bit before it. */
const CLOCK_MARGIN_MS = 5_000;
const BATCH = 5_000;

type Row = { id: number; change_seq: string | number; fresh: boolean; price_then: number | null };

export async function resumeShadow(db: Pick<Database, "execute">, ix: ListingIndex, cursor: { position: number; at: Date }): Promise<ListingShadow> {
  const shadow = ListingShadow.of(ix);
  const since = new Date(cursor.at.getTime() - CLOCK_MARGIN_MS).toISOString();
  let after = Math.max(0, cursor.position - CHANGE_LOOKBACK);
  for (;;) {
    const { rows } = await db.execute<Row>(sql`
      select l.id, l.change_seq, greatest(l.created_at, l.listed_at) > ${since}::timestamptz as fresh,
        case when l.price_since > ${since}::timestamptz then (
          select ph.price from price_history ph
          where ph.listing_id = l.id and ph.changed_at <= ${since}::timestamptz
          order by ph.changed_at desc, ph.id desc limit 1) end as price_then
      from listings l
      where l.change_seq > ${after} and ${activeListingIn("l")}
      order by l.change_seq limit ${BATCH}`);
    for (const row of rows) {
      const id = Number(row.id);
      const slot = ix.slotOf(id);
      if (slot === undefined || ix.alive[slot] !== 1) continue;
      if (row.fresh) shadow.seeAs(id, false, 0);
      else if (row.price_then !== null) shadow.seeAs(id, true, Number(row.price_then));
    }
    if (rows.length < BATCH) return shadow;
    after = Number(rows[rows.length - 1].change_seq);
  }
}
