/**
 * The daily digest: at 08:00 IST each user with daily searches gets one mail of the cars
 * matched before then (at most 10 a search, then "N more": saved-search-mail.ts). Due from
 * 08:00 on, so a process that was down at 08:00 sends it when it is back; matches made after
 * 08:00 wait for the next day's. Users are walked in id order, a page at a time, each under a
 * try-lock on the user so two processes never split one user's digest (mail-claims.ts).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { alsoMatched, carsOf, claimAndMail, groupBy, mailedCars, readDue, type DueMatch } from "./mail-claims";
import { digestMail, type MailedSearch } from "./saved-search-mail";
import { savedSearchUnsubscribeUrl } from "./unsubscribe-search";

const PAGE = 100;
const DAY_MS = 86_400_000;
/** 08:00 in India (UTC+05:30, no daylight saving) is 02:30 UTC. */
const DIGEST_UTC_MINUTES = 2 * 60 + 30;

/** The latest 08:00 IST at or before `now`: the digest takes the matches made before it. */
export function digestCutoff(now: Date): Date {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const today = day + DIGEST_UTC_MINUTES * 60_000;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/** Sends the digests due at `now`; returns how many went out. */
export async function deliverDailyDigests(db: Database, now = new Date()): Promise<number> {
  const origin = publicOrigin();
  const cutoff = digestCutoff(now).toISOString();
  const dueBefore = sql`s.frequency = 'daily' and m.matched_at < ${cutoff}::timestamptz`;
  let after = "";
  let sent = 0;
  for (;;) {
    const { rows } = await db.execute<{ user_id: string }>(sql`
      select distinct s.user_id from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where m.mailed_at is null and ${dueBefore} and s.user_id > ${after}
      order by s.user_id limit ${PAGE}`);
    if (rows.length === 0) return sent;
    const users = rows.map((r) => r.user_id);
    after = users[users.length - 1];
    const due = await readDue(db, sql`${dueBefore} and s.user_id in (select jsonb_array_elements_text(${JSON.stringify(users)}::jsonb))`);
    const cars = await carsOf(db, due);
    for (const [userId, matches] of groupBy(due, (m) => m.userId)) {
      const mailed = await claimAndMail(db, sql`hashtext(${userId})`, matches, now, (claimed) => {
        const [{ email, userName, mailsOn }] = claimed;
        if (!mailsOn) return null;
        const searches = [...groupBy(claimed, (m) => m.searchId)].flatMap(([searchId, of]) => sectionOf(searchId, of, cars, origin));
        return searches.length > 0 ? digestMail({ email, name: userName }, searches, origin) : null;
      });
      if (mailed) sent++;
    }
    if (rows.length < PAGE) return sent;
  }
}

/** A search's part of the digest: its cars on sale, the latest matched (then listed) first; none for a paused search. */
function sectionOf(searchId: number, matches: DueMatch[], cars: Awaited<ReturnType<typeof carsOf>>, origin: string): MailedSearch[] {
  const [{ searchName, query, paused }] = matches;
  const latestFirst = [...matches].sort((a, b) => b.matchedAt.getTime() - a.matchedAt.getTime() || b.listingId - a.listingId);
  const shown = mailedCars(latestFirst, cars);
  if (paused || shown.length === 0) return [];
  return [{ name: searchName, query, unsubscribeUrl: savedSearchUnsubscribeUrl(origin, searchId), cars: shown, alsoMatched: alsoMatched(matches, cars) }];
}
