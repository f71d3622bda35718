/** One fetch at a time per partner, across processes (db/session-lock.ts, keyed by the partner's id). */
import type { Database } from "../db/client";
import { withSessionLock, type Locked } from "../db/session-lock";

/** The first key of every partner feed lock: any constant no other two-key lock uses (issue 35). */
export const FEED_LOCK_NAMESPACE = 35_001;

export function withPartnerFeedLock<T>(db: Database, partnerId: number, run: () => Promise<T>): Promise<Locked<T>> {
  return withSessionLock(db, FEED_LOCK_NAMESPACE, partnerId, run);
}
