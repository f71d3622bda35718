/**
 * An in-memory, column-oriented copy of the searchable fields of every active listing.
 * PostgreSQL stays the system of record; this index answers filters, counts, facets and sort
 * order in one pass over typed arrays (a few milliseconds for 100,000 cars, where the same
 * six facet GROUP BYs cost hundreds in SQL). See docs/decisions/004-in-memory-search-index.md.
 *
 * Freshness: triggers stamp each written row with change_seq and bump search_index_version;
 * before answering, the index reads that one row and reloads only rows past its mark.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { singleton } from "../singleton";
import { Dictionary } from "./dictionary";
import { activeListing, isActiveStatus } from "../listings/active-listing";

export const SORT_KEYS = ["price_asc", "price_desc", "year_desc", "mileage_asc", "listed_desc", "economy_desc", "range_desc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Re-read this many change numbers below the mark: a slow transaction may commit late. */
const CHANGE_LOOKBACK = 200;
const LOAD_BATCH = 20_000;

type IndexRow = {
  id: number;
  make: string;
  model: string;
  city: string;
  source: string;
  fuel_type: string;
  transmission: string;
  body_type: string;
  price_band: string;
  price: number;
  year: number;
  km: number;
  owner_count: number | null;
  seats: number | null;
  is_new: boolean;
  listed_at: Date | string;
  fuel_economy: number | null;
  range_km: number | null;
  search_text: string;
  /** undefined: not read in this load (kept as it was). */
  features_text: string | undefined;
  status: string;
  change_seq: number | string;
};

export class ListingIndex {
  size = 0;
  capacity = 0;
  readonly dict = {
    make: new Dictionary(),
    model: new Dictionary(),
    city: new Dictionary(),
    source: new Dictionary(),
    fuelType: new Dictionary(),
    transmission: new Dictionary(),
    bodyType: new Dictionary(),
    priceBand: new Dictionary(),
    // Search and feature texts repeat a lot (same variant, same kit), so matching a word
    // against each distinct text once beats scanning every row's string.
    text: new Dictionary(),
    features: new Dictionary(),
  };
  ids = new Int32Array(0);
  alive = new Uint8Array(0);
  make = new Int32Array(0);
  model = new Int32Array(0);
  city = new Int32Array(0);
  source = new Int32Array(0);
  fuelType = new Int32Array(0);
  transmission = new Int32Array(0);
  bodyType = new Int32Array(0);
  priceBand = new Int32Array(0);
  price = new Int32Array(0);
  year = new Int16Array(0);
  km = new Int32Array(0);
  owners = new Int8Array(0);
  seats = new Int8Array(0);
  isNew = new Uint8Array(0);
  listedAt = new Float64Array(0);
  fuelEconomy = new Float32Array(0);
  rangeKm = new Int32Array(0);
  text = new Int32Array(0);
  features = new Int32Array(0);
  private slotById = new Map<number, number>();
  /** Resolves once every row's feature text is in (see loadAllFeatures). */
  featuresLoaded: Promise<void> = Promise.resolve();
  private orders = new Map<SortKey, Int32Array>();

  version = -1;
  fullVersion = -1;
  maxSeq = 0;

  private grow(min: number) {
    if (min <= this.capacity) return;
    const capacity = Math.max(min, Math.ceil(this.capacity * 1.5), 1024);
    const resize = <T extends Int32Array | Int16Array | Int8Array | Uint8Array | Float64Array | Float32Array>(a: T): T => {
      const next = new (a.constructor as new (n: number) => T)(capacity);
      next.set(a);
      return next;
    };
    this.ids = resize(this.ids);
    this.alive = resize(this.alive);
    this.make = resize(this.make);
    this.model = resize(this.model);
    this.city = resize(this.city);
    this.source = resize(this.source);
    this.fuelType = resize(this.fuelType);
    this.transmission = resize(this.transmission);
    this.bodyType = resize(this.bodyType);
    this.priceBand = resize(this.priceBand);
    this.price = resize(this.price);
    this.year = resize(this.year);
    this.km = resize(this.km);
    this.owners = resize(this.owners);
    this.seats = resize(this.seats);
    this.isNew = resize(this.isNew);
    this.listedAt = resize(this.listedAt);
    this.fuelEconomy = resize(this.fuelEconomy);
    this.rangeKm = resize(this.rangeKm);
    this.text = resize(this.text);
    this.features = resize(this.features);
    this.capacity = capacity;
  }

