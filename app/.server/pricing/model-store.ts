/**
 * The process's fitted fair-price model. Start-up loads the newest stored model; when listings
 * changed since it was fitted (decision 004's version row), the model keeps answering while a
 * refit runs in the background a few milliseconds at a time (background/time-slice.ts), and
 * is then stored for the next start.
 */
import { desc, eq, lt, and } from "drizzle-orm";
import { slicer } from "../background/time-slice";
import type { Database } from "../db/client";
import { priceModels } from "../db/schema";
import { getEnv } from "../env";
import { logger } from "../logger";
import { PriceEstimator } from "./price-estimator";
import { PRICE_MODEL_FORMAT, trainPriceModel, type PriceModel } from "./price-model";
import { listingMark, loadCatalogue, loadTrainingRows } from "./training-data";

/** How often a request may look at the listing-change mark. */
const CHECK_MS = 5_000;
/** Fewer real listings than this cannot support an estimate. */
export const MIN_TRAINING_ROWS = 30;

interface State {
  estimator: PriceEstimator | null;
  mark: string | null;
  first: Promise<void> | null;
  refit: Promise<void> | null;
  checkedAt: number;
  fittedAt: number;
}

const states = new WeakMap<Database, State>();

function stateOf(db: Database): State {
  let s = states.get(db);
  if (!s) states.set(db, (s = { estimator: null, mark: null, first: null, refit: null, checkedAt: 0, fittedAt: 0 }));
  return s;
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
  s.mark = mark;
  logger.info({ rows: rows.length, trainMs, mark }, "fair-price model fitted");
}

async function loadOrFit(db: Database, s: State): Promise<void> {
  const [stored] = await db
    .select({ mark: priceModels.mark, model: priceModels.model, createdAt: priceModels.createdAt })
    .from(priceModels)
    .where(and(eq(priceModels.format, PRICE_MODEL_FORMAT)))
    .orderBy(desc(priceModels.id))
    .limit(1);
  if (!stored) return fit(db, s);
  s.estimator = new PriceEstimator(stored.model as PriceModel);
  s.mark = stored.mark;
  // Refits keep their interval across restarts: a server started beside another (or redeployed)
  // does not refit on the first write, at the moment its neighbour may be refitting too.
  s.fittedAt = stored.createdAt.getTime();
  s.checkedAt = 0;
}

function refitInBackground(db: Database, s: State): void {
  const now = Date.now();
  if (s.refit || now - s.checkedAt < CHECK_MS || now - s.fittedAt < getEnv().PRICE_MODEL_MIN_REFIT_MS) return; // each refit costs seconds of CPU
  s.checkedAt = now;
  s.refit = (async () => {
    if ((await listingMark(db)) !== s.mark) await fit(db, s);
  })()
    .catch((err: unknown) => logger.error({ err }, "fair-price model refit failed"))
    .finally(() => (s.refit = null));
}

/** The current estimator, or null when there are too few listings to learn from. */
export async function getPriceEstimator(db: Database): Promise<PriceEstimator | null> {
  const s = stateOf(db);
  if (!s.estimator) {
    s.first ??= loadOrFit(db, s).finally(() => (s.first = null));
    await s.first;
  }
  refitInBackground(db, s);
  return s.estimator;
}

/**
 * The current estimator without waiting: null while the first model loads or fits (which this
 * starts), so a search or a page never waits seconds for a model to rate its cars.
 */
export function peekPriceEstimator(db: Database): PriceEstimator | null {
  const s = stateOf(db);
  if (!s.estimator && !s.first && Date.now() - s.fittedAt >= CHECK_MS) {
    s.first = loadOrFit(db, s)
      .catch((err: unknown) => logger.error({ err }, "fair-price model load failed"))
      .finally(() => (s.first = null));
  }
  if (s.estimator) refitInBackground(db, s);
  return s.estimator;
}

/** Whether a fit or refit is under way in the background (the health check's `warm`). */
export function priceModelBusy(db: Database): boolean {
  const s = stateOf(db);
  return s.first !== null || s.refit !== null;
}

/** Fits now and waits (tests, scripts, an admin "refresh"). */
export async function refitPriceModel(db: Database): Promise<void> {
  const s = stateOf(db);
  await s.refit;
  await fit(db, s);
}

/** Forgets this process's model (a test reopening the same database, a restart simulated). */
export function forgetPriceModel(db: Database): void {
  states.delete(db);
}
