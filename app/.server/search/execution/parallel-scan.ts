/**
 * A search's pass over every slot, shared with a worker thread (decision 017). The index's
 * columns live in shared memory, so the worker reads them in place. The slots are cut into
 * chunks that both threads claim one at a time from a shared counter, each writing a chunk's
 * matches at the chunk's own offset in a shared buffer and adding to its own counts; the
 * request thread then adds the worker's counts and gathers the chunks' matches in order.
 *
 * The worker is only help, never a dependency: one that starts late finds fewer chunks left,
 * one that has not started when the chunks run out is told to skip the job, and one that is
 * not running yet, has failed or has stalled leaves the pass to the request thread. The worker
 * compiles the same generated source as compiled-scan.ts, so every chunk runs the same loop.
 */
import { Worker } from "node:worker_threads";
import { logger } from "../../logger";
import { singleton } from "../../singleton";
import { newScanCounts, SCAN_COLUMNS, SCAN_PARAMETERS, type Scan, type ScanColumns, type ScanValues } from "./compiled-scan";
import { FACET_NAMES, type ScanCounts } from "../schema";

/** Below this many slots a pass takes a few milliseconds: not worth a hand-over. */
const PARALLEL_MIN_SLOTS = 200_000;
/**
 * Slots per chunk (~0.3 ms of scanning): 31 chunks at a million, so a late start still leaves
 * the worker a share, and the request thread never waits long for the worker's last chunk.
 */
const CHUNK = 32_768;
/** A job that takes longer than this means the worker is stuck: it is replaced. */
const STALL_MS = 2_000;

// control[STATE]: the job's number times 8 plus its state. The worker moves the state from IDLE
// to RUNNING to DONE (or FAILED); the request thread may move it from IDLE to SKIPPED. The
// control words are reused by every job, and the number in the word stops the message of a
// skipped job, read late, from taking a later job's chunks. control[NEXT]: the next chunk to
// claim. control[FIRST_TOTAL + k]: how many matches chunk k has.
const STATE = 0;
const NEXT = 1;
const FIRST_TOTAL = 2;
const IDLE = 0;
const RUNNING = 1;
const DONE = 2;
const FAILED = 3;
const SKIPPED = 4;
const STATE_BITS = 7;
/** Job numbers wrap well inside an int32 once shifted past the state. */
const MAX_JOB = 1 << 27;

/**
 * Claims chunks until none is left. Both threads run it, so it is one source compiled in each
 * (here, and in WORKER_SOURCE), and the two cannot drift apart on the control words' layout.
 */
const SCAN_CHUNKS_PARAMETERS = ["scan", "c", "v", "counts", "out", "control", "size", "chunk"];
const SCAN_CHUNKS_SOURCE = `
  for (;;) {
    const k = Atomics.add(control, ${NEXT}, 1);
    const from = k * chunk;
    if (from >= size) return;
    control[${FIRST_TOTAL} + k] = scan(c, v, counts, out.subarray(from), from, Math.min(from + chunk, size));
  }`;
type ScanChunks = (scan: Scan, c: ScanColumns, v: ScanValues, counts: ScanCounts, out: Int32Array, control: Int32Array, size: number, chunk: number) => void;
const scanChunks = new Function(...SCAN_CHUNKS_PARAMETERS, SCAN_CHUNKS_SOURCE) as ScanChunks;