  /** Inserts or overwrites a row; a listing that is no longer active is marked dead. */
  apply(row: IndexRow) {
    let slot = this.slotById.get(row.id);
    const isNewSlot = slot === undefined;
    if (slot === undefined) {
      if (!isActiveStatus(row.status)) return;
      slot = this.size++;
      this.grow(this.size);
      this.slotById.set(row.id, slot);
    }
    const d = this.dict;
    this.ids[slot] = row.id;
    this.alive[slot] = isActiveStatus(row.status) ? 1 : 0;
    this.make[slot] = d.make.encode(row.make);
    this.model[slot] = d.model.encode(row.model);
    this.city[slot] = d.city.encode(row.city);
    this.source[slot] = d.source.encode(row.source);
    this.fuelType[slot] = d.fuelType.encode(row.fuel_type);
    this.transmission[slot] = d.transmission.encode(row.transmission);
    this.bodyType[slot] = d.bodyType.encode(row.body_type);
    this.priceBand[slot] = d.priceBand.encode(row.price_band);
    this.price[slot] = row.price;
    this.year[slot] = row.year;
    this.km[slot] = row.km;
    this.owners[slot] = row.owner_count ?? -1;
    this.seats[slot] = row.seats ?? -1;
    this.isNew[slot] = row.is_new ? 1 : 0;
    this.listedAt[slot] = new Date(row.listed_at).getTime();
    this.fuelEconomy[slot] = row.fuel_economy ?? Number.NaN;
    this.rangeKm[slot] = row.range_km ?? -1;
    this.text[slot] = d.text.encode(row.search_text);
    if (row.features_text !== undefined) this.features[slot] = d.features.encode(row.features_text);
    else if (isNewSlot) this.features[slot] = d.features.encode("");
    this.maxSeq = Math.max(this.maxSeq, Number(row.change_seq));
    this.orders.clear();
  }

  setFeatures(id: number, text: string) {
    const slot = this.slotById.get(id);
    if (slot !== undefined) this.features[slot] = this.dict.features.encode(text);
  }

  /** Slots in the order of a sort (ties broken by id), built on first use after a change. */
  order(key: SortKey): Int32Array {
    let order = this.orders.get(key);
    if (order) return order;
    order = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) order[i] = i;
    const ids = this.ids;
    const compare = comparator(this, key);
    order.sort((a, b) => compare(a, b) || ids[a] - ids[b]);
    this.orders.set(key, order);
    return order;
  }
}

function comparator(ix: ListingIndex, key: SortKey): (a: number, b: number) => number {
  const nullsLast = (va: number, vb: number) => (Number.isNaN(va) ? 1 : 0) - (Number.isNaN(vb) ? 1 : 0) || 0;
  switch (key) {
    case "price_asc":
      return (a, b) => ix.price[a] - ix.price[b];
    case "price_desc":
      return (a, b) => ix.price[b] - ix.price[a];
    case "year_desc":
      return (a, b) => ix.year[b] - ix.year[a] || ix.listedAt[b] - ix.listedAt[a];
    case "mileage_asc":
      return (a, b) => ix.km[a] - ix.km[b];
    case "listed_desc":
      return (a, b) => ix.listedAt[b] - ix.listedAt[a];
    case "economy_desc":
      return (a, b) => nullsLast(ix.fuelEconomy[a], ix.fuelEconomy[b]) || ix.fuelEconomy[b] - ix.fuelEconomy[a] || 0;
    case "range_desc":
      return (a, b) =>
        (ix.rangeKm[b] - ix.rangeKm[a]) ||
        nullsLast(ix.fuelEconomy[a], ix.fuelEconomy[b]) ||
        ix.fuelEconomy[b] - ix.fuelEconomy[a] ||
        0;
  }
}

/**
 * Rows travel as one tab-separated text per batch: decoding 20,000 rows field by field costs
 * seconds in the embedded database, one aggregated string costs milliseconds. Nullable
 * numbers become empty fields; tabs and newlines cannot occur in these columns but are
 * replaced anyway so a row can never split.
 */
const clean = (column: string) => sql.raw(`translate(${column}, E'\\t\\n', '  ')`);
const ROW_TEXT = sql`concat_ws(E'\t', id, ${clean("make")}, ${clean("model")}, ${clean("city")}, ${clean("source")},
  fuel_type, transmission, body_type, price_band, price, year, km, coalesce(owner_count::text, ''),
  coalesce(seats::text, ''), is_new::int, (extract(epoch from listed_at) * 1000)::bigint,
  coalesce(fuel_economy::text, ''), coalesce(range_km::text, ''), ${clean("search_text")}, status, change_seq)`;
const FEATURES_TEXT = sql`concat_ws(E'\t', id, ${clean("lower(array_to_string(features, ' | '))")})`;

