/**
 * The /trends figures counted from the in-memory index: two passes over typed arrays (counts,
 * then the prices of each body type and recent year) instead of five GROUP BYs and
 * percentiles over every active listing in SQL (each a scan of the table at a million cars).
 */
import type { ListingIndex } from "../search/listing-index";
import { countByMakeModel } from "../search/make-model-counts";
import { medianInPlace } from "./median";

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
/** Model years are stored as Int16: offsetting by this keeps every one a valid array index. */
const YEAR_OFFSET = 32_768;

const byCountThenName = (a: CountRow, b: CountRow) => b.listings - a.listings || a.label.localeCompare(b.label);

export function marketFigures(ix: ListingIndex): MarketFigures {
  const bodyCounts = new Int32Array(ix.dict.bodyType.values.length);
  const cityCounts = new Int32Array(ix.dict.city.values.length);
  const yearCounts = new Int32Array(65_536);
  let totalActive = 0;
  for (let slot = 0; slot < ix.size; slot++) {
    if (ix.alive[slot] !== 1) continue;
    totalActive++;
    bodyCounts[ix.bodyType[slot]]++;
    cityCounts[ix.city[slot]]++;
    yearCounts[ix.year[slot] + YEAR_OFFSET]++;
  }

  // Only the latest YEAR_COUNT years are shown, so only their prices are gathered.
  const years: number[] = [];
  for (let y = yearCounts.length - 1; y >= 0 && years.length < YEAR_COUNT; y--) if (yearCounts[y] > 0) years.push(y);
  const bodyPrices = Array.from(bodyCounts, (n) => new Int32Array(n));
  const yearPrices = new Map(years.map((y) => [y, new Int32Array(yearCounts[y])]));
  const bodyFill = new Int32Array(bodyCounts.length);
  const yearFill = new Map(years.map((y) => [y, 0]));
  for (let slot = 0; slot < ix.size; slot++) {
    if (ix.alive[slot] !== 1) continue;
    const body = ix.bodyType[slot];
    bodyPrices[body][bodyFill[body]++] = ix.price[slot];
    const year = ix.year[slot] + YEAR_OFFSET;
    const prices = yearPrices.get(year);
    if (prices) {
      const at = yearFill.get(year) ?? 0;
      prices[at] = ix.price[slot];
      yearFill.set(year, at + 1);
    }
  }

  const medianRow = (label: string, prices: Int32Array): MedianRow => ({ label, listings: prices.length, medianPrice: Math.round(medianInPlace(prices)) });
  const byBodyType = bodyPrices
    .map((prices, code) => ({ label: ix.dict.bodyType.values[code], prices }))
    .filter(({ prices }) => prices.length > 0)
    .map(({ label, prices }) => medianRow(label, prices))
    .sort((a, b) => b.medianPrice - a.medianPrice || a.label.localeCompare(b.label));
  const byYear = years.reverse().map((y) => medianRow(String(y - YEAR_OFFSET), yearPrices.get(y) ?? new Int32Array(0)));

  const topModels = countByMakeModel(ix)
    .sort((a, b) => b.count - a.count || a.make.localeCompare(b.make) || a.model.localeCompare(b.model))
    .slice(0, TOP_COUNT)
    .map((m) => ({ label: `${m.make} ${m.model}`, listings: m.count }));
  const topCities = Array.from(cityCounts, (listings, code) => ({ label: ix.dict.city.values[code], listings }))
    .filter((c) => c.listings > 0)
    .sort(byCountThenName)
    .slice(0, TOP_COUNT);

  return { totalActive, byBodyType, byYear, topModels, topCities };
}
