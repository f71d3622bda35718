/**
 * Background work over the whole catalogue (deal ratings of every car after a start or a refit
 * of the fair-price model, feature texts, fitting the model) runs on the request thread. At a million listings
 * that is about a minute of CPU, so they run at idle priority: a few milliseconds at a time,
 * and while requests are being answered they wait (up to MAX_WAIT_MS, so they still finish
 * under constant load). A request then waits for at most one slice.
 */
import { requestsInFlight } from "./requests-in-flight";

const SLICE_MS = 4;
const MAX_WAIT_MS = 100;
const BUSY_POLL_MS = 2;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Lets pending I/O run, then waits while requests are in flight (bounded). */
async function giveWay(): Promise<void> {
  await nextTurn();
  const started = performance.now();
  while (requestsInFlight() > 0 && performance.now() - started < MAX_WAIT_MS) await sleep(BUSY_POLL_MS);
}

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

/** Calls `work` on each item, giving way to requests whenever a slice has run out. */
export async function inSlices<T>(items: readonly T[], work: (item: T) => void): Promise<void> {
  const pause = slicer();
  for (let i = 0; i < items.length; i++) {
    work(items[i]);
    // Asking every 32 items keeps reading the clock out of the loop's cost.
    if ((i & 31) === 31) await pause();
  }
  await giveWay();
}
