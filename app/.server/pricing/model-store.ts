/**
 * The fair-price model every app process answers with: the newest stored one (decision 044).
 * Start-up loads it; every few seconds a process in use looks whether another has stored a
 * newer one and loads it, so a car has one fair price whichever process serves the page. When
 * listings changed since the model was fitted (decision 004's version row), one process at a
 * time refits it in the background, a few milliseconds at a time (background/time-slice.ts),
 * under an advisory lock, and stores it for the others and the next start; the model in use
 * keeps answering meanwhile.
 */
import { and, desc, eq, lt } from "drizzle-orm";
import { slicer } from "../background/time-slice";
import type { Database } from "../db/client";
import { priceModels } from "../db/schema";
import { withSessionLock } from "../db/session-lock";
import { getEnv } from "../env";
import { logger } from "../logger";
import { PriceEstimator } from "./price-estimator";
import { PRICE_MODEL_FORMAT, trainPriceModel, type PriceModel } from "./price-model";
import { listingMark, loadCatalogue, loadTrainingRows } from "./training-data";

/** How often a process in use looks for a newer stored model and at the listing-change mark. */
const CHECK_MS = 5_000;
/** Fewer real listings than this cannot support an estimate. */
export const MIN_TRAINING_ROWS = 30;
/** The fit's advisory lock (db/session-lock.ts): any two keys no other lock uses (decision 008). */
export const FIT_LOCK = { namespace: 8_008, key: 1 } as const;

interface State {
  estimator: PriceEstimator | null;
  /** The stored row the estimator was loaded from or saved as. */
  modelId: number | null;
  mark: string | null;
  first: Promise<void> | null;
  check: Promise<void> | null;
  /** A fit or a load under way (the health check's `warm`). */
  busy: number;
  checkedAt: number;
  fittedAt: number;
}

const states = new WeakMap<Database, State>();

function stateOf(db: Database): State {
  let s = states.get(db);
  if (!s) states.set(db, (s = { estimator: null, modelId: null, mark: null, first: null, check: null, busy: 0, checkedAt: 0, fittedAt: 0 }));
  return s;
}

async function busyWith<T>(s: State, work: () => Promise<T>): Promise<T> {
  s.busy++;
  try {
    return await work();
  } finally {
    s.busy--;
  }
}

const newestStored = async (db: Database) =>
  (
    await db
      .select({ id: priceModels.id, mark: priceModels.mark, createdAt: priceModels.createdAt })
      .from(priceModels)
      .where(eq(priceModels.format, PRICE_MODEL_FORMAT))
      .orderBy(desc(priceModels.id))
      .limit(1)
  )[0];

/** Swaps in a stored model; false when it is gone (a newer one replaced it meanwhile). */
async function load(db: Database, s: State, id: number): Promise<boolean> {
  const [stored] = await db
    .select({ mark: priceModels.mark, model: priceModels.model, createdAt: priceModels.createdAt })
    .from(priceModels)
    .where(and(eq(priceModels.id, id), eq(priceModels.format, PRICE_MODEL_FORMAT)));
  if (!stored) return false;
  s.estimator = new PriceEstimator(stored.model as PriceModel);
  s.modelId = id;
  s.mark = stored.mark;
  // Refits keep their interval across processes and restarts: a model another process has just
  // fitted is not fitted again here, and a process started beside another does not refit at once.
  s.fittedAt = stored.createdAt.getTime();
  return true;
}

