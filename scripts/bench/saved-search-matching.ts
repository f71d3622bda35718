/**
 * `node --expose-gc --import tsx scripts/bench/saved-search-matching.ts`: saved-search matching
 * in process (issue 36's targets): one car against 100,000 saved searches at most 2 ms at p95;
 * 10,000 changed cars against them at most 10 s; the searches' memory at most 100 MB (heap
 * after a full collection, before and after they are loaded). The index holds BENCH_LISTINGS
 * generated cars (default 300,000) of a realistic catalogue; the searches (BENCH_SEARCHES,
 * default 100,000) are query strings as users save them to be told of a car they want: most
 * name a make (and often a model), a budget and a city, some a fuel, body, gearbox, year,
 * kilometres, owners, equipment or deal rating, and a sixth are free text through the `q`
 * parser, all read as /api/vehicles reads them. How many searches a car matches on average
 * is reported with the times (they grow with it). Results are printed and written to bench-results/saved-search-matching.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { priceBandOf } from "../../app/lib/price-bands";
import type { SearchVocabulary } from "../../app/.server/listings/vocabulary";
import { oneCarLoops } from "../../app/.server/search";
import { savedSearchFilters } from "../../app/.server/saved-searches/matching/saved-search-filters";
import { SavedSearchMatcher } from "../../app/.server/saved-searches/matching/saved-search-matcher";
// The bench builds an index from generated rows, as the engine's tests do.
// eslint-disable-next-line no-restricted-imports
import { ListingIndex } from "../../app/.server/search/store/listing-index";
import { CATALOGUE, CITIES, city, COLOURS, KITS, next, pick, randomQuery, VARIANTS, weighted } from "./saved-search-fixtures";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 300_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc --import tsx (the memory figure needs full collections)");


function buildIndex(): ListingIndex {
  const ix = new ListingIndex();
  for (let id = 1; id <= LISTINGS; id++) {
    const [make, , , models] = weighted();
    const [model, body, fuels, lakh] = pick(models);
    const year = 2008 + Math.floor(next() * 17);
    const price = Math.round((lakh * 100_000 * Math.pow(0.88, 2025 - year) * (0.8 + next() * 0.4)) / 1000) * 1000;
    const variant = pick(VARIANTS);
    const fuel = pick(fuels);
    ix.apply({
      id, make, model, city: city(), source: pick(["CarSaathi", "CarWale", "OLX", "Cars24"]), fuel_type: fuel, transmission: next() < 0.3 ? "Automatic" : "Manual",
      body_type: body, price_band: priceBandOf(price).key, price, year, km: Math.floor(next() * 150) * 1_000, owner_count: 1 + Math.floor(next() * next() * 3),
      seats: body === "MUV" ? 7 : 5, is_new: next() < 0.03, listed_at: new Date(1_750_000_000_000 - Math.floor(next() * 90) * 86_400_000), fuel_economy: 15, range_km: null,
      search_text: `${make} ${model} ${variant} ${fuel} ${year} ${pick(COLOURS)}`.toLowerCase(), car_group: null,
      features_text: ` ${pick(KITS).split(" | ").join(" ")} \n${pick(KITS)}`, status: next() < 0.04 ? "sold" : "active", change_seq: id,
    });
  }
  for (let slot = 0; slot < ix.size; slot++) if (next() < 0.7) ix.setDeal(slot, Math.floor(next() * 5), 0.9);
  return ix;
}

const vocab: SearchVocabulary = {
  makes: CATALOGUE.map(([name]) => ({ name })),
  models: CATALOGUE.flatMap(([make, , , models]) => models.map(([name]) => ({ make, name }))),
  cities: CITIES,
  luxuryMakes: CATALOGUE.filter(([, , luxury]) => luxury).map(([name]) => name),
};


const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const heapMb = () => {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed / 1_048_576;
};
const arrayMb = () => process.memoryUsage().arrayBuffers / 1_048_576;

const started = performance.now();
const ix = buildIndex();
const live = Array.from({ length: ix.size }, (_, slot) => slot).filter((slot) => ix.alive[slot] === 1);
console.log(`index: ${ix.size} listings in ${Math.round(performance.now() - started)} ms`);

const queries = Array.from({ length: SEARCHES }, randomQuery);
const heapBefore = heapMb();
const buffersBefore = arrayMb();
const loadStart = performance.now();
const matcher = new SavedSearchMatcher(vocab.luxuryMakes);
queries.forEach((query, id) => matcher.add(id + 1, savedSearchFilters(query, vocab)));
const loadMs = performance.now() - loadStart;

// A run builds the searches' lookup tables and its cars' sets before its first car, giving way
// as it goes (match-run.ts): the longest stretch between two pauses is what a request could wait behind.
const coldSlots = Array.from({ length: 1_000 }, () => pick(live));
let lastPause = performance.now();
let longestStretchMs = 0;
const prepareStart = performance.now();
await matcher.prepare(ix, coldSlots, () => {
  const now = performance.now();
  longestStretchMs = Math.max(longestStretchMs, now - lastPause);
  lastPause = now;
  return undefined;
});
const prepareMs = performance.now() - prepareStart;

// One car at a time: the first thousand are the cars prepared for.
const warm = (n: number, slots?: number[]) => {
  const times: number[] = [];
  let matches = 0;
  for (let i = 0; i < n; i++) {
    const slot = slots?.[i] ?? pick(live);
    const t = performance.now();
    matches += matcher.matchListing(ix, slot).length;
    times.push(performance.now() - t);
  }
  return { times: times.sort((a, b) => a - b), matches };
};
const cold = warm(coldSlots.length, coldSlots);
const one = warm(Math.min(5_000, BATCH));
// A feed batch: 10,000 changed cars, a tenth of them re-priced 10% down.
const batchStart = performance.now();
let batchMatches = 0;
for (let i = 0; i < BATCH; i++) {
  const slot = pick(live);
  // As the matching run does: each search handed over, no array of them.
  matcher.forEachMatch(ix, slot, i % 10 === 0 ? Math.round(ix.price[slot] * 1.1) : undefined, () => void batchMatches++);
}
const batchMs = performance.now() - batchStart;
const heapAfter = heapMb();
const buffersAfter = arrayMb();

const results = {
  date: new Date().toISOString(),
  listings: ix.size,
  searches: matcher.size,
  loadMs: Math.round(loadMs),
  compiledLoops: oneCarLoops(),
  distinctRests: matcher.restCount,
  oneCar: { p50Ms: percentile(one.times, 0.5), p95Ms: percentile(one.times, 0.95), p99Ms: percentile(one.times, 0.99), maxMs: one.times.at(-1), meanMatches: one.matches / one.times.length },
  preparedBeforeTheFirstCar: { ms: Math.round(prepareMs), longestStretchMs: Math.round(longestStretchMs * 100) / 100 },
  firstCars: { totalMs: Math.round(cold.times.reduce((sum, ms) => sum + ms, 0)), p95Ms: percentile(cold.times, 0.95), maxMs: cold.times.at(-1) },
  batchOf10000: { ms: Math.round(batchMs), matches: batchMatches },
  memory: { heapMb: heapAfter - heapBefore, arrayBuffersMb: buffersAfter - buffersBefore, typedArraysMb: matcher.arrayBytes / 1_048_576 },
  targets: { oneCarP95Ms: 2, batchMs: 10_000, memoryMb: 100 },
};
console.log(JSON.stringify(results, null, 2));
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/saved-search-matching.json", `${JSON.stringify(results, null, 2)}\n`);
