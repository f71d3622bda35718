/**
 * The search's pass over every slot, generated per filter shape (decision 015). A million
 * slots a search leaves no room for per-row checks of filters the query does not have: a
 * general loop tests a dozen "is this filter on?" conditions per row, about 40 ns a row. So for
 * each shape (which filters and facet filters are on) the loop is written once as source with
 * only those checks, compiled with `new Function`, cached, and then optimised by V8 like
 * hand-written code. Only the shape goes into the source, never a value: values (bounds,
 * lookup tables) are arguments, so no query text can reach the generated code.
 *
 * Every check and count is generated from the declared filters and facets (schema.ts): a
 * filter declared there is checked here without another line.
 */
import { FACET_NAMES, FACETS, ROW_FILTERS, type FacetName, type RowFilterName, type ScanCounts } from "../schema";
import type { ListingIndex } from "../store/listing-index";

/** Which filters are on: one flag per row filter, and one per facet filter in FACETS order. */
export type ScanShape = Record<RowFilterName, boolean> & {
  facets: readonly boolean[];
  /**
   * Count the rows that miss instead of those that match (only without facet filters): for a
   * search most cars match, the caller takes the misses from the totals of every car on sale.
   */
  complement?: boolean;
};

/** The index columns a pass reads (the ListingIndex itself, or the worker's copy of its columns). */
export type ScanColumns = Pick<ListingIndex, "size" | "alive" | "price" | (typeof FACETS)[number]["column"] | (typeof ROW_FILTERS)[number]["column"]>;

/** Every column a pass may read, for the scan worker to hold. */
export const SCAN_COLUMNS = [...new Set(["alive", "price", ...FACETS.map((f) => f.column), ...ROW_FILTERS.map((f) => f.column)])] as readonly Exclude<keyof ScanColumns, "size">[];

/**
 * Bounds and lookup tables (1 = passes) for the filters that are on; the rest is ignored.
 * Tables are named after their filter or facet, bounds as the declarations say.
 */
export type ScanValues = Record<TableName, Uint8Array | null> & {
  minYear: number; maxYear: number; minKm: number; maxKm: number; wantNew: number; minPrice: number; maxPrice: number;
};

/** The filters tested with a lookup table (the others are ranges or an equality). */
export type TableName = Exclude<FacetName | RowFilterName, "priceBand" | "year" | "km" | "isNew">;


/**
 * Zeroed counts of the given lengths, as views of one buffer (one allocation, not one per facet):
 * an `ArrayBuffer` for a search's own counts, a `SharedArrayBuffer` for the scan worker's.
 */
export function newScanCounts(lengths: Record<FacetName, number>, Buffer: new (bytes: number) => ArrayBufferLike): ScanCounts {
  const buffer = new Buffer(FACET_NAMES.reduce((sum, name) => sum + lengths[name], 0) * 4);
  let offset = 0;
  const views = FACET_NAMES.map((name) => {
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

/** A facet's code at slot s, as its counts are indexed. */
const codeAt = (facet: (typeof FACETS)[number]) => `${facet.column}[s]${facet.offset ? ` + ${facet.offset}` : ""}`;

/** 1 when a row fails the facet's filter, else 0, computed without a branch. */
function facetFails(facet: (typeof FACETS)[number]): string {
  if (facet.test === "priceRange") return "(price[s] < minPrice) | (price[s] > maxPrice)";
  return `m_${facet.name}[${codeAt(facet)}] ^ 1`;
}

/** The statement adding `by` to a facet's count of slot s's value (`c_<name>` locals). */
export const countLine = (facet: (typeof FACETS)[number], by: string) => `c_${facet.name}[${codeAt(facet)}] ${by};`;

/** The check that skips a row failing a row filter (`miss`: the statement that skips it). */
function rowCheck(filter: (typeof ROW_FILTERS)[number], miss: string): string {
  const at = `${filter.column}[s]`;
  switch (filter.test) {
    case "range":
      return `if (${at} < ${filter.min} || ${at} > ${filter.max}) ${miss}`;
    case "equals":
      return `if (${at} !== ${filter.value}) ${miss}`;
    case "values":
      return `if (m_${filter.name}[${at}${filter.offset ? ` + ${filter.offset}` : ""}] === 0) ${miss}`;
  }
}

/**
 * Locals for a generated loop: every column as `c` names it, every count as `c_<name>`, and,
 * with `withValues`, every bound and lookup table of `v` (tables as `m_<name>`). Read into
 * locals before the loop: `v` is built by spreading objects, and read inside the loop each table
 * cost a property lookup per row (make and price at a million listings: 12 ms before, 9.7 after).
 */
export function loopLocals(withValues: boolean): string {
  const lines = [
    `const { ${SCAN_COLUMNS.join(", ")} } = c;`,
    `const { ${FACET_NAMES.map((name) => `${name}: c_${name}`).join(", ")} } = counts;`,
  ];
  if (withValues) {
    const tables = [...FACETS.filter((f) => f.test === "values"), ...ROW_FILTERS.filter((f) => f.test === "values")];
    lines.push(`const { minYear, maxYear, minKm, maxKm, wantNew, minPrice, maxPrice } = v;`);
    lines.push(`const ${tables.map((f) => `m_${f.name} = v.${f.name}`).join(", ")};`);
  }
  return lines.join("\n    ");
}

export function scanSource(shape: ScanShape): string {
  const on = shape.facets.map((isOn, k) => (isOn ? k : -1)).filter((k) => k >= 0);
  if (shape.complement && on.length > 0) throw new Error("a pass counting misses takes no facet filter");
  const miss = shape.complement ? "break miss;" : "continue;";
  const rowChecks = ROW_FILTERS.filter((filter) => shape[filter.name]).map((filter) => rowCheck(filter, miss));
  // A facet counts the rows that pass every other filter (its own is ignored): a row failing
  // only this facet's filter, or none. Each facet filter's failure is a 0 or 1, and the counts
  // of the facets that have a filter are added as "failures elsewhere === 0", without a branch:
  // whether a row fails a filter is a coin toss the processor mispredicts, and most rows fail
  // exactly one (make and price at a million listings: 8.6 ms branching, 6.9 ms without).
  const fails = on.map((k) => `const f${k} = ${facetFails(FACETS[k])};`);
  const failed = on.length > 0 ? `const failed = ${on.map((k) => `f${k}`).join(" + ")};` : "";
  const onCounts = on.map((k) => countLine(FACETS[k], `+= (failed === f${k}) | 0`));
  const offCounts = FACETS.filter((_, k) => !on.includes(k)).map((facet) => countLine(facet, "++"));
  return `
    ${loopLocals(true)}
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
