/**
 * Background passes over the whole index (deal ratings, feature texts) run on the request
 * thread: they give way every few milliseconds, so a request waits at most one slice, not a
 * whole batch (rating 20,000 cars takes about a second).
 */
const SLICE_MS = 8;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls `work` on each item, yielding to waiting requests whenever a slice has run out. */
export async function inSlices<T>(items: readonly T[], work: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    work(items[i]);
    // Reading the clock every 64 items keeps its cost out of the loop.
    if ((i & 63) === 63 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToRequests();
      sliceStart = performance.now();
    }
  }
  await yieldToRequests();
}
