/**
 * The search engine's one front door: everything outside app/.server/search imports from here
 * (lint refuses a deeper import). Inside, the folders say what they hold:
 * - schema.ts: every filter, facet and sort, declared once;
 * - store/: the columns and rows (listing-index.ts), their dictionaries, and loading them;
 * - maintained/: structures kept up to date as rows change (sort orders, postings, running
 *   totals, deal ratings);
 * - planning/: which path answers a search (fast paths declare what they support);
 * - execution/: the passes that answer it, the scan worker, the other look-ups (recommendations,
 *   suggestions, cars on several platforms, the /trends figures);
 * - caches/: answers reused until the index moves.
 * See docs/architecture.md ("The search engine") and decisions 004, 015 and 021.
 */
export { SORT_KEYS, type EffectiveFilters, type SortKey } from "./schema";
export { NO_GROUP, type ListingIndex } from "./store/listing-index";
export { getListingIndex, getListingIndexIfChanged, settleListingIndex, warmListingIndex } from "./store/index-loader";
export { queryIndex, type IndexAnswer } from "./execution/query-index";
export { pickSimilar, pickUpgrade } from "./execution/pick-recommendations";
export { newestWithText } from "./execution/newest-with-text";
export { sharedCars, type SharedCars } from "./execution/car-groups";
export { marketFigures, type CountRow, type MarketFigures, type MedianRow } from "./execution/market-figures";
export { marketBounds, type MarketBounds } from "./execution/market-bounds";
export { scanWorker } from "./execution/parallel-scan";
export { OneCar, oneCarSearch, oneCarLoops, tableOver, codeAt, TABLE_INPUTS, DICTIONARY_TABLES, type DictionaryTable, type OneCarSearch } from "./execution/one-car-scan";
export { activeCities, countByMakeModel, type MakeModelCount } from "./maintained/make-model-counts";
export { YEAR_OFFSET } from "./maintained/active-counts";
export { dealRatingsSettled } from "./maintained/deal-ratings";
export { cachedPerIndexVersion } from "./caches/index-cache";
