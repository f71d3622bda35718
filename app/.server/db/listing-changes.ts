/**
 * Whether listings may have changed since the search index last looked (decision 021). Every
 * database connection of this process LISTENs on one channel, and the listings' statement
 * trigger NOTIFYs it (migration 0020). A write made through this process is noted before its
 * commit returns: PostgreSQL hands a session its own notifications ahead of the reply that ends
 * the command, and PGlite runs in process. So a seller sees their change at once, and another
 * process's write is noted within milliseconds by whichever connection is idle. The index reads
 * its version row only then, instead of on every request, and at least once a second in case a
 * notification was lost with its connection.
 *
 * A partner feed's batch says so in its notification (migration 0030, decision 041): no one is
 * waiting to see those rows this instant, so the index reads them in the background, at most
 * once a second, and searches meanwhile use what it holds instead of waiting for the read.
 */
import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type pg from "pg";
import { logger } from "../logger";

const LISTING_CHANGES_CHANNEL = "carsaathi_listing_changes";

/** The longest the index trusts that silence means no change. */
const MAX_UNCHECKED_MS = 1_000;

/** The notification payload of a partner feed's writes (carsaathi.write_kind, migration 0030). */
export const FEED_WRITE = "feed";

/** Marks the listing writes of this transaction as a feed's, in the notification its commit sends. */
export async function markFeedWrites(tx: { execute(query: SQL): Promise<unknown> }) {
  await tx.execute(sql`select set_config('carsaathi.write_kind', ${FEED_WRITE}, true)`);
}

export class ListingChanges {
  private changed = true;
  private feedChanged = false;
  private checkedAt = -Infinity;
  /** False once a connection could not LISTEN: the version is then read on every request. */
  private listening = true;
  /** Called on each feed write noted: the index schedules its background read (index-loader.ts). */
  onFeedWrite: (() => void) | undefined;

  /**
   * A write may have happened: a notification, or a connection that may have missed one. `kind`
   * is the notification's payload: FEED_WRITE for a partner feed's batch.
   */
  note(kind = "") {
    if (kind !== FEED_WRITE) {
      this.changed = true;
      return;
    }
    this.feedChanged = true;
    this.onFeedWrite?.();
  }

  deaf() {
    this.listening = false;
  }

  /** Whether a write was noted and not yet taken (tests). */
  get pending(): boolean {
    return this.changed;
  }

  /** Listening, and no write noted since the index last read its version: what it holds is current. */
  get quiet(): boolean {
    return this.listening && !this.changed && !this.feedChanged;
  }

  /** Listening, and only feed writes noted since the last read: a search need not wait for them. */
  get onlyFeedWrites(): boolean {
    return this.listening && !this.changed && this.feedChanged;
  }

  /**
   * Whether the index must read its version now; if so, what was noted is taken (a write
   * noted while that read is under way leaves a new note for the next request).
   */
  take(now = Date.now()): boolean {
    if (this.quiet && now - this.checkedAt < MAX_UNCHECKED_MS) return false;
    this.changed = false;
    this.feedChanged = false;
    this.checkedAt = now;
    return true;
  }
}

/** Keyed by the Drizzle handle the index is given. */
const byDatabase = new WeakMap<object, ListingChanges>();

/** The changes noted for this database; undefined for one not watched (the index then always reads). */
export function listingChangesOf(db: object): ListingChanges | undefined {
  return byDatabase.get(db);
}

export function watchDatabase(db: object, changes: ListingChanges) {
  byDatabase.set(db, changes);
}

/**
 * The pool's `onConnect`: pg-pool hands the connection out only once it LISTENs. `alone`: no
 * other connection was listening, so writes made meanwhile may have gone unheard.
 */
export async function listenOn(client: pg.ClientBase, changes: ListingChanges, alone: boolean) {
  client.on("notification", (message) => {
    if (message.channel === LISTING_CHANGES_CHANNEL) changes.note(message.payload);
  });
  try {
    await client.query(`LISTEN ${LISTING_CHANGES_CHANNEL}`);
    if (alone) changes.note();
  } catch (error) {
    // The connection still serves queries; the index just asks on every request.
    changes.deaf();
    logger.warn({ err: error }, "could not LISTEN for listing changes; the search index checks on every request");
  }
}

/** PGlite is one connection in this process: it calls its listeners before the query that notified returns. */
export async function listenOnPglite(client: PGlite): Promise<ListingChanges> {
  const changes = new ListingChanges();
  await client.listen(LISTING_CHANGES_CHANNEL, (payload) => changes.note(payload));
  return changes;
}
