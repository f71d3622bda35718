/**
 * Answers a search from the in-memory index in one pass: each row is checked against the
 * "other" filters and each facet's filter; a row failing exactly one facet filter still counts
 * towards that facet (counts ignore the facet's own filter), and rows passing all are matches.
 * Facet filters are lookup tables over dictionary codes, so the loop does no string work.
 */
import { PRICE_BANDS } from "~/lib/price-bands";
import type { FacetCount, VehicleFacets } from "~/lib/vehicle";
import type { EffectiveFilters } from "../listings/listing-filters";
import type { ListingIndex, SortKey } from "./listing-index";

const FACETS = ["make", "fuelType", "bodyType", "transmission", "city", "priceBand"] as const;
const MAX_CITY_FACETS = 30;

export interface IndexAnswer {
  total: number;
  /** Listing ids of the requested page, in order. */
  pageIds: number[];
  facets: VehicleFacets;
}

type RowTest = (slot: number) => boolean;
const lowerSet = (values: string[]) => new Set(values.map((v) => v.toLowerCase()));

/** Lookup tables for the five dictionary facets (null = not filtered). Price is a range. */
function facetMasks(ix: ListingIndex, f: EffectiveFilters, luxuryMakes: string[]) {
  const listMask = (values: string[] | undefined, dict: "fuelType" | "transmission" | "bodyType") =>
    values ? ix.dict[dict].mask((v) => lowerSet(values).has(v.toLowerCase())) : null;
  let make: Uint8Array | null = null;
  if (f.make || f.luxury) {
    const wanted = f.make ? lowerSet(f.make) : null;
    const luxury = f.luxury ? lowerSet(luxuryMakes) : null;
    make = ix.dict.make.mask((m) => (!wanted || wanted.has(m.toLowerCase())) && (!luxury || luxury.has(m.toLowerCase())));
  }
  let city: Uint8Array | null = null;
  if (f.city !== undefined || f.cities) {
    const needle = f.city?.toLowerCase();
    const exact = f.cities ? lowerSet(f.cities) : null;
    city = ix.dict.city.mask((c) => (needle === undefined || c.toLowerCase().includes(needle)) && (!exact || exact.has(c.toLowerCase())));
  }
  return { make, fuel: listMask(f.fuel, "fuelType"), body: listMask(f.bodyType, "bodyType"), trans: listMask(f.transmission, "transmission"), city };
}

function otherTests(ix: ListingIndex, f: EffectiveFilters): RowTest[] {
  const tests: RowTest[] = [];
  if (f.model) {
    const mask = ix.dict.model.mask((m) => lowerSet(f.model!).has(m.toLowerCase()));
    tests.push((s) => mask[ix.model[s]] === 1);
  }
  if (f.source) {
    const mask = ix.dict.source.mask((m) => lowerSet(f.source!).has(m.toLowerCase()));
    tests.push((s) => mask[ix.source[s]] === 1);
  }
  const { minYear, maxYear, minKm, maxKm, minSeats } = f;
  if (minYear !== undefined) tests.push((s) => ix.year[s] >= minYear);
  if (maxYear !== undefined) tests.push((s) => ix.year[s] <= maxYear);
  if (minKm !== undefined) tests.push((s) => ix.km[s] >= minKm);
  if (maxKm !== undefined) tests.push((s) => ix.km[s] <= maxKm);
  if (minSeats !== undefined) tests.push((s) => ix.seats[s] >= minSeats);
  if (f.owners) {
    const wants = new Set(f.owners);
    tests.push((s) => {
      const n = ix.owners[s];
      return n >= 0 && ((n >= 3 && wants.has("3+")) || wants.has(String(n) as "1" | "2"));
    });
  }
  if (f.condition) {
    const isNew = f.condition === "new" ? 1 : 0;
    tests.push((s) => ix.isNew[s] === isNew);
  }
  for (const feature of f.features ?? []) {
    const needle = feature.toLowerCase();
    const mask = ix.dict.features.mask((text) => text.includes(needle));
    tests.push((s) => mask[ix.features[s]] === 1);
  }
  for (const word of f.textWords) {
    const needle = word.toLowerCase();
    const mask = ix.dict.text.mask((text) => text.includes(needle));
    tests.push((s) => mask[ix.text[s]] === 1);
  }
  return tests;
}

