/**
 * The matching run (every 15 s in every app process; decision 039). One process does the work:
 * the cursor row in job_cursors ('saved-search-matching': the index's change number and the
 * time of the index state last matched) is a lease. The process that wrote it last carries on
 * from its shadow (listing-shadow.ts); another leaves it alone while it is fresher than
 * LEASE_MS, and takes over from it (resume-shadow.ts) once it is not, as after a restart. A run
 * names the cars that started to be found and asks the matcher which searches each now matches
 * (for a price drop, only those it did not match at its old price); then a transaction, under
 * a transaction-scoped advisory lock and only if the cursor has not moved since the run read
 * it, writes the rows and moves the cursor. A search gets at most MATCHES_RECORDED_PER_RUN rows
 * a run, the rest counted on its last (record-matches.ts): a partner's burst of 10,000 cars
 * matched about 220 cars for each of 100,000 bench searches, 22 million rows no one would read.
 * A run that finds more than MAX_HELD_MATCHES writes
 * them as it goes, in transactions under the same checks that leave the cursor where it was: a
 * run stopped half-way matches its cars again, and the unique index drops the repeats.
 */
import { sql } from "drizzle-orm";
import { slicer } from "../../background/time-slice";
import type { Database } from "../../db/client";
import { getSearchVocabulary, type SearchVocabulary } from "../../listings/vocabulary";
import { getListingIndexIfChanged, type ListingIndex } from "../../search";
import { MatcherSync } from "../matching/matcher-sync";
import { ListingShadow } from "./listing-shadow";
import { recordMatches, RunTally, type FoundMatch } from "./record-matches";
import { resumeShadow } from "./resume-shadow";

const MATCHING_CURSOR = "saved-search-matching";
/** The advisory lock of the matching run (any constant no other lock uses; see job-lock.ts, feed-lock.ts). */
const MATCHING_LOCK = 36_001;
/**
 * Matches held in memory before they are written: a run's rows are at most
 * MATCHES_RECORDED_PER_RUN times the searches, a million for 100,000. One insert's worth
 * (record-matches.ts), so the write left after the last car, when nothing else is going on to
 * hide it, is small (at 50,000 it was ~0.8 s of a 10 s run); only each search's last row, which
 * carries its count of cars beyond, waits for the end.
 */
const MAX_HELD_MATCHES = 20_000;
/** A cursor older than this means its process stopped matching: another takes over. */
export const LEASE_MS = 60_000;

export interface MatchingDeps {
  index: (db: Database) => Promise<ListingIndex>;
  vocabulary: (db: Database) => Promise<SearchVocabulary>;
}

/** A run's report; a matched run says where its time went (ms: building ahead, matching with its writes, the last write). */
export type MatchingReport = { role: "busy" | "standby" } | { role: "matched"; cars: number; matches: number; ms: { prepare: number; match: number; write: number } };

/** One process's matching: its shadow, its matcher, and the cursor it last wrote. */
export class SavedSearchMatching {
  private shadow: ListingShadow | null = null;
  private written: { position: number; at: number } | null = null;
  private sync = new MatcherSync();

  constructor(
    private readonly deps: MatchingDeps = { index: getListingIndexIfChanged, vocabulary: getSearchVocabulary },
    private readonly maxHeldMatches = MAX_HELD_MATCHES,
  ) {}

