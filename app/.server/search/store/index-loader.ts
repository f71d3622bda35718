/**
 * Loads the listing index from the database and keeps it fresh (decision 004): a full load at
 * start, then only the rows whose change number moved, looked for when a write is noted
 * (decision 021). Deal ratings are filled in by deal-ratings.ts: inline for changed rows, in
 * the background after a full load or a new model. A partner feed's writes are read in the
 * background at most once a second, and searches meanwhile use the index as it is (decision 041).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listingChangesOf } from "../../db/listing-changes";
import { peekPriceEstimator, priceModelBusy } from "../../pricing/model-store";
import type { PriceEstimator } from "../../pricing/price-estimator";
import { dealRatingsCurrent, rateAllInBackground, rateSlot } from "../maintained/deal-ratings";
import { FEATURES_TEXT, parseFeatureLine, parseRow, readBatches, ROW_TEXT } from "./index-rows";
import { EquipmentTexts } from "./variant-equipment";
import { ListingIndex, SORT_KEYS } from "./listing-index";
import { scanWorker } from "../execution/parallel-scan";
import { searchMemo } from "../caches/search-memo";
import { inSlices } from "../../background/time-slice";
import { logger } from "../../logger";

/** Re-read this many change numbers below the mark: a slow transaction may commit late. */
const CHANGE_LOOKBACK = 200;

/**
 * A feed's writes are read in at most this often: every read rates the rows read and moves the
 * sort orders; a feed pushing a batch every half second would otherwise put that cost on nearly
 * every search. Well inside the 5 s a partner is promised.
 */
const FEED_REFRESH_MS = 1_000;

/**
 * The deletion log keeps a day (migration 0011); an index that has not refreshed for most of
 * that could have missed a deletion, so it reloads in full instead.
 */
const MAX_INCREMENTAL_GAP_MS = 20 * 3600_000;

async function dropDeletedRows(db: Database, index: ListingIndex, fromSeq: number) {
  const result = await db.execute<{ listing_id: number; change_seq: string | number }>(
    sql`select listing_id, change_seq from listing_deletions where change_seq > ${fromSeq} order by change_seq`,
  );
  for (const row of result.rows) index.remove(Number(row.listing_id), Number(row.change_seq));
}

/**
 * `rateWith`: rate each row as it lands (changed rows); a full load is rated in the background.
 * With features, the rows are read first and their features after: read the other way round,
 * a row committed between the two reads landed with no features and changed when read again.
 */
async function loadRows(db: Database, index: ListingIndex, fromSeq: number, onlyActive: boolean, withFeatures: boolean, rateWith: PriceEstimator | null) {
  // In slices: rating a row costs ~150 µs at a million listings (profiled), so a feed's
  // thousand changed rows in one go would hold searches for about 150 ms.
  const apply = (lines: string[], features: Map<number, string> | null) =>
    inSlices(lines, (line) => {
      const row = parseRow(line, undefined);
      row.features_text = features ? (features.get(row.id) ?? "") : undefined;
      index.apply(row);
      if (rateWith) rateSlot(index, rateWith, row);
    });
  if (!withFeatures) {
    for await (const lines of readBatches(db, ROW_TEXT, fromSeq, onlyActive)) await apply(lines, null);
    return;
  }
  const batches: string[][] = [];
  for await (const lines of readBatches(db, ROW_TEXT, fromSeq, onlyActive)) batches.push(lines);
  const features = new Map<number, string>();
  const texts = await EquipmentTexts.of(db);
  for await (const lines of readBatches(db, FEATURES_TEXT, fromSeq, onlyActive)) {
    const rows = lines.map(parseFeatureLine);
    await texts.prepare(rows);
    for (const { id, variantId, own } of rows) features.set(id, texts.textOf(variantId, own));
  }
  for (const lines of batches) await apply(lines, features);
}

/**
 * Feature text (for "with sunroof") is the slowest column to read, and only some searches
 * need it: a full load fetches it in the background after the rest is ready. Each listing's
 * text is its own features and its catalogue variant's standard ones (variant-equipment.ts).
 */
