/**
 * The search's own rules applied to one car: how a saved search decides that a car matches
 * it (app/.server/saved-searches/matching, decision 039), so "matches" means what /api/vehicles
 * means by being the same code. The car is copied out of the index into an index of its own,
 * one slot long, whose dictionaries hold only the car's values (each at code 0), and a search's
 * generated loop (scanSource) runs over that one slot.
 *
 * A search's lookup tables over dictionary codes are what saved searches cannot each keep (one
 * over the text or features dictionary is hundreds of kilobytes), so they are asked for apart,
 * by the filters each is built from (TABLE_INPUTS): over a whole dictionary where it is small
 * (`tableOver`), for the one car's value where it is large (`OneCar.passesTable`). Both come
 * from the engine's builders (scanValuesOf). The loop then decides the rest of the search's
 * filters (price, year, km, condition, owners, deal, seats) for a car that passed its tables.
 */
import { DEAL_RATINGS } from "~/lib/pricing/deal-rating";
import { FACETS, MAX_SEATS, ROW_FILTERS, type EffectiveFilters, type FacetName } from "../schema";
import { scanValuesOf } from "../planning/scan-values";
import { Dictionary } from "../store/dictionary";
import type { ListingIndex } from "../store/listing-index";
import { newScanCounts, SCAN_PARAMETERS, scanSource, type Scan, type ScanColumns, type ScanShape, type ScanValues, type TableName } from "./compiled-scan";

/**
 * The filters each lookup table over dictionary codes is built from (scan-values.ts): two
 * searches asking the same of a table share it. Small dictionaries are tested as whole tables,
 * text and features one value at a time.
 */
export const TABLE_INPUTS = {
  make: ["make", "luxury"],
  fuelType: ["fuel"],
  bodyType: ["bodyType"],
  transmission: ["transmission"],
  city: ["city", "cities"],
  model: ["model"],
  source: ["source"],
  text: ["textWords"],
  features: ["features"],
} as const satisfies Partial<Record<TableName, readonly (keyof EffectiveFilters)[]>>;
export type DictionaryTable = keyof typeof TABLE_INPUTS;
export const DICTIONARY_TABLES = Object.keys(TABLE_INPUTS) as DictionaryTable[];

/** Columns coded by a dictionary: the one car's value is code 0 of a dictionary of one. */
const CODED = [...DICTIONARY_TABLES, "priceBand"] as const;
type CodedColumn = (typeof CODED)[number];

/** A table whose one entry passes: what every dictionary table of a search is, in the values the loop gets. */
const PASSES = Uint8Array.of(1);

/** The loop adds to facet counts as it goes: one set, never read, takes them for every car. */
const SCRATCH_COUNTS = newScanCounts(
  Object.fromEntries(
    FACETS.map((f) => [f.name, f.values === "dealRatings" ? DEAL_RATINGS.length + 1 : f.values === "seatCounts" ? MAX_SEATS + 2 : 1]),
  ) as Record<FacetName, number>,
  ArrayBuffer,
);
const SCRATCH_MATCH = new Int32Array(1);

/** Loops compiled here, apart from the request path's (whose bounded cache 100,000 saved searches would churn). */
const compiled = new Map<string, Scan>();
const sharedTables = new Map<string, Uint8Array>();

/** A search made ready to test cars one at a time: its loop, and its bounds and car-independent tables. */
export interface OneCarSearch {
  pass: Scan;
  /** Bounds, the deal, seats and owners tables, and PASSES for every dictionary table the search has. */
  values: ScanValues;
  /** The dictionary tables the search has (each must pass the car before the loop runs). */
  tables: DictionaryTable[];
}

/**
 * A search's loop and values. Which filters are on depends on the search alone, so the shape is
 * read off a car with no values. Its tables over dictionaries are answered apart, per car
 * (`tableOver`, `OneCar.passesTable`), and the loop is run only for a car they all pass: so the
 * loop is the one for the search without them (a few dozen distinct loops for 100,000 searches,
 * each run often enough to be optimised, where one per full shape made hundreds, mostly left
 * unoptimised at ~2 us a call).
 */
export function oneCarSearch(f: EffectiveFilters, luxuryMakes: string[]): OneCarSearch {
  const { shape, values } = scanValuesOf(EMPTY_CAR.asIndex, f, luxuryMakes);
  const tables = DICTIONARY_TABLES.filter((t) => values[t] !== null);
  const rest: ScanShape = { ...shape, facets: shape.facets.map((on, k) => on && !(FACETS[k].name in TABLE_INPUTS)) };
  for (const filter of ROW_FILTERS) if (filter.name in TABLE_INPUTS) rest[filter.name] = false;
  const key = JSON.stringify(rest);
  let pass = compiled.get(key);
  if (!pass) {
    pass = new Function(...SCAN_PARAMETERS, scanSource(rest)) as Scan;
    compiled.set(key, pass);
  }
  return { pass, values: uniform(values), tables };
}

