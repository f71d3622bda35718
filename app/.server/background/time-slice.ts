/**
 * Long CPU work on the request thread (deal ratings of every car after a start or a refit of
 * the fair-price model, feature texts, fitting the model) gives way every few milliseconds, so
 * a request waits for at most one slice. It does not wait for requests to finish: some
 * requests await this very work (a page that needs the model, a search with features), and
 * holding it back while they are in flight starved them. Work that no request awaits (matching
 * saved searches) may: `deferToRequests`.
 */
import { noYoungRequests } from "./requests-in-flight";

const SLICE_MS = 4;
/**
 * Work no request waits for runs in shorter slices: a search that arrives mid-slice waits for
 * the rest of it, and only that work can afford the extra turns (saved-search matching at a
 * million listings: searches in its process p95 15-18 ms with 4 ms slices, 11-12 ms with 2 ms).
 */
const DEFERRED_SLICE_MS = 2;

/**
 * Work no request waits for (deferToRequests) waits at most this long after a slice for the
 * requests in flight to end: under traffic that never pauses it still gets a slice in five.
 */
const MAX_DEFER_MS = 16;

/** Asked between steps of long work: a promise when it gives way, else undefined (go on). */
export type Pause = () => Promise<void> | undefined;

/** A pause that never gives way: the same work run where nothing waits (a test, a script). */
export const NO_PAUSE: Pause = () => undefined;

export interface SliceOptions {
  /** Between slices, let the requests just begun finish first (requests-in-flight.ts). Only for work no request awaits. */
  deferToRequests?: boolean;
  /** A pause shared with the work around this list (one for a whole run) instead of one of its own. */
  pause?: Pause;
}

/** Work that has given way, oldest first, each waiting for its next slice. */
const waiting: (() => void)[] = [];
let turning = false;

/**
 * One slice a turn of the event loop, whatever is running in slices: each waiter resumes in a
 * check phase of its own, so requests (the poll phase) run between any two slices. Resumed all
 * in one check phase, as plain `setImmediate` does, a partner's push, the index's reading of it,
 * the ratings and a refit of the model ran four slices back to back, and a search waited for
 * all of them (15-30 ms stalls, profiled in the partner bench).
 */
function nextTurn() {
  const resume = waiting.shift();
  if (!resume) return void (turning = false);
  resume();
  setImmediate(nextTurn);
}

/** Lets the requests waiting on the event loop run before going on, then waits for this work's turn. */
export const giveWay = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    if (!turning) {
      turning = true;
      setImmediate(nextTurn);
    }
  });

/**
 * A pause for long computations that are not a list of items (fitting the fair-price model):
 * call it often; it gives way only once a slice has run out, so calling it costs nothing.
 */
export function slicer({ deferToRequests = false }: SliceOptions = {}): Pause {
  let sliceStart = performance.now();
  const afterSlice = deferToRequests ? () => giveWay().then(() => noYoungRequests(MAX_DEFER_MS)) : giveWay;
  const sliceMs = deferToRequests ? DEFERRED_SLICE_MS : SLICE_MS;
  return () => {
    if (performance.now() - sliceStart <= sliceMs) return undefined;
    return afterSlice().then(() => void (sliceStart = performance.now()));
  };
}

/** Calls `work` on each item (and its index), giving way to requests whenever a slice has run out. */
export async function inSlices<T>(items: readonly T[], work: (item: T, index: number) => void, options: SliceOptions = {}): Promise<void> {
  const pause = options.pause ?? slicer(options);
  for (let i = 0; i < items.length; i++) {
    work(items[i], i);
    // Every 8th item: the clock stays out of the loop's cost, and a slice of heavy items
    // (parsing, indexing and rating a feed's row, ~150 µs) overruns by about a millisecond, not five.
    if ((i & 7) === 7) await pause();
  }
  await giveWay();
}