async function loadAllFeatures(db: Database, index: ListingIndex, catalogue: Promise<EquipmentTexts>) {
  const texts = await catalogue;
  for await (const lines of readBatches(db, FEATURES_TEXT, 0, true)) {
    const rows = lines.map(parseFeatureLine);
    await texts.prepare(rows);
    await inSlices(rows, ({ id, variantId, own }) => index.setFeatures(id, texts.textOf(variantId, own)));
  }
}

/**
 * The deletion log's last change number: read before a full load, whose rows already lack
 * every car deleted until then, so the first refresh does not read the whole day's log again.
 */
async function lastDeletionSeq(db: Database): Promise<number> {
  const result = await db.execute<{ last: string | number | null }>(sql`select max(change_seq) as last from listing_deletions`);
  return Number(result.rows[0]?.last ?? 0);
}

async function readVersion(db: Database): Promise<{ version: number; fullVersion: number }> {
  const result = await db.execute<{ version: string | number; full_version: string | number }>(
    sql`select version, full_version from search_index_version where id = 1`,
  );
  const row = result.rows[0];
  return { version: Number(row?.version ?? 0), fullVersion: Number(row?.full_version ?? 0) };
}

/** The process's index (one module graph per process: decision 023), one refresh at a time. */
const state = {
  current: undefined as { db: Database; index: ListingIndex } | undefined,
  refreshing: undefined as Promise<ListingIndex> | undefined,
  /** The refresh under way took only feed writes' notes: searches need not wait for it. */
  readingFeed: false,
};

/** The refresh under way, or a new one; concurrent callers share it. */
function startRefresh(db: Database): Promise<ListingIndex> {
  state.refreshing ??= refresh(db).finally(() => {
    state.refreshing = undefined;
    state.readingFeed = false;
  });
  return state.refreshing;
}

/** Indexes whose feature texts are all in (the health check asks). */
const featuresRead = new WeakSet<ListingIndex>();

/**
 * For background jobs: the loaded index while no write has been noted since it last looked (a
 * job every few seconds in every process would otherwise read the version row each time for
 * nothing), else the refreshed one. Requests keep getListingIndex's once-a-second check.
 */
export function getListingIndexIfChanged(db: Database): Promise<ListingIndex> {
  const current = state.current;
  if (current && current.db === db && listingChangesOf(db)?.quiet) return Promise.resolve(current.index);
  return getListingIndex(db);
}

/**
 * The up-to-date index for this database; concurrent callers share one refresh. While only
 * feed writes are noted, the loaded index as it is: they are read in the background.
 */
export function getListingIndex(db: Database): Promise<ListingIndex> {
  const current = state.current;
  const changes = listingChangesOf(db);
  if (current?.db === db && changes?.onlyFeedWrites && isFresh(current.index)) {
    readFeedWritesSoon(db);
    return Promise.resolve(current.index);
  }
  // A feed's writes being read in, nothing else noted: the index as it is, not a wait for the
  // read (seconds at a million listings while a partner pushes).
  if (current?.db === db && state.readingFeed && changes && !changes.pending) return Promise.resolve(current.index);
  // A write noted after the refresh under way began is read by the next one: its writer must see it.
  if (state.refreshing && changes?.pending) return state.refreshing.then(() => getListingIndex(db));
  return startRefresh(db);
}

const isFresh = (index: ListingIndex) => Date.now() - index.refreshedAt < MAX_INCREMENTAL_GAP_MS;

let feedRead: NodeJS.Timeout | undefined;

/**
 * Reads a feed's writes once a second has passed since the last read, then brings the sort
 * orders searches have used up to date, between requests rather than in the next search of each.
 */
