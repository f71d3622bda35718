/**
 * Long CPU work on the request thread (deal ratings of every car after a start or a refit of
 * the fair-price model, feature texts, fitting the model) gives way every few milliseconds, so
 * a request waits for at most one slice. It does not wait for requests to finish: some
 * requests await this very work (a page that needs the model, a search with features), and
 * holding it back while they are in flight starved them.
 */

const SLICE_MS = 4;

/** Lets the requests waiting on the event loop run before going on. */
export const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A pause for long computations that are not a list of items (fitting the fair-price model):
 * call it often; it gives way only once a slice has run out, so calling it costs nothing.
 */
export function slicer(): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart <= SLICE_MS) return undefined;
    return giveWay().then(() => void (sliceStart = performance.now()));
  };
}

/** Calls `work` on each item (and its index), giving way to requests whenever a slice has run out. */
export async function inSlices<T>(items: readonly T[], work: (item: T, index: number) => void): Promise<void> {
  const pause = slicer();
  for (let i = 0; i < items.length; i++) {
    work(items[i], i);
    // Asking every 32 items keeps reading the clock out of the loop's cost.
    if ((i & 31) === 31) await pause();
  }
  await giveWay();
}
