/**
 * Image decoding and resizing (sharp) one or two jobs at a time, in a bounded queue (decision
 * 027). sharp works on libuv's thread pool, four threads that file reads, gzip and scrypt also
 * wait for: eight large PNGs decoding at once held all four and both cores for seconds, and
 * every other request waited behind them. A lane runs at most `concurrency` jobs, lets at most
 * `maxWaiting` more wait, and at most `maxPerOwner` of them be one user's; past that the job is
 * refused at once (the caller answers 503 or 429 with Retry-After) rather than piling up.
 */
import { availableParallelism } from "node:os";

export type WorkRefusal = "busy" | "owner";

export class ImageWorkRefused extends Error {
  constructor(
    readonly reason: WorkRefusal,
    /** When a new try has a fair chance: the queue ahead of it at the recent pace. */
    readonly retryAfterSeconds: number,
  ) {
    super(reason === "busy" ? "The image queue is full" : "This user's images are already queued");
    this.name = "ImageWorkRefused";
  }
}

export interface WorkLaneLimits {
  concurrency: number;
  maxWaiting?: number;
  maxPerOwner?: number;
}

export interface WorkLane {
  /** Runs `job` when a slot is free; `owner` (a user id) counts towards that user's share. */
  run<T>(job: () => Promise<T>, owner?: string): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** A first guess at a job's length before any has run: a phone photo's decode and four encodes. */
const FIRST_ESTIMATE_MS = 500;

export function createWorkLane({ concurrency, maxWaiting = Infinity, maxPerOwner = Infinity }: WorkLaneLimits): WorkLane {
  const waiters: (() => void)[] = [];
  const perOwner = new Map<string, number>();
  let running = 0;
  let averageMs = FIRST_ESTIMATE_MS;

  const retryAfter = () => Math.min(60, Math.max(1, Math.ceil(((waiters.length + running) / concurrency) * averageMs / 1000)));
  const count = (owner: string | undefined, by: number) => {
    if (owner === undefined) return;
    const next = (perOwner.get(owner) ?? 0) + by;
    if (next === 0) perOwner.delete(owner);
    else perOwner.set(owner, next);
  };

  return {
    async run<T>(job: () => Promise<T>, owner?: string): Promise<T> {
      if (owner !== undefined && (perOwner.get(owner) ?? 0) >= maxPerOwner) throw new ImageWorkRefused("owner", retryAfter());
      if (running >= concurrency && waiters.length >= maxWaiting) throw new ImageWorkRefused("busy", retryAfter());
      count(owner, 1);
      if (running < concurrency) running++;
      else await new Promise<void>((resolve) => waiters.push(resolve)); // the finishing job hands its slot over
      const started = performance.now();
      try {
        return await job();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        count(owner, -1);
        const next = waiters.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
  };
}

/**
 * One decode at a time on two cores (two from four): the other pool threads stay free for file
 * reads, gzip and password hashing, and the other core for requests.
 */
const IMAGE_CONCURRENCY = availableParallelism() >= 4 ? 2 : 1;

/**
 * Uploaded photos (listing photos, blog stories): at a few hundred ms each, eight waiting is a
 * few seconds' wait at most. A user's picker sends one photo at a time; four leaves room for
 * other tabs and a client sending a few at once, and still half the queue for everyone else.
 */
export const photoDecoding = createWorkLane({ concurrency: IMAGE_CONCURRENCY, maxWaiting: 8, maxPerOwner: 4 });

/**
 * Listing illustrations drawn from our own SVG (~50 ms, each file once, then from the disk
 * cache): a lane of their own, so a queue of uploads never delays a page's pictures, and never
 * refused, since a card without its picture is worse than a slower one.
 */
export const illustrationRendering = createWorkLane({ concurrency: IMAGE_CONCURRENCY });