function readFeedWritesSoon(db: Database) {
  const current = state.current;
  if (feedRead || !current || current.db !== db) return;
  const wait = Math.max(0, current.index.refreshedAt + FEED_REFRESH_MS - Date.now());
  feedRead = setTimeout(() => {
    // Repeated searches keep their answers for a moment (search-memo.ts), not a pass each.
    searchMemo(current.index).freeze();
    startRefresh(db)
      .then((index) => index.updateBuiltOrders())
      .catch((error: unknown) => logger.error({ err: error }, "reading a feed's writes into the search index failed"))
      .finally(() => {
        feedRead = undefined;
        // Writes noted while this read was under way wait for the next one.
        if (listingChangesOf(db)?.onlyFeedWrites) readFeedWritesSoon(db);
      });
  }, wait);
  feedRead.unref();
}

async function refresh(db: Database): Promise<ListingIndex> {
  const current = state.current;
  const fresh = current && current.db === db && isFresh(current.index);
  // No write noted since the last look (listing-changes.ts): the database need not be asked.
  // Taken on every refresh, so a load that reads the version also takes what was noted before it.
  const changes = listingChangesOf(db);
  const feedOnly = changes?.onlyFeedWrites ?? false;
  // Set before the first await: startRefresh has not yet handed this refresh to anyone.
  state.readingFeed = feedOnly && fresh === true;
  const mustLook = changes?.take() ?? true;
  if (current && fresh && !mustLook) {
    rateAllInBackground(db, current.index, peekPriceEstimator(db), () => state.current?.index === current.index);
    return current.index;
  }
  const { version, fullVersion } = await readVersion(db);
  if (current && fresh && current.index.fullVersion === fullVersion) {
    const index = current.index;
    if (index.version !== version) {
      const from = Math.max(0, index.maxSeq - CHANGE_LOOKBACK);
      await loadRows(db, index, from, false, true, peekPriceEstimator(db));
      await dropDeletedRows(db, index, from);
      index.version = version;
      // Another write than a feed's: its writer's next search must not get a frozen answer.
      if (!feedOnly) searchMemo(index).thaw();
    }
    index.refreshedAt = Date.now();
    rateAllInBackground(db, index, peekPriceEstimator(db), () => state.current?.index === index);
    return index;
  }
  const index = new ListingIndex();
  // Asked for before the rows: once the background rating starts, the query would wait behind it.
  const catalogue = EquipmentTexts.of(db);
  catalogue.catch(() => undefined);
  const deletedUpTo = await lastDeletionSeq(db);
  await loadRows(db, index, 0, true, false, null);
  index.maxSeq = Math.max(index.maxSeq, deletedUpTo);
  index.compact();
  index.featuresLoaded = loadAllFeatures(db, index, catalogue).then(() => void featuresRead.add(index));
  index.featuresLoaded.catch(() => {
    if (state.current?.index === index) state.current = undefined; // rebuild on the next search
  });
  index.version = version;
  index.fullVersion = fullVersion;
  index.refreshedAt = Date.now();
  state.current = { db, index };
  if (changes) changes.onFeedWrite = () => readFeedWritesSoon(db);
  rateAllInBackground(db, index, peekPriceEstimator(db), () => state.current?.index === index);
  return index;
}

/**
 * Whether the work after a start or a refit is done: feature texts read, no fair-price fit
 * under way, every listing rated by the current model (none, on a database without data to
 * fit). A refit's new model is otherwise applied at the next search; asked here, the re-rating
 * starts now. The health check reports it as `warm`; benchmarks time the settled server.
 */
export function settleListingIndex(db: Database): boolean {
  const current = state.current;
  if (!current || current.db !== db || !featuresRead.has(current.index) || priceModelBusy(db)) return false;
  const estimator = peekPriceEstimator(db);
  if (estimator === null) return true;
  rateAllInBackground(db, current.index, estimator, () => state.current === current);
  return dealRatingsCurrent(current.index, estimator);
}

/** Build the index, its sort orders and its make and body-type lists before the first search (start-up), so no shopper waits. */
export async function warmListingIndex(db: Database): Promise<number> {
  const index = await getListingIndex(db);
  // The deal order waits for the ratings, which are filled in after the load.
  for (const key of SORT_KEYS) if (key !== "best_deal") index.order(key);
  index.postingLists();
  scanWorker.prepare(index.size);
  return index.size;
}