/** Plain JavaScript, run with `eval` so it needs no file beside whichever bundle loaded this module. */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const scans = new Map();
let columns = null;
const scanChunks = new Function(...${JSON.stringify(SCAN_CHUNKS_PARAMETERS)}, ${JSON.stringify(SCAN_CHUNKS_SOURCE)});
parentPort.on("message", (job) => {
  if (job.columns) columns = job.columns;
  const control = job.control;
  const idle = job.number * 8 + ${IDLE};
  if (Atomics.compareExchange(control, ${STATE}, idle, job.number * 8 + ${RUNNING}) !== idle) return;
  try {
    let scan = scans.get(job.source);
    if (!scan) {
      if (scans.size >= 512) scans.clear();
      scan = new Function(...job.parameters, job.source);
      scans.set(job.source, scan);
    }
    scanChunks(scan, columns, job.values, job.counts, job.out, control, job.size, job.chunk);
    Atomics.store(control, ${STATE}, job.number * 8 + ${DONE});
  } catch {
    Atomics.store(control, ${STATE}, job.number * 8 + ${FAILED});
  }
  Atomics.notify(control, ${STATE});
});`;

class ScanWorker {
  private worker: Worker | null = null;
  private online = false;
  /**
   * Shared with the worker and reused by every job (a new SharedArrayBuffer per job was
   * external memory that brought on collections): both threads' matches, each chunk's at its
   * offset; the control words; the worker's counts. All replaced with a stalled worker (it
   * may still write).
   */
  private out = new Int32Array(new SharedArrayBuffer(4));
  private control = new Int32Array(new SharedArrayBuffer(4));
  private theirCounts: ScanCounts | null = null;
  private jobNumber = 0;
  /** The columns the worker holds (columnsToPost). */
  private posted: Partial<ScanColumns> | null = null;
  minSlots = PARALLEL_MIN_SLOTS;
  chunk = CHUNK;
  /** Passes the worker took chunks of, and passes it joined too late to take any. */
  readonly passes = { shared: 0, alone: 0 };

  /** The pass over slots 0 to `size`, shared with the worker when the index is large and the worker is up. */
  run(scan: Scan, source: string, c: ScanColumns, v: ScanValues, counts: ScanCounts, matches: Int32Array, size: number): number {
    if (size < this.minSlots || !sharedColumns(c)) return scan(c, v, counts, matches, 0, size);
    const worker = this.ensureWorker();
    if (!worker) return scan(c, v, counts, matches, 0, size);

    if (this.out.length < size) this.out = new Int32Array(new SharedArrayBuffer(size * 4));
    const out = this.out;
    const chunk = this.chunk;
    const chunks = Math.ceil(size / chunk);
    if (this.control.length < FIRST_TOTAL + chunks) this.control = new Int32Array(new SharedArrayBuffer((FIRST_TOTAL + chunks) * 4));
    const control = this.control;
    const theirCounts = this.zeroedCounts(counts);
    // The previous job is over (done, skipped, or its worker replaced): nothing else writes here.
    const number = (this.jobNumber = (this.jobNumber + 1) % MAX_JOB);
    const idle = number * 8 + IDLE;
    control[NEXT] = 0;
    Atomics.store(control, STATE, idle);
    worker.postMessage({ number, control, source, parameters: SCAN_PARAMETERS, columns: this.columnsToPost(c), values: v, counts: theirCounts, out, size, chunk });

    scanChunks(scan, c, v, counts, out, control, size, chunk);
    if (Atomics.compareExchange(control, STATE, idle, number * 8 + SKIPPED) === idle) {
      this.passes.alone++;
    } else if (this.awaitWorker(control)) {
      this.passes.shared++;
      for (const name of FACET_NAMES) {
        const into = counts[name];
        const from = theirCounts[name];
        for (let i = 0; i < into.length; i++) into[i] += from[i];
      }
    } else {
      // Some chunks may never finish: the pass starts over here, with the counts emptied.
      for (const name of FACET_NAMES) counts[name].fill(0);
      return scan(c, v, counts, matches, 0, size);
    }
    let total = 0;
    for (let k = 0; k < chunks; k++) {
      const n = control[FIRST_TOTAL + k];
      matches.set(out.subarray(k * chunk, k * chunk + n), total);
      total += n;
    }
    return total;
  }

  /**
   * The columns when they are not the ones the worker already holds, else null: cloning 18
   * views into every job's message was a tenth of a pass. A column is replaced (never
   * resized in place) when the index grows, so comparing the views finds every change.
   */
  private columnsToPost(c: ScanColumns): Partial<ScanColumns> | null {
    if (this.posted && SCAN_COLUMNS.every((name) => this.posted![name] === c[name])) return null;
    this.posted = Object.fromEntries(SCAN_COLUMNS.map((name) => [name, c[name]])) as Partial<ScanColumns>;
    return this.posted;
  }

  /** Whether the worker finished its chunks; a failed or stalled one is replaced. */
  private awaitWorker(control: Int32Array): boolean {
    const deadline = performance.now() + STALL_MS;
    for (let word = Atomics.load(control, STATE); (word & STATE_BITS) === RUNNING; word = Atomics.load(control, STATE)) {
      const left = deadline - performance.now();
      if (left <= 0 || Atomics.wait(control, STATE, word, left) === "timed-out") {
        logger.warn("search scan worker stalled; replacing it");
        this.discardWorker();
        return false;
      }
    }
    if ((Atomics.load(control, STATE) & STATE_BITS) === DONE) return true;
    logger.warn("search scan worker failed a pass; replacing it");
    this.discardWorker();
    return false;
  }

  /** At start-up: an index large enough to share its passes starts the worker now. */
  prepare(size: number): void {
    if (size >= this.minSlots) this.ensureWorker();
  }

  /** Starts the worker ahead of the first large search (tests, benchmarks); resolves once it is online. */
  whenOnline(): Promise<void> {
    this.ensureWorker();
    return new Promise((resolve) => (this.online ? resolve() : this.worker!.once("online", () => resolve())));
  }

  /** The worker once it is online; started on first need, in the background. */
  private ensureWorker(): Worker | null {
    if (!this.worker) {
      const worker = new Worker(WORKER_SOURCE, { eval: true });
      worker.unref(); // never keeps the process alive
      worker.once("online", () => worker === this.worker && (this.online = true));
      worker.on("error", (err) => {
        logger.warn({ err }, "search scan worker stopped");
        if (worker === this.worker) this.discardWorker();
      });
      this.worker = worker;
    }
    return this.online ? this.worker : null;
  }

  private discardWorker() {
    void this.worker?.terminate();
    this.worker = null;
    this.online = false;
    this.posted = null;
    this.out = new Int32Array(new SharedArrayBuffer(4));
    this.control = new Int32Array(new SharedArrayBuffer(4));
    this.theirCounts = null;
  }

  /** The worker's counts, zeroed, of the same shape as `counts` (remade when a dictionary grew). */
  private zeroedCounts(counts: ScanCounts): ScanCounts {
    const theirs = this.theirCounts;
    if (theirs && FACET_NAMES.every((name) => theirs[name].length === counts[name].length)) {
      for (const name of FACET_NAMES) theirs[name].fill(0);
      return theirs;
    }
    const lengths = Object.fromEntries(FACET_NAMES.map((name) => [name, counts[name].length])) as Record<keyof ScanCounts, number>;
    return (this.theirCounts = newScanCounts(lengths, SharedArrayBuffer));
  }
}

/** Columns in ordinary memory would be copied into every message: those passes stay here. */
function sharedColumns(c: ScanColumns): boolean {
  return SCAN_COLUMNS.every((name) => c[name].buffer instanceof SharedArrayBuffer);
}

/**
 * One worker thread per process. Kept in singleton() for development only: Vite re-runs an
 * edited module, and a second ScanWorker would start a second thread and never stop the first.
 */
export const scanWorker = singleton("scan-worker", () => new ScanWorker());