/** Relevance for free text: words found at the start of a word count double. */
function textScore(text: string, words: string[]): number {
  let score = 0;
  for (const word of words) {
    const at = text.indexOf(word);
    if (at === 0 || (at > 0 && text[at - 1] === " ")) score += 2;
    else if (at > 0) score += 1;
  }
  return score;
}

export function queryIndex(
  ix: ListingIndex,
  f: EffectiveFilters,
  luxuryMakes: string[],
  sort: SortKey,
  page: number,
  pageSize: number,
): IndexAnswer {
  const masks = facetMasks(ix, f, luxuryMakes);
  const others = otherTests(ix, f);
  const nOthers = others.length;
  const priceOn = f.minPrice !== undefined || f.maxPrice !== undefined;
  const minPrice = f.minPrice ?? 0;
  const maxPrice = f.maxPrice ?? Number.MAX_SAFE_INTEGER;
  const { make, fuelType, bodyType, transmission, city, priceBand, price, alive } = ix;
  const counts = FACETS.map((facet) => new Int32Array(Math.max(1, ix.dict[facet].values.length)));
  const [cMake, cFuel, cBody, cTrans, cCity, cBand] = counts;
  const order = ix.order(sort);
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const rankByText = sort === "listed_desc" && f.textWords.length > 0;
  const matches: number[] = [];
  let total = 0;

  rows: for (let i = 0; i < order.length; i++) {
    const s = order[i];
    if (alive[s] === 0) continue;
    for (let t = 0; t < nOthers; t++) if (!others[t](s)) continue rows;
    // Which facet filters does the row fail? -1 none, 0..5 exactly that one, 9 several.
    let failed = -1;
    if (masks.make !== null && masks.make[make[s]] === 0) failed = 0;
    if (masks.fuel !== null && masks.fuel[fuelType[s]] === 0) failed = failed === -1 ? 1 : 9;
    if (masks.body !== null && masks.body[bodyType[s]] === 0) failed = failed === -1 ? 2 : 9;
    if (masks.trans !== null && masks.trans[transmission[s]] === 0) failed = failed === -1 ? 3 : 9;
    if (masks.city !== null && masks.city[city[s]] === 0) failed = failed === -1 ? 4 : 9;
    if (priceOn && (price[s] < minPrice || price[s] > maxPrice)) failed = failed === -1 ? 5 : 9;
    switch (failed) {
      case -1:
        cMake[make[s]]++;
        cFuel[fuelType[s]]++;
        cBody[bodyType[s]]++;
        cTrans[transmission[s]]++;
        cCity[city[s]]++;
        cBand[priceBand[s]]++;
        if (rankByText || (total >= start && total < end)) matches.push(s);
        total++;
        break;
      case 0: cMake[make[s]]++; break;
      case 1: cFuel[fuelType[s]]++; break;
      case 2: cBody[bodyType[s]]++; break;
      case 3: cTrans[transmission[s]]++; break;
      case 4: cCity[city[s]]++; break;
      case 5: cBand[priceBand[s]]++; break;
    }
  }

  let pageSlots = matches;
  if (rankByText) {
    const words = f.textWords.map((w) => w.toLowerCase());
    // Stable sort: equal scores keep the newest-first order of the scan.
    const texts = ix.dict.text.values;
    const scored = matches.map((slot) => ({ slot, score: textScore(texts[ix.text[slot]], words) }));
    scored.sort((a, b) => b.score - a.score);
    pageSlots = scored.slice(start, end).map((x) => x.slot);
  }
  return { total, pageIds: pageSlots.map((slot) => ix.ids[slot]), facets: toFacets(ix, counts) };
}

function toFacets(ix: ListingIndex, counts: Int32Array[]): VehicleFacets {
  const facets = {} as VehicleFacets;
  FACETS.forEach((facet, k) => {
    const list: FacetCount[] = [];
    ix.dict[facet].values.forEach((value, code) => {
      if (counts[k][code] > 0) list.push({ value, count: counts[k][code] });
    });
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    facets[facet] = list;
  });
  facets.city = facets.city.slice(0, MAX_CITY_FACETS);
  const bands = new Map(facets.priceBand.map((b) => [b.value, b.count]));
  facets.priceBand = PRICE_BANDS.map((b) => ({ value: b.key, count: bands.get(b.key) ?? 0 }));
  return facets;
}
