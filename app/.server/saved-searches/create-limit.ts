/**
 * The rate limit on saving a search, in the shared rate_limits table (auth/rate-limit.ts), by
 * user id and by address: setting up a dozen searches in a sitting fits, a script cycling
 * saves and deletes through an account does not. Counted once the request is valid.
 */
import { hit, type Limit } from "../auth/rate-limit";
import type { Database } from "../db/client";

const FIFTEEN_MINUTES = 15 * 60;

export const SAVE_SEARCH_LIMITS: { ip: Limit; account: Limit } = {
  ip: { max: 200, windowSeconds: FIFTEEN_MINUTES },
  account: { max: 20, windowSeconds: FIFTEEN_MINUTES },
};

export async function limitSavedSearchCreate(db: Database, who: { userId: string; ip: string }): Promise<void> {
  const now = new Date();
  await hit(db, `savedSearch:ip:${who.ip}`, SAVE_SEARCH_LIMITS.ip, now);
  await hit(db, `savedSearch:account:${who.userId}`, SAVE_SEARCH_LIMITS.account, now);
}