function parseRow(line: string, features: string | undefined): IndexRow {
  const f = line.split("\t");
  const numberOrNull = (v: string) => (v === "" ? null : Number(v));
  return {
    id: Number(f[0]), make: f[1], model: f[2], city: f[3], source: f[4], fuel_type: f[5], transmission: f[6],
    body_type: f[7], price_band: f[8], price: Number(f[9]), year: Number(f[10]), km: Number(f[11]),
    owner_count: numberOrNull(f[12]), seats: numberOrNull(f[13]), is_new: f[14] === "1", listed_at: new Date(Number(f[15])),
    fuel_economy: numberOrNull(f[16]), range_km: numberOrNull(f[17]), search_text: f[18], status: f[19],
    change_seq: Number(f[20]), features_text: features,
  };
}

/** Batches of rows past a change number, as text (keyset pagination keeps each read bounded). */
async function* readBatches(db: Database, rowText: typeof ROW_TEXT, fromSeq: number, onlyActive: boolean) {
  let after = fromSeq;
  for (;;) {
    const result = await db.execute<{ rows: string | null; last: string | number | null; n: string | number }>(sql`
      select string_agg(${rowText}, E'\n') as rows, max(change_seq) as last, count(*) as n from (
        select * from listings where change_seq > ${after} ${onlyActive ? sql`and ${activeListing}` : sql``}
        order by change_seq limit ${LOAD_BATCH}) batch`);
    const batch = result.rows[0];
    if (!batch?.rows) return;
    yield batch.rows.split("\n");
    if (Number(batch.n) < LOAD_BATCH) return;
    after = Number(batch.last);
  }
}

async function loadRows(db: Database, index: ListingIndex, fromSeq: number, onlyActive: boolean, withFeatures: boolean) {
  const features = new Map<number, string>();
  if (withFeatures) {
    for await (const lines of readBatches(db, FEATURES_TEXT, fromSeq, onlyActive)) {
      for (const line of lines) {
        const tab = line.indexOf("\t");
        features.set(Number(line.slice(0, tab)), line.slice(tab + 1));
      }
    }
  }
  for await (const lines of readBatches(db, ROW_TEXT, fromSeq, onlyActive)) {
    for (const line of lines) {
      const row = parseRow(line, undefined);
      row.features_text = withFeatures ? (features.get(row.id) ?? "") : undefined;
      index.apply(row);
    }
  }
}

/**
 * Feature text (for "with sunroof") is the slowest column to read, and only some searches
 * need it: a full load fetches it in the background after the rest is ready.
 */
async function loadAllFeatures(db: Database, index: ListingIndex) {
  for await (const lines of readBatches(db, FEATURES_TEXT, 0, true)) {
    for (const line of lines) {
      const tab = line.indexOf("\t");
      index.setFeatures(Number(line.slice(0, tab)), line.slice(tab + 1));
    }
  }
}

async function readVersion(db: Database): Promise<{ version: number; fullVersion: number }> {
  const result = await db.execute<{ version: string | number; full_version: string | number }>(
    sql`select version, full_version from search_index_version where id = 1`,
  );
  const row = result.rows[0];
  return { version: Number(row?.version ?? 0), fullVersion: Number(row?.full_version ?? 0) };
}

/** Process-wide (the host and the server build share it), one refresh at a time. */
const state = singleton("listing-index", () => ({
  current: undefined as { db: Database; index: ListingIndex } | undefined,
  refreshing: undefined as Promise<ListingIndex> | undefined,
}));

/** The up-to-date index for this database; concurrent callers share one refresh. */
export function getListingIndex(db: Database): Promise<ListingIndex> {
  state.refreshing ??= refresh(db).finally(() => (state.refreshing = undefined));
  return state.refreshing;
}

async function refresh(db: Database): Promise<ListingIndex> {
  const current = state.current;
  const { version, fullVersion } = await readVersion(db);
  if (current && current.db === db && current.index.fullVersion === fullVersion) {
    const index = current.index;
    if (index.version !== version) {
      await loadRows(db, index, Math.max(0, index.maxSeq - CHANGE_LOOKBACK), false, true);
      index.version = version;
    }
    return index;
  }
  const index = new ListingIndex();
  await loadRows(db, index, 0, true, false);
  index.featuresLoaded = loadAllFeatures(db, index);
  index.featuresLoaded.catch(() => {
    if (state.current?.index === index) state.current = undefined; // rebuild on the next search
  });
  index.version = version;
  index.fullVersion = fullVersion;
  state.current = { db, index };
  return index;
}

/** Build the index ahead of the first search (start-up), so no shopper waits for it. */
export async function warmListingIndex(db: Database): Promise<number> {
  const index = await getListingIndex(db);
  for (const key of SORT_KEYS) index.order(key);
  return index.size;
}