/** Fits on the listings as they are now, stores the result and swaps it in. */
async function fit(db: Database, s: State): Promise<void> {
  // Read the mark first: a change during the fit leaves the model behind it, so it refits again.
  const mark = await listingMark(db);
  const rows = await loadTrainingRows(db);
  s.fittedAt = Date.now();
  if (rows.length < MIN_TRAINING_ROWS) return;
  const started = performance.now();
  // A few milliseconds at a time, so requests interleave (background/time-slice.ts).
  const model = await trainPriceModel(rows, await loadCatalogue(db), { pause: slicer() });
  const trainMs = Math.round(performance.now() - started);
  const [row] = await db.insert(priceModels).values({ format: PRICE_MODEL_FORMAT, mark, rows: rows.length, trainMs, model }).returning({ id: priceModels.id });
  await db.delete(priceModels).where(lt(priceModels.id, row!.id));
  s.estimator = new PriceEstimator(model);
  s.modelId = row!.id;
  s.mark = mark;
  logger.info({ rows: rows.length, trainMs, mark }, "fair-price model fitted");
}

/**
 * Fits unless another process is fitting (it will store its model, which this one then loads)
 * or has stored a newer model since this one looked (loaded instead).
 */
async function fitOnce(db: Database, s: State): Promise<void> {
  const locked = await withSessionLock(db, FIT_LOCK.namespace, FIT_LOCK.key, async () => {
    const newest = await newestStored(db);
    if (newest && newest.id !== s.modelId && (await load(db, s, newest.id))) return;
    await fit(db, s);
  });
  // Not taken: another process is fitting, and its model is loaded on a later look.
  if (!locked.taken) logger.debug("fair-price model being fitted by another process");
}

async function loadOrFit(db: Database, s: State): Promise<void> {
  const newest = await newestStored(db);
  if (newest && (await load(db, s, newest.id))) return;
  await fitOnce(db, s);
}

/** Loads a model another process stored, then refits if listings changed and the interval allows. */
async function keepCurrent(db: Database, s: State): Promise<void> {
  const newest = await newestStored(db);
  if (newest && newest.id !== s.modelId) await busyWith(s, () => load(db, s, newest.id));
  if (Date.now() - s.fittedAt < getEnv().PRICE_MODEL_MIN_REFIT_MS) return; // each refit costs seconds of CPU
  if ((await listingMark(db)) !== s.mark) await busyWith(s, () => fitOnce(db, s));
}

function checkInBackground(db: Database, s: State): void {
  const now = Date.now();
  if (s.check || now - s.checkedAt < CHECK_MS) return;
  s.checkedAt = now;
  s.check = keepCurrent(db, s)
    .catch((err: unknown) => logger.error({ err }, "fair-price model refresh failed"))
    .finally(() => (s.check = null));
}

function startFirst(db: Database, s: State): Promise<void> {
  s.checkedAt = Date.now();
  s.first ??= busyWith(s, () => loadOrFit(db, s)).finally(() => (s.first = null));
  return s.first;
}

/** The current estimator, or null when there are too few listings to learn from. */
export async function getPriceEstimator(db: Database): Promise<PriceEstimator | null> {
  const s = stateOf(db);
  if (!s.estimator) await startFirst(db, s);
  checkInBackground(db, s);
  return s.estimator;
}

/**
 * The current estimator without waiting: null while the first model loads or fits (which this
 * starts), so a search or a page never waits seconds for a model to rate its cars.
 */
export function peekPriceEstimator(db: Database): PriceEstimator | null {
  const s = stateOf(db);
  if (!s.estimator && !s.first && Date.now() - s.checkedAt >= CHECK_MS) {
    startFirst(db, s).catch((err: unknown) => logger.error({ err }, "fair-price model load failed"));
  }
  if (s.estimator) checkInBackground(db, s);
  return s.estimator;
}

/** Whether a fit or a load is under way (the health check's `warm`). */
export function priceModelBusy(db: Database): boolean {
  return stateOf(db).busy > 0;
}

/** Fits now and waits (tests, scripts). */
export async function refitPriceModel(db: Database): Promise<void> {
  const s = stateOf(db);
  await s.check;
  await busyWith(s, () => fit(db, s));
}

/** Forgets this process's model (a test reopening the same database, a restart simulated). */
export function forgetPriceModel(db: Database): void {
  states.delete(db);
}