  async run(db: Database, now = new Date()): Promise<MatchingReport> {
    const ix = await this.deps.index(db);
    await ix.featuresLoaded;
    const vocab = await this.deps.vocabulary(db);
    const cursor = await readCursor(db);
    if (this.standsBy(cursor, now)) return this.standBy();
    // The work is done outside the transaction (on PGlite a transaction holds the one connection
    // every request waits for); the transaction then writes it only if the cursor is still the one
    // it was done from.
    const shadow = this.isMine(cursor) ? this.shadow! : cursor ? await resumeShadow(db, ix, cursor) : ListingShadow.of(ix);
    const matcher = await this.sync.refresh(db, vocab);
    // The index may move while the run yields: the cursor says what the changes were read from.
    const position = ix.maxSeq;
    const changes = shadow.changes(ix);
    // No request waits for matching: it steps aside while any is answered.
    const pause = slicer({ deferToRequests: true });
    const started = performance.now();
    await matcher.prepare(ix, changes.events.map((event) => event.slot), pause);
    const prepared = performance.now();
    const perSearch = new RunTally();
    let found: FoundMatch[] = [];
    // Each search's last row of the run, written at the end with the count of cars beyond it.
    const lastRows: FoundMatch[] = [];
    // Rows found so far are written while matching goes on (the database works on its own
    // core); one write at a time, so at most two batches are held.
    let writing: Promise<WriteOutcome> = Promise.resolve({ role: "matched", matches: 0 });
    // Newest change first: when a search gets only some rows, they are for the latest cars, which mails list first.
    for (let i = changes.events.length - 1; i >= 0; i--) {
      const { slot, kind, previousPrice } = changes.events[i]!;
      matcher.forEachMatch(ix, slot, previousPrice, (searchId) => {
        const taken = perSearch.take(searchId);
        if (taken !== "none") (taken === "row" ? found : lastRows).push({ searchId, listingId: ix.ids[slot], kind, price: ix.price[slot] });
      });
      if (found.length >= this.maxHeldMatches) {
        const sofar = await writing;
        if (sofar.role !== "matched") return sofar.role === "busy" ? sofar : this.standBy();
        const part = found;
        found = [];
        writing = this.write(db, cursor, part, now, null).then((next) => (next.role === "matched" ? { role: "matched", matches: sofar.matches + next.matches } : next));
        // Awaited at the next flush or the end; until then a failure must not count as unhandled.
        writing.catch(() => {});
      }
      // Asked after every car: one that matches thousands of searches takes about a millisecond.
      await pause();
    }
    const sofar = await writing;
    if (sofar.role !== "matched") return sofar.role === "busy" ? sofar : this.standBy();
    const matched = performance.now();
    for (const row of lastRows) row.more = perSearch.beyondRows(row.searchId);
    const outcome = await this.write(db, cursor, found.concat(lastRows), now, position);
    if (outcome.role === "standby") return this.standBy();
    if (outcome.role === "busy") return outcome;
    shadow.record(ix, changes);
    this.shadow = shadow;
    this.written = { position, at: now.getTime() };
    const ms = { prepare: Math.round(prepared - started), match: Math.round(matched - prepared), write: Math.round(performance.now() - matched) };
    return { role: "matched", cars: changes.events.length, matches: sofar.matches + outcome.matches, ms };
  }

  /**
   * Writes matches if this process may (the lock is free, the cursor is still the one the run
   * started from) and, with a `position`, moves the cursor there.
   */
  private write(db: Database, cursor: Cursor | null, found: readonly FoundMatch[], now: Date, position: number | null): Promise<WriteOutcome> {
    return db.transaction(async (tx) => {
      const locked = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${MATCHING_LOCK}) as ok`);
      if (!locked.rows[0]?.ok) return { role: "busy" as const };
      // The estimates of rows from parameter arrays are far off and made PostgreSQL compile the
      // insert (a third of its time at 20,000 rows); these are index lookups, not a report.
      await tx.execute(sql`set local jit = off`);
      const current = await readCursor(tx);
      if (current?.position !== cursor?.position || current?.at.getTime() !== cursor?.at.getTime()) return { role: "standby" as const };
      const matches = await recordMatches(tx, found, now);
      if (position !== null) {
        await tx.execute(sql`
          insert into job_cursors (name, position, updated_at) values (${MATCHING_CURSOR}, ${position}, ${now.toISOString()}::timestamptz)
          on conflict (name) do update set position = excluded.position, updated_at = excluded.updated_at`);
      }
      return { role: "matched" as const, matches };
    });
  }

  /** Whether this process wrote the cursor last (then its shadow says what was matched). */
  private isMine(cursor: Cursor | null): boolean {
    return this.shadow !== null && cursor !== null && this.written?.position === cursor.position && this.written.at === cursor.at.getTime();
  }

  /** Another process wrote the cursor, recently enough to be matching still. */
  private standsBy(cursor: Cursor | null, now: Date): boolean {
    return cursor !== null && !this.isMine(cursor) && now.getTime() - cursor.at.getTime() < LEASE_MS;
  }

  /** The shadow no longer says what was matched, and the matcher's memory is given back (built again on taking over). */
  private standBy(): MatchingReport {
    if (this.shadow) {
      this.shadow = null;
      this.sync = new MatcherSync();
    }
    return { role: "standby" };
  }
}

type Cursor = { position: number; at: Date };
type WriteOutcome = { role: "busy" } | { role: "standby" } | { role: "matched"; matches: number };

async function readCursor(db: Pick<Database, "execute">): Promise<Cursor | null> {
  const { rows } = await db.execute<{ position: string | number; updated_at: Date | string }>(
    sql`select position, updated_at from job_cursors where name = ${MATCHING_CURSOR}`,
  );
  return rows[0] ? { position: Number(rows[0].position), at: new Date(rows[0].updated_at) } : null;
}