/**
 * The values as one object layout for every search: the loops are called with 100,000 searches'
 * values one after another, and values laid out differently (spread from objects of varying
 * layout, null or not) made every property read of them a slow lookup (~5 us a call, not
 * ~50 ns). Keys in one order, every table a table (the loop reads no dictionary table, nor one
 * whose filter is off), and the deal, seats and owners tables, the same for every car, held once
 * per distinct table.
 */
function uniform(values: ScanValues): ScanValues {
  const out: Record<string, unknown> = {};
  for (const key of VALUE_KEYS) {
    const value = (values as Record<string, unknown>)[key];
    if (!(value instanceof Uint8Array)) out[key] = value ?? PASSES;
    else if (key in TABLE_INPUTS) out[key] = PASSES;
    else {
      const shared = `${key}:${value.join("")}`;
      out[key] = sharedTables.get(shared) ?? sharedTables.set(shared, value).get(shared);
    }
  }
  return out as ScanValues;
}

/** How many distinct loops saved searches have compiled (the bench reports it). */
export function oneCarLoops(): number {
  return compiled.size;
}

/** A table over `ix`'s whole dictionary for `t` (1 = passes), from the filters TABLE_INPUTS names for it. */
export function tableOver(ix: ListingIndex, t: DictionaryTable, f: EffectiveFilters, luxuryMakes: string[]): Uint8Array {
  return scanValuesOf(ix, f, luxuryMakes).values[t] ?? PASSES;
}

/** The dictionary code of slot `slot` in column `t` (what `tableOver`'s table is indexed by). */
export function codeAt(ix: ListingIndex, t: DictionaryTable, slot: number): number {
  return ix[t][slot];
}

/** One car of an index, as an index of one slot. */
export class OneCar {
  readonly columns: ScanColumns;
  /** The asking price the index holds (`atPrice` tries another). */
  readonly price: number;
  private dict: Record<CodedColumn, Dictionary> | null = null;

  /** Slot `slot` of `ix`; without an index, a car without values (for a search's shape only). */
  constructor(
    private readonly ix?: ListingIndex,
    private readonly slot = 0,
  ) {
    this.price = ix ? ix.price[slot] : 0;
    this.columns = {
      size: 1,
      ...(Object.fromEntries(CODED.map((column) => [column, new Uint8Array(1)])) as Record<CodedColumn, Uint8Array>),
      alive: Uint8Array.of(ix ? ix.alive[slot] : 0),
      price: Int32Array.of(this.price),
      year: Int16Array.of(ix ? ix.year[slot] : 0),
      km: Int32Array.of(ix ? ix.km[slot] : 0),
      owners: Int8Array.of(ix ? ix.owners[slot] : 0),
      seats: Int8Array.of(ix ? ix.seats[slot] : 0),
      isNew: Uint8Array.of(ix ? ix.isNew[slot] : 0),
      deal: Int8Array.of(ix ? ix.deal[slot] : 0),
    };
  }

  /** The car seen as an index by the table builders, which read only its dictionaries (made on first use). */
  get asIndex(): ListingIndex {
    const { ix, slot } = this;
    this.dict ??= Object.fromEntries(
      CODED.map((column) => {
        const dictionary = new Dictionary();
        if (ix) dictionary.encode(ix.dict[column].values[ix[column][slot]] ?? "");
        return [column, dictionary];
      }),
    ) as Record<CodedColumn, Dictionary>;
    return { dict: this.dict } as unknown as ListingIndex;
  }

  /** Whether the car's value passes table `t` built from `f` (the way to ask of a large dictionary). */
  passesTable(t: DictionaryTable, f: EffectiveFilters, luxuryMakes: string[]): boolean {
    return scanValuesOf(this.asIndex, f, luxuryMakes).values[t]?.[0] !== 0;
  }

  /** Whether the search's loop takes the car, every one of its dictionary tables having passed it. */
  passes(search: OneCarSearch): boolean {
    return search.pass(this.columns, search.values, SCRATCH_COUNTS, SCRATCH_MATCH, 0, 1) === 1;
  }

  /** The car at another asking price (null: back to the price the index holds). */
  atPrice(price: number | null) {
    this.columns.price[0] = price ?? this.price;
  }
}

const EMPTY_CAR = new OneCar();
const VALUE_KEYS = Object.keys(scanValuesOf(EMPTY_CAR.asIndex, { textWords: [] }, []).values);
