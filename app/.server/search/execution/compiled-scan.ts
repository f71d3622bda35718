/**
 * The search's pass over every slot, generated per filter shape (decision 015). A million
 * slots a search leaves no room for per-row checks of filters the query does not have: a
 * general loop tests a dozen "is this filter on?" conditions per row, about 40 ns a row. So for
 * each shape (which filters and facet filters are on) the loop is written once as source with
 * only those checks, compiled with `new Function`, cached, and then optimised by V8 like
 * hand-written code. Only the shape goes into the source, never a value: values (bounds,
 * lookup tables) are arguments, so no query text can reach the generated code.
 */
import type { CodeColumn } from "../store/dictionary";

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
  /**
   * Count the rows that miss instead of those that match (only without facet filters): for a
   * search most cars match, the caller takes the misses from the totals of every car on sale.
   */
  complement?: boolean;
}

/** Where each facet filter sits in ScanShape.facets (and in the scan's FACET_FAILS and FACET_COUNTS). */
export const FACET = { make: 0, fuel: 1, body: 2, trans: 3, city: 4, price: 5, deal: 6 } as const;

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

export const COUNT_NAMES = ["make", "fuel", "body", "trans", "city", "band", "deal"] as const satisfies readonly (keyof ScanCounts)[];

/**
 * Zeroed counts of the given lengths, as views of one buffer (one allocation, not seven):
 * an `ArrayBuffer` for a search's own counts, a `SharedArrayBuffer` for the scan worker's.
 */
export function newScanCounts(lengths: Record<keyof ScanCounts, number>, Buffer: new (bytes: number) => ArrayBufferLike): ScanCounts {
  const buffer = new Buffer(COUNT_NAMES.reduce((sum, name) => sum + lengths[name], 0) * 4);
  let offset = 0;
  const views = COUNT_NAMES.map((name) => {
    const view = new Int32Array(buffer, offset * 4, lengths[name]);
    offset += lengths[name];
    return [name, view];
  });
  return Object.fromEntries(views) as ScanCounts;
}

/**
 * Visits slots `from` to before `to`, adds to `counts`, writes the matching slots into
 * `matches` (from 0) and returns how many there are.
 */
export type Scan = (c: ScanColumns, v: ScanValues, counts: ScanCounts, matches: Int32Array, from: number, to: number) => number;

/** 1 when a row fails the facet's filter, else 0, computed without a branch. */
const FACET_FAILS = [
  "m_make[make[s]] ^ 1",
  "m_fuel[fuelType[s]] ^ 1",
  "m_body[bodyType[s]] ^ 1",
  "m_trans[transmission[s]] ^ 1",
  "m_city[city[s]] ^ 1",
  "(price[s] < minPrice) | (price[s] > maxPrice)",
  "m_deal[deal[s] + 1] ^ 1",
];
const FACET_COUNTS = [
  "cMake[make[s]]", "cFuel[fuelType[s]]", "cBody[bodyType[s]]", "cTrans[transmission[s]]",
  "cCity[city[s]]", "cBand[priceBand[s]]", "cDeal[deal[s] + 1]",
];

