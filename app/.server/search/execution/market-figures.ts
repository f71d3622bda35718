/**
 * The /trends figures (market/market-trends.ts) from the in-memory index: counts read from its running counts
 * (active-counts.ts), and the prices of each body type and recent year gathered in one pass
 * for their medians, instead of five GROUP BYs and percentiles over every active listing in
 * SQL (each a scan of the table at a million cars). The pass takes ~80 ms at a million
 * listings, so it gives way to requests every few milliseconds (time-slice.ts) and runs
 * only in the background once the page has figures (market-trends.ts).
 */
import { slicer } from "../../background/time-slice";
import { YEAR_OFFSET } from "../maintained/active-counts";
import { countByMakeModel } from "../maintained/make-model-counts";
import type { ListingIndex } from "../store/listing-index";
import { medianInPlace } from "../../market/median";

export interface MedianRow {
  label: string;
  listings: number;
  medianPrice: number;
}

export interface CountRow {
  label: string;
  listings: number;
}

export interface MarketFigures {
  totalActive: number;
  byBodyType: MedianRow[];
  byYear: MedianRow[];
  topModels: CountRow[];
  topCities: CountRow[];
}

const TOP_COUNT = 10;
const YEAR_COUNT = 12;
/** Slots gathered between two checks of the time slice (~2 ms at a million listings). */
const CHUNK = 65_536;

const byCountThenName = (a: CountRow, b: CountRow) => b.listings - a.listings || a.label.localeCompare(b.label);

/** Prices gathered into arrays sized by the counts; a car put on sale while gathering may not fit and is left out. */
class PriceGroups {
  readonly prices: Int32Array[];
  readonly filled: Int32Array;
  constructor(sizes: number[]) {
    this.prices = sizes.map((n) => new Int32Array(n));
    this.filled = new Int32Array(sizes.length);
  }
  add(group: number, price: number) {
    if (this.filled[group] < this.prices[group].length) this.prices[group][this.filled[group]++] = price;
  }
  row(group: number, label: string): MedianRow {
    const prices = this.prices[group].subarray(0, this.filled[group]);
    return { label, listings: prices.length, medianPrice: Math.round(medianInPlace(prices)) };
  }
}

export async function marketFigures(ix: ListingIndex): Promise<MarketFigures> {
  const pause = slicer();
  const totalActive = ix.counts.total;
  const bodyTypes = Array.from(ix.counts.bodyTypes());
  const years = ix.counts.latestYears(YEAR_COUNT);
  const topModels = countByMakeModel(ix)
    .sort((a, b) => b.count - a.count || a.make.localeCompare(b.make) || a.model.localeCompare(b.model))
    .slice(0, TOP_COUNT)
    .map((m) => ({ label: `${m.make} ${m.model}`, listings: m.count }));
  const topCities = Array.from(ix.counts.cities(), (listings, code) => ({ label: ix.dict.city.values[code], listings }))
    .filter((c) => c.listings > 0)
    .sort(byCountThenName)
    .slice(0, TOP_COUNT);

  // Only the latest YEAR_COUNT years are shown, so only their prices are gathered.
  const yearGroup = new Int8Array(65_536).fill(-1);
  years.forEach(({ year }, k) => (yearGroup[year + YEAR_OFFSET] = k));
  const byBody = new PriceGroups(bodyTypes);
  const byYearGroup = new PriceGroups(years.map((y) => y.count));
  for (let from = 0; from < ix.size; from += CHUNK) {
    // Read per chunk: a write between slices may have replaced a column.
    const { alive, bodyType, year, price } = ix;
    const to = Math.min(ix.size, from + CHUNK);
    for (let slot = from; slot < to; slot++) {
      if (alive[slot] !== 1) continue;
      if (bodyType[slot] < bodyTypes.length) byBody.add(bodyType[slot], price[slot]);
      const group = yearGroup[year[slot] + YEAR_OFFSET];
      if (group >= 0) byYearGroup.add(group, price[slot]);
    }
    await pause();
  }

  const byBodyType: MedianRow[] = [];
  for (let code = 0; code < bodyTypes.length; code++) {
    if (byBody.filled[code] === 0) continue;
    byBodyType.push(byBody.row(code, ix.dict.bodyType.values[code]));
    await pause();
  }
  byBodyType.sort((a, b) => b.medianPrice - a.medianPrice || a.label.localeCompare(b.label));
  const byYear: MedianRow[] = [];
  for (let k = years.length - 1; k >= 0; k--) {
    if (byYearGroup.filled[k] === 0) continue;
    byYear.push(byYearGroup.row(k, String(years[k].year)));
    await pause();
  }
  return { totalActive, byBodyType, byYear, topModels, topCities };
}
