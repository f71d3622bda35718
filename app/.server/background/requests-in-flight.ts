/**
 * The requests this process is answering now, counted by the host (server/app.ts), so that
 * background work no request waits for (saved-search matching) can step aside while any runs.
 * Slices alone did not do it: a search's answer takes several turns of the event loop (the
 * index, the scan thread, the page), and each turn could wait behind a slice of 4 ms.
 *
 * Only requests younger than HOLD_MS hold the work back: a partner's push of 1,000 rows is in
 * flight for most of a second, and held back by it, matching crawled at a fifth of its pace
 * (594 cars in 9.9 s). Not for a feed's rows read in or the sort orders merged after them:
 * tried, a pushed car took up to 8.2 s to appear, and a search that finds its order behind
 * merges it itself.
 */

/** A request older than this is a long one (a push, an upload): a few milliseconds more do not matter to it. */
const HOLD_MS = 100;

const inFlight = new Set<{ at: number }>();
let waiters: (() => void)[] = [];

/** Whether a request that started less than HOLD_MS ago is in flight. */
function holding(now = performance.now()): boolean {
  for (const request of inFlight) if (now - request.at < HOLD_MS) return true;
  return false;
}

/** Counts a request as begun; call what it returns once it has ended (more calls do nothing). */
export function requestStarted(): () => void {
  const request = { at: performance.now() };
  inFlight.add(request);
  return () => {
    if (!inFlight.delete(request) || waiters.length === 0 || holding()) return;
    const wake = waiters;
    waiters = [];
    for (const resolve of wake) resolve();
  };
}

export function requestsInFlight(): number {
  return inFlight.size;
}

/**
 * Resolves once no young request is in flight, or after `maxWaitMs` at the latest: under
 * nonstop traffic the work still moves, a slice per wait. Undefined (nothing to wait for) when none is.
 */
export function noYoungRequests(maxWaitMs: number): Promise<void> | undefined {
  if (!holding()) return undefined;
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiters = waiters.filter((waiter) => waiter !== done);
      resolve();
    }, maxWaitMs);
    waiters.push(done);
  });
}