export function scanSource(shape: ScanShape): string {
  const on = shape.facets.map((isOn, k) => (isOn ? k : -1)).filter((k) => k >= 0);
  if (shape.complement && on.length > 0) throw new Error("a pass counting misses takes no facet filter");
  const miss = shape.complement ? "break miss;" : "continue;";
  const rowChecks = [
    shape.year && `if (year[s] < minYear || year[s] > maxYear) ${miss}`,
    shape.km && `if (km[s] < minKm || km[s] > maxKm) ${miss}`,
    shape.seats && `if (seats[s] < minSeats) ${miss}`,
    shape.isNew && `if (isNew[s] !== wantNew) ${miss}`,
    shape.model && `if (m_model[model[s]] === 0) ${miss}`,
    shape.source && `if (m_source[source[s]] === 0) ${miss}`,
    shape.owners && `if (m_owners[owners[s] + 1] === 0) ${miss}`,
    shape.text && `if (m_text[text[s]] === 0) ${miss}`,
    shape.features && `if (m_features[features[s]] === 0) ${miss}`,
  ].filter((check): check is string => Boolean(check));
  // A facet counts the rows that pass every other filter (its own is ignored): a row failing
  // only this facet's filter, or none. Each facet filter's failure is a 0 or 1, and the counts
  // of the facets that have a filter are added as "failures elsewhere === 0", without a branch:
  // whether a row fails a filter is a coin toss the processor mispredicts, and most rows fail
  // exactly one (make and price at a million listings: 8.6 ms branching, 6.9 ms without).
  const fails = on.map((k) => `const f${k} = ${FACET_FAILS[k]};`);
  const failed = on.length > 0 ? `const failed = ${on.map((k) => `f${k}`).join(" + ")};` : "";
  const onCounts = on.map((k) => `${FACET_COUNTS[k]} += (failed === f${k}) | 0;`);
  const offCounts = FACET_COUNTS.filter((_, k) => !on.includes(k)).map((count) => `${count}++;`);
  // Every lookup table is read into a local before the loop: \`v\` is built by spreading
  // objects, and read inside the loop each table cost a property lookup per row (make and
  // price at a million listings: 12 ms before, 9.7 ms after).
  return `
    const { alive, year, km, seats, isNew, model, source, owners, text, features } = c;
    const { make, fuelType, bodyType, transmission, city, priceBand, price, deal } = c;
    const { minYear, maxYear, minKm, maxKm, minSeats, minPrice, maxPrice } = v;
    const m_make = v.make, m_fuel = v.fuel, m_body = v.body, m_trans = v.trans, m_city = v.city, m_deal = v.deal;
    const m_model = v.model, m_source = v.source, m_owners = v.owners, m_text = v.text, m_features = v.features;
    const wantNew = v.isNew;
    const { make: cMake, fuel: cFuel, body: cBody, trans: cTrans, city: cCity, band: cBand, deal: cDeal } = counts;
    let total = 0;
    for (let s = from; s < to; s++) {
      if (alive[s] === 0) continue;
      ${shape.complement ? missCountingBody(rowChecks, offCounts) : matchCountingBody(rowChecks, fails, failed, onCounts, on.length, offCounts)}
    }
    return total;`;
}

/** The loop's body: a match is counted (and, with facet filters, a row missing only one of them). */
function matchCountingBody(rowChecks: string[], fails: string[], failed: string, onCounts: string[], facetsOn: number, offCounts: string[]): string {
  return `
      ${rowChecks.join("\n      ")}
      ${fails.join("\n      ")}
      ${failed}
      ${onCounts.join("\n      ")}
      ${facetsOn > 0 ? "if (failed !== 0) continue;" : ""}
      ${offCounts.join(" ")}
      matches[total++] = s;`;
}

/** The loop's body counting misses: a row failing a check leaves the labelled block and is counted. */
function missCountingBody(rowChecks: string[], offCounts: string[]): string {
  return `
      miss: {
        ${rowChecks.join("\n        ")}
        matches[total++] = s;
        continue;
      }
      ${offCounts.join(" ")}`;
}

/** The generated function's parameters, in `Scan`'s order (the scan worker compiles the same source). */
export const SCAN_PARAMETERS = ["c", "v", "counts", "matches", "from", "to"] as const;

export interface CompiledScan {
  scan: Scan;
  /** Its generated body, for the scan worker to compile the same loop (parallel-scan.ts). */
  source: string;
}

const compiled = new Map<string, CompiledScan>();
/** A few dozen shapes occur in practice; the bound only stops a crawler trying every one from growing it. */
const MAX_COMPILED = 512;

/** The scan for a shape, compiled on first use. */
export function scanFor(shape: ScanShape): CompiledScan {
  const key = JSON.stringify(shape);
  let entry = compiled.get(key);
  if (!entry) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    const source = scanSource(shape);
    entry = { scan: new Function(...SCAN_PARAMETERS, source) as Scan, source };
    compiled.set(key, entry);
  }
  return entry;
}
