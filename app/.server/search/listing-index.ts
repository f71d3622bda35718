/**
 * An in-memory, column-oriented copy of the searchable fields of every active listing.
 * PostgreSQL stays the system of record; this index answers filters, counts, facets and sort
 * order in one pass over typed arrays (a few milliseconds for 100,000 cars, where the same
 * six facet GROUP BYs cost hundreds in SQL). See docs/decisions/004-in-memory-search-index.md.
 *
 * Freshness: triggers stamp each written row with change_seq and bump search_index_version;
 * before answering, the index reads that one row and reloads only rows past its mark.
 */
import { Dictionary } from "./dictionary";
import { isActiveStatus } from "../listings/active-listing";

export const SORT_KEYS = ["price_asc", "price_desc", "year_desc", "mileage_asc", "listed_desc", "economy_desc", "range_desc", "best_deal"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Deal rating codes: the DEAL_RATINGS index, or UNRATED. */
export const UNRATED = -1;

/** carGroup code of a listing in no group. */
export const NO_GROUP = -1;

export type IndexRow = {
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
  /** Copies of one car on several platforms share it (null: listed once). */
  car_group: string | null;
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
    carGroup: new Dictionary(),
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
  /** car_group code, or NO_GROUP: recommendations skip the other copies of a car. */
  carGroup = new Int32Array(0);
  /** Deal rating code per slot (UNRATED until the fair-price model has rated it). */
  deal = new Int8Array(0);
  /** Asking price over the estimate: orders cars within a rating (best deals first). */
  dealRatio = new Float32Array(0);
  private slotById = new Map<number, number>();
  /** Resolves once every row's feature text is in (see loadAllFeatures). */
  featuresLoaded: Promise<void> = Promise.resolve();
  private orders = new Map<SortKey, Int32Array>();

  version = -1;
  fullVersion = -1;
  /** When it last caught up with the database (index-loader.ts reloads in full after a long gap). */
  refreshedAt = 0;
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
    this.carGroup = resize(this.carGroup);
    this.deal = resize(this.deal);
    this.dealRatio = resize(this.dealRatio);
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
    this.carGroup[slot] = row.car_group === null ? NO_GROUP : d.carGroup.encode(row.car_group);
    if (row.features_text !== undefined) this.features[slot] = d.features.encode(row.features_text);
    else if (isNewSlot) this.features[slot] = d.features.encode("");
    if (isNewSlot) this.deal[slot] = UNRATED;
    this.maxSeq = Math.max(this.maxSeq, Number(row.change_seq));
    this.orders.clear();
  }

  /** A deleted listing: its slot stays (slots are never reused) but nothing finds it. */
  remove(id: number, changeSeq: number) {
    const slot = this.slotById.get(id);
    if (slot !== undefined && this.alive[slot] === 1) {
      this.alive[slot] = 0;
      this.orders.clear();
    }
    this.maxSeq = Math.max(this.maxSeq, changeSeq);
  }

  setFeatures(id: number, text: string) {
    const slot = this.slotById.get(id);
    if (slot !== undefined) this.features[slot] = this.dict.features.encode(text);
  }

  slotOf(id: number): number | undefined {
    return this.slotById.get(id);
  }

  /** Records a listing's deal rating (code UNRATED: none); the deal order is rebuilt on next use. */
  setDeal(slot: number, code: number, ratio: number) {
    // Object.is: an unrated slot's NaN ratio equals itself, so re-rating it changes nothing.
    if (this.deal[slot] === code && Object.is(this.dealRatio[slot], Math.fround(ratio))) return;
    this.deal[slot] = code;
    this.dealRatio[slot] = ratio;
    this.orders.delete("best_deal");
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
    case "best_deal": {
      // Great deals first, the furthest below the estimate first; unrated cars last.
      const rank = (s: number) => (ix.deal[s] === UNRATED ? 99 : ix.deal[s]);
      return (a, b) => rank(a) - rank(b) || ix.dealRatio[a] - ix.dealRatio[b];
    }
  }
}

