/**
 * The search's pass over every slot, generated per filter shape (decision 015). A million
 * slots a search leaves no room for per-row checks of filters the query does not have: a
 * general loop tests a dozen "is this filter on?" conditions per row, about 40 ns a row. So for
 * each shape (which filters and facet filters are on) the loop is written once as source with
 * only those checks, compiled with `new Function`, cached, and then optimised by V8 like
 * hand-written code. Only the shape goes into the source, never a value: values (bounds,
 * lookup tables) are arguments, so no query text can reach the generated code.
 */
import type { CodeColumn } from "./dictionary";

/** The filters that need a check of their own in the loop. */
export interface ScanShape {
  year: boolean;
  km: boolean;
  seats: boolean;
  isNew: boolean;
  model: boolean;
  source: boolean;
  owners: boolean;
  text: boolean;
  features: boolean;
  /** Facet filters, each counted ignoring itself: make, fuel, body, transmission, city, price, deal. */
  facets: readonly [boolean, boolean, boolean, boolean, boolean, boolean, boolean];
}

export interface ScanColumns {
  size: number;
  alive: Uint8Array;
  year: Int16Array;
  km: Int32Array;
  seats: Int8Array;
  isNew: Uint8Array;
  model: CodeColumn;
  source: CodeColumn;
  owners: Int8Array;
  text: CodeColumn;
  features: CodeColumn;
  make: CodeColumn;
  fuelType: CodeColumn;
  bodyType: CodeColumn;
  transmission: CodeColumn;
  city: CodeColumn;
  priceBand: CodeColumn;
  price: Int32Array;
  deal: Int8Array;
}

/** Bounds and lookup tables (1 = passes) for the filters that are on; the rest is ignored. */
export interface ScanValues {
  minYear: number; maxYear: number; minKm: number; maxKm: number; minSeats: number; isNew: number;
  model: Uint8Array | null; source: Uint8Array | null; owners: Uint8Array | null; text: Uint8Array | null; features: Uint8Array | null;
  make: Uint8Array | null; fuel: Uint8Array | null; body: Uint8Array | null; trans: Uint8Array | null; city: Uint8Array | null;
  minPrice: number; maxPrice: number; deal: Uint8Array | null;
}

/** Facet counts, indexed by dictionary code (deal: code + 1), written by the scan. */
export interface ScanCounts {
  make: Int32Array; fuel: Int32Array; body: Int32Array; trans: Int32Array; city: Int32Array; band: Int32Array; deal: Int32Array;
}

/** Writes the matching slots into `matches` (from 0) and returns how many there are. */
export type Scan = (c: ScanColumns, v: ScanValues, counts: ScanCounts, matches: Int32Array) => number;

const FACET_CHECKS = [
  "v.make[make[s]] === 0",
  "v.fuel[fuelType[s]] === 0",
  "v.body[bodyType[s]] === 0",
  "v.trans[transmission[s]] === 0",
  "v.city[city[s]] === 0",
  "(price[s] < minPrice || price[s] > maxPrice)",
  "v.deal[deal[s] + 1] === 0",
];
const FACET_COUNTS = [
  "cMake[make[s]]++;", "cFuel[fuelType[s]]++;", "cBody[bodyType[s]]++;", "cTrans[transmission[s]]++;",
  "cCity[city[s]]++;", "cBand[priceBand[s]]++;", "cDeal[deal[s] + 1]++;",
];

export function scanSource(shape: ScanShape): string {
  const rowChecks = [
    shape.year && "if (year[s] < minYear || year[s] > maxYear) continue;",
    shape.km && "if (km[s] < minKm || km[s] > maxKm) continue;",
    shape.seats && "if (seats[s] < minSeats) continue;",
    shape.isNew && "if (isNew[s] !== wantNew) continue;",
    shape.model && "if (v.model[model[s]] === 0) continue;",
    shape.source && "if (v.source[source[s]] === 0) continue;",
    shape.owners && "if (v.owners[owners[s] + 1] === 0) continue;",
    shape.text && "if (v.text[text[s]] === 0) continue;",
    shape.features && "if (v.features[features[s]] === 0) continue;",
  ].filter(Boolean);
  const on = shape.facets.map((isOn, k) => (isOn ? k : -1)).filter((k) => k >= 0);
  // A row failing one facet filter still counts for that facet; failing two, for none.
  const facetChecks = on.map((k, i) =>
    i === 0 ? `if (${FACET_CHECKS[k]}) failed = ${k};` : `if (${FACET_CHECKS[k]}) { if (failed !== -1) continue; failed = ${k}; }`,
  );
  const onFailure = on.map((k) => `case ${k}: ${FACET_COUNTS[k]} break;`);
  return `
    const { alive, year, km, seats, isNew, model, source, owners, text, features } = c;
    const { make, fuelType, bodyType, transmission, city, priceBand, price, deal } = c;
    const { minYear, maxYear, minKm, maxKm, minSeats, minPrice, maxPrice } = v;
    const wantNew = v.isNew;
    const { make: cMake, fuel: cFuel, body: cBody, trans: cTrans, city: cCity, band: cBand, deal: cDeal } = counts;
    const n = c.size;
    let total = 0;
    for (let s = 0; s < n; s++) {
      if (alive[s] === 0) continue;
      ${rowChecks.join("\n      ")}
      ${on.length > 0 ? "let failed = -1;" : ""}
      ${facetChecks.join("\n      ")}
      ${on.length > 0 ? "if (failed !== -1) { switch (failed) { " + onFailure.join(" ") + " } continue; }" : ""}
      ${FACET_COUNTS.join(" ")}
      matches[total++] = s;
    }
    return total;`;
}

const compiled = new Map<string, Scan>();
/** A few dozen shapes occur in practice; the bound only stops a crawler trying every one from growing it. */
const MAX_COMPILED = 512;

/** The scan for a shape, compiled on first use. */
export function scanFor(shape: ScanShape): Scan {
  const key = JSON.stringify(shape);
  let scan = compiled.get(key);
  if (!scan) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    scan = new Function("c", "v", "counts", "matches", scanSource(shape)) as Scan;
    compiled.set(key, scan);
  }
  return scan;
}
