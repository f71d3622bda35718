/**
 * Shared bits of the rate-limit tests: spending a limit without sending `max` requests (a row
 * in rate_limits for the current window, as if they had been sent), a signed-in browser moved
 * to another address, and the check every 429 answer must pass.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { LIMITS, type LimitedAction } from "~/.server/auth/rate-limit";
import type { Database } from "~/.server/db/client";
import { TestBrowser, type Answer } from "./accounts-client";

/** The action's per-account count set to its maximum for the current window: the next attempt is refused. */
export async function spendAccountLimit(db: Database, action: LimitedAction, account: string): Promise<void> {
  const limit = (LIMITS[action] as { account?: { max: number; windowSeconds: number } }).account;
  if (!limit) throw new Error(`${action} has no per-account limit`);
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString();
  await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${`${action}:account:${account}`}, ${windowStart}, ${limit.max})
    on conflict (key, window_start) do update set count = ${limit.max}`);
}

/** The same signed-in visitor (their cookies) from another address. */
export function fromAddress(browser: TestBrowser, ip: string): TestBrowser {
  const moved = new TestBrowser(ip);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

/** A rate-limit refusal, page or API alike: 429 with Retry-After in whole seconds. */
export function expectTooMany(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
}
