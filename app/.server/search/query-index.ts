/**
 * Answers a search from the in-memory index in one pass: each row is checked against the
 * "other" filters and each facet's filter; a row failing exactly one facet filter still counts
 * towards that facet (counts ignore the facet's own filter), and rows passing all are matches.
 * Facet filters are lookup tables over dictionary codes, so the loop does no string work.
 */
import { DEAL_RATINGS } from "~/lib/pricing/deal-rating";
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

const lowerSet = (values: string[]) => new Set(values.map((v) => v.toLowerCase()));

/** Lookup tables for the five dictionary facets and the deal rating (null = not filtered). Price is a range. */
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
  // Deal codes are -1 (unrated) or 0..4 (DEAL_RATINGS): the table is indexed by code + 1.
  let deal: Uint8Array | null = null;
  if (f.deal) {
    deal = new Uint8Array(DEAL_RATINGS.length + 1);
    for (const rating of f.deal) deal[DEAL_RATINGS.indexOf(rating) + 1] = 1;
  }
  return { make, fuel: listMask(f.fuel, "fuelType"), body: listMask(f.bodyType, "bodyType"), trans: listMask(f.transmission, "transmission"), city, deal };
}

/** The non-facet filters as lookup tables and bounds, so the scan calls no functions. */
function otherFilters(ix: ListingIndex, f: EffectiveFilters) {
  const containsAll = (dict: "text" | "features", needles: string[]) =>
    needles.length === 0
      ? null
      : ix.dict[dict].mask((value) => needles.every((needle) => value.includes(needle.toLowerCase())));
  // owners is stored as -1 (unknown), 0, 1, 2, 3...; the table is indexed by owners + 1.
  let owners: Uint8Array | null = null;
  if (f.owners) {
    owners = new Uint8Array(130);
    for (let n = 0; n < 128; n++) {
      owners[n + 1] = (n >= 3 && f.owners.includes("3+")) || f.owners.includes(String(n) as "1" | "2") ? 1 : 0;
    }
  }
  return {
    model: f.model ? ix.dict.model.mask((m) => lowerSet(f.model!).has(m.toLowerCase())) : null,
    source: f.source ? ix.dict.source.mask((m) => lowerSet(f.source!).has(m.toLowerCase())) : null,
    text: containsAll("text", f.textWords),
    features: containsAll("features", f.features ?? []),
    owners,
    minYear: f.minYear ?? -1,
    maxYear: f.maxYear ?? 1e9,
    minKm: f.minKm ?? -1,
    maxKm: f.maxKm ?? 2e9,
    minSeats: f.minSeats ?? -128,
    isNew: f.condition === undefined ? -1 : f.condition === "new" ? 1 : 0,
  };
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
  const o = otherFilters(ix, f);
  const priceOn = f.minPrice !== undefined || f.maxPrice !== undefined;
  const minPrice = f.minPrice ?? 0;
  const maxPrice = f.maxPrice ?? Number.MAX_SAFE_INTEGER;
  const { make, fuelType, bodyType, transmission, city, priceBand, price, alive, model, source, text, features } = ix;
  const { year, km, owners, seats, isNew, deal } = ix;
  const counts = FACETS.map((facet) => new Int32Array(Math.max(1, ix.dict[facet].values.length)));
  const [cMake, cFuel, cBody, cTrans, cCity, cBand] = counts;
  const cDeal = new Int32Array(DEAL_RATINGS.length + 1);
  const matched = new Uint8Array(ix.size);
  let total = 0;

  // Pass 1, in storage order (cache-friendly): counts, facets and which rows match.
  for (let s = 0; s < ix.size; s++) {
    if (alive[s] === 0) continue;
    if (year[s] < o.minYear || year[s] > o.maxYear || km[s] < o.minKm || km[s] > o.maxKm) continue;
    if (seats[s] < o.minSeats || (o.isNew !== -1 && isNew[s] !== o.isNew)) continue;
    if (o.model !== null && o.model[model[s]] === 0) continue;
    if (o.source !== null && o.source[source[s]] === 0) continue;
    if (o.owners !== null && o.owners[owners[s] + 1] === 0) continue;
    if (o.text !== null && o.text[text[s]] === 0) continue;
    if (o.features !== null && o.features[features[s]] === 0) continue;
    // Which facet filters does the row fail? -1 none, 0..5 exactly that one, 9 several.
    let failed = -1;
    if (masks.make !== null && masks.make[make[s]] === 0) failed = 0;
    if (masks.fuel !== null && masks.fuel[fuelType[s]] === 0) failed = failed === -1 ? 1 : 9;
    if (masks.body !== null && masks.body[bodyType[s]] === 0) failed = failed === -1 ? 2 : 9;
    if (masks.trans !== null && masks.trans[transmission[s]] === 0) failed = failed === -1 ? 3 : 9;
    if (masks.city !== null && masks.city[city[s]] === 0) failed = failed === -1 ? 4 : 9;
    if (priceOn && (price[s] < minPrice || price[s] > maxPrice)) failed = failed === -1 ? 5 : 9;
    if (masks.deal !== null && masks.deal[deal[s] + 1] === 0) failed = failed === -1 ? 6 : 9;
    switch (failed) {
      case -1:
        cMake[make[s]]++;
        cFuel[fuelType[s]]++;
        cBody[bodyType[s]]++;
        cTrans[transmission[s]]++;
        cCity[city[s]]++;
        cBand[priceBand[s]]++;
        cDeal[deal[s] + 1]++;
        matched[s] = 1;
        total++;
        break;
      case 0: cMake[make[s]]++; break;
      case 1: cFuel[fuelType[s]]++; break;
      case 2: cBody[bodyType[s]]++; break;
      case 3: cTrans[transmission[s]]++; break;
      case 4: cCity[city[s]]++; break;
      case 5: cBand[priceBand[s]]++; break;
      case 6: cDeal[deal[s] + 1]++; break;
    }
  }

  // Pass 2, in sort order: the requested page (all matches when text decides relevance).
  const order = ix.order(sort);
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const rankByText = sort === "listed_desc" && f.textWords.length > 0;
  const matches: number[] = [];
  for (let i = 0, seen = 0; i < order.length && (rankByText || seen < end); i++) {
    const s = order[i];
    if (matched[s] === 0) continue;
    if (rankByText || seen >= start) matches.push(s);
    seen++;
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
  return { total, pageIds: pageSlots.map((slot) => ix.ids[slot]), facets: toFacets(ix, counts, cDeal) };
}

function toFacets(ix: ListingIndex, counts: Int32Array[], dealCounts: Int32Array): VehicleFacets {
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
  facets.deal = DEAL_RATINGS.map((rating, code) => ({ value: rating, count: dealCounts[code + 1] }));
  return facets;
}
