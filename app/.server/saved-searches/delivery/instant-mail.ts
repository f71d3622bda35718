/**
 * Instant saved-search mail: a search's due matches go out together once the oldest has waited
 * INSTANT_WAIT_MS, so the cars matched within that minute make one mail; with runs every 15 s
 * and matching at most 15 s behind a change, a car is mailed within a minute of being matched.
 * Searches are walked in id order, a page at a time (mail-claims.ts has the claims).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { alsoMatched, carsOf, claimAndMail, groupBy, mailedCars, readDue } from "./mail-claims";
import { instantMail } from "./saved-search-mail";
import { savedSearchUnsubscribeUrl } from "./unsubscribe-search";

export const INSTANT_WAIT_MS = 30_000;
const PAGE = 100;

/** Sends the instant mails due at `now`; returns how many went out. */
export async function deliverInstantMail(db: Database, now = new Date()): Promise<number> {
  const origin = publicOrigin();
  const ready = new Date(now.getTime() - INSTANT_WAIT_MS).toISOString();
  let after = 0;
  let sent = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: number }>(sql`
      select m.saved_search_id as id from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where m.mailed_at is null and s.frequency = 'instant' and m.saved_search_id > ${after}
      group by m.saved_search_id having min(m.matched_at) <= ${ready}::timestamptz
      order by m.saved_search_id limit ${PAGE}`);
    if (rows.length === 0) return sent;
    const ids = rows.map((r) => Number(r.id));
    after = ids[ids.length - 1];
    const due = await readDue(db, sql`s.frequency = 'instant' and m.saved_search_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`);
    const cars = await carsOf(db, due);
    for (const [searchId, matches] of groupBy(due, (m) => m.searchId)) {
      const mailed = await claimAndMail(db, sql`${searchId}::int`, matches, now, (claimed) => {
        const [{ searchName, query, paused, email, userName, mailsOn }] = claimed;
        const shown = mailedCars(claimed, cars);
        if (paused || !mailsOn || shown.length === 0) return null;
        const search = { name: searchName, query, unsubscribeUrl: savedSearchUnsubscribeUrl(origin, searchId), cars: shown, alsoMatched: alsoMatched(claimed, cars) };
        return instantMail({ email, name: userName }, search, origin);
      });
      if (mailed) sent++;
    }
    if (rows.length < PAGE) return sent;
  }
}
