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

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 300_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc --import tsx (the memory figure needs full collections)");

/** Make, its share of the market, whether luxury, and models: name, body, fuels, typical new price in lakh. */
const CATALOGUE: [string, number, boolean, [string, string, string[], number][]][] = [
  ["Maruti Suzuki", 30, false, [["Swift", "Hatchback", ["Petrol", "CNG"], 7], ["Baleno", "Hatchback", ["Petrol", "CNG"], 8], ["Dzire", "Sedan", ["Petrol", "CNG"], 8], ["Brezza", "SUV", ["Petrol", "CNG"], 11], ["Ertiga", "MUV", ["Petrol", "CNG"], 11], ["Alto", "Hatchback", ["Petrol", "CNG"], 4], ["Wagon R", "Hatchback", ["Petrol", "CNG"], 6], ["Ciaz", "Sedan", ["Petrol"], 10]]],
  ["Hyundai", 16, false, [["Creta", "SUV", ["Petrol", "Diesel"], 15], ["i20", "Hatchback", ["Petrol", "Diesel"], 9], ["Venue", "SUV", ["Petrol", "Diesel"], 10], ["Verna", "Sedan", ["Petrol", "Diesel"], 13], ["Grand i10", "Hatchback", ["Petrol", "CNG"], 7], ["Alcazar", "SUV", ["Petrol", "Diesel"], 19]]],
  ["Tata", 12, false, [["Nexon", "SUV", ["Petrol", "Diesel", "Electric"], 11], ["Punch", "SUV", ["Petrol", "CNG"], 8], ["Tiago", "Hatchback", ["Petrol", "CNG", "Electric"], 6], ["Harrier", "SUV", ["Diesel"], 20], ["Altroz", "Hatchback", ["Petrol", "Diesel"], 8]]],
  ["Mahindra", 10, false, [["XUV700", "SUV", ["Petrol", "Diesel"], 20], ["Scorpio", "SUV", ["Diesel"], 16], ["Thar", "SUV", ["Petrol", "Diesel"], 15], ["Bolero", "SUV", ["Diesel"], 10], ["XUV300", "SUV", ["Petrol", "Diesel"], 11]]],
  ["Honda", 7, false, [["City", "Sedan", ["Petrol", "Hybrid"], 13], ["Amaze", "Sedan", ["Petrol", "Diesel"], 8], ["Jazz", "Hatchback", ["Petrol"], 8], ["WR-V", "SUV", ["Petrol", "Diesel"], 10]]],
  ["Toyota", 7, false, [["Innova Crysta", "MUV", ["Diesel"], 22], ["Fortuner", "SUV", ["Diesel"], 38], ["Glanza", "Hatchback", ["Petrol", "CNG"], 8], ["Urban Cruiser Hyryder", "SUV", ["Petrol", "Hybrid"], 15]]],
  ["Kia", 6, false, [["Seltos", "SUV", ["Petrol", "Diesel"], 15], ["Sonet", "SUV", ["Petrol", "Diesel"], 10], ["Carens", "MUV", ["Petrol", "Diesel"], 14]]],
  ["Renault", 3, false, [["Kwid", "Hatchback", ["Petrol"], 5], ["Kiger", "SUV", ["Petrol"], 8], ["Triber", "MUV", ["Petrol"], 7]]],
  ["Volkswagen", 2, false, [["Polo", "Hatchback", ["Petrol"], 8], ["Virtus", "Sedan", ["Petrol"], 14], ["Taigun", "SUV", ["Petrol"], 15]]],
  ["Skoda", 2, false, [["Slavia", "Sedan", ["Petrol"], 14], ["Kushaq", "SUV", ["Petrol"], 15], ["Octavia", "Sedan", ["Petrol"], 27]]],
  ["MG", 2, false, [["Hector", "SUV", ["Petrol", "Diesel"], 18], ["Astor", "SUV", ["Petrol"], 13], ["ZS EV", "SUV", ["Electric"], 24]]],
  ["Mercedes-Benz", 1.5, true, [["C-Class", "Sedan", ["Petrol", "Diesel"], 60], ["GLA", "SUV", ["Petrol", "Diesel"], 50]]],
  ["BMW", 1.5, true, [["3 Series", "Sedan", ["Petrol", "Diesel"], 55], ["X1", "SUV", ["Petrol", "Diesel"], 50]]],
];
const CITIES = ["Delhi", "Mumbai", "Bangalore", "Pune", "Hyderabad", "Chennai", "Kolkata", "Ahmedabad", "Jaipur", "Lucknow", "Chandigarh", "Indore", "Nagpur", "Surat", "Kochi", "Coimbatore", "Gurgaon", "Noida", "Thane", "Bhopal"];
const VARIANTS = ["LXi", "VXi", "ZXi", "Sportz", "Asta", "SX", "EX", "HTK", "XZ Plus", "AX7", "S", "V", "Alpha"];
const KITS = ["abs | airbags", "abs | airbags | sunroof", "abs | 6 airbags | rear camera | touchscreen", "abs | airbags | android auto | apple carplay", "abs | cruise control | sunroof | leather seats"];
const COLOURS = ["white", "silver", "grey", "red", "blue", "black"];

let seed = 36;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
const weighted = () => {
  let r = next() * CATALOGUE.reduce((sum, [, share]) => sum + share, 0);
  for (const entry of CATALOGUE) if ((r -= entry[1]) <= 0) return entry;
  return CATALOGUE[0];
};
const city = () => CITIES[Math.min(CITIES.length - 1, Math.floor(CITIES.length * next() * next()))];

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

/** A saved search's query string, as the save button sends it. */
function randomQuery(): string {
  const p = new URLSearchParams();
  const chance = (x: number) => next() < x;
  const [make, , , models] = weighted();
  const [model, body, fuels, lakh] = pick(models);
  const budget = Math.round(lakh * (0.4 + next() * 0.8)) * 100_000;
  if (chance(1 / 6)) {
    p.set("q", pick([`${model} ${pick(VARIANTS)}`, `${pick(fuels)} ${body} under ${Math.ceil(budget / 100_000)} lakh`, `${pick(COLOURS)} ${model}`, `${make} ${pick(["automatic", "diesel", "with sunroof"])} in ${city()}`, `${pick(VARIANTS)} ${pick(COLOURS)}`, `luxury ${body} under ${Math.ceil(budget / 100_000) + 20} lakh`]).toLowerCase());
    if (chance(0.4)) p.set("city", city());
    return p.toString();
  }
  if (chance(0.85)) p.set("make", chance(0.1) ? `${make},${weighted()[0]}` : make);
  if (p.has("make") && chance(0.6)) p.set("model", model);
  if (chance(0.75)) p.set("maxPrice", String(budget));
  if (chance(0.3)) p.set("minPrice", String(Math.round(budget * 0.5)));
  if (chance(0.7)) p.set("city", city());
  if (chance(0.3)) p.set("fuel", pick(fuels));
  if (chance(0.25) && !p.has("model")) p.set("bodyType", body);
  if (chance(0.2)) p.set("transmission", chance(0.7) ? "Automatic" : "Manual");
  if (chance(0.3)) p.set("minYear", String(2012 + Math.floor(next() * 11)));
  if (chance(0.15)) p.set("maxKm", String(30_000 + Math.floor(next() * 8) * 10_000));
  if (chance(0.06)) p.set("owners", "1");
  if (chance(0.05)) p.set("features", pick(["sunroof", "rear-camera", "android-auto"]));
  if (chance(0.05)) p.set("deal", "great,good");
  return p.toString();
}

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

// One car at a time: the first thousand cars also build the reverse index's sets for their values.
const warm = (n: number) => {
  const times: number[] = [];
  let matches = 0;
  for (let i = 0; i < n; i++) {
    const slot = pick(live);
    const t = performance.now();
    matches += matcher.matchListing(ix, slot).length;
    times.push(performance.now() - t);
  }
  return { times: times.sort((a, b) => a - b), matches };
};
const cold = warm(1_000);
const one = warm(Math.min(5_000, BATCH));
// A feed batch: 10,000 changed cars, a tenth of them re-priced 10% down.
const batchStart = performance.now();
let batchMatches = 0;
for (let i = 0; i < BATCH; i++) {
  const slot = pick(live);
  batchMatches += matcher.matchListing(ix, slot, i % 10 === 0 ? Math.round(ix.price[slot] * 1.1) : undefined).length;
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
  firstCars: { p95Ms: percentile(cold.times, 0.95), maxMs: cold.times.at(-1) },
  batchOf10000: { ms: Math.round(batchMs), matches: batchMatches },
  memory: { heapMb: heapAfter - heapBefore, arrayBuffersMb: buffersAfter - buffersBefore, typedArraysMb: matcher.arrayBytes / 1_048_576 },
  targets: { oneCarP95Ms: 2, batchMs: 10_000, memoryMb: 100 },
};
console.log(JSON.stringify(results, null, 2));
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/saved-search-matching.json", `${JSON.stringify(results, null, 2)}\n`);
