/**
 * An in-memory, column-oriented copy of the searchable fields of every active listing.
 * PostgreSQL stays the system of record; this index answers filters, counts, facets and sort
 * order in one pass over typed arrays (a few milliseconds for 100,000 cars, where the same
 * six facet GROUP BYs cost hundreds in SQL). See docs/decisions/004-in-memory-search-index.md.
 *
 * Freshness: triggers stamp each written row with change_seq, bump search_index_version and
 * notify every process; after a notification the index reads that one row and reloads only
 * rows past its mark (index-loader.ts).
 */
import { ActiveCounts, type SlotCodes } from "../maintained/active-counts";
import { Dictionary, fitCode, sharedLike, type CodeColumn } from "./dictionary";
import { IndexPostings, type PostedSlot } from "../maintained/facet-postings";
import { isActiveStatus } from "../../listings/active-listing";
import { MAX_SEATS, NO_GROUP, UNRATED, type SortKey } from "../schema";
import { CarCards } from "../maintained/car-cards";
import { SlotEdits } from "./slot-edits";
import { SortOrders } from "../maintained/sort-orders";
import { giveWay, slicer } from "../../background/time-slice";

export { NO_GROUP, SORT_KEYS, UNRATED, type SortKey } from "../schema";

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

/** The per-slot columns, resized together as the index grows. */
const COLUMN_NAMES = [
  "ids", "onSale", "alive", "make", "model", "city", "source", "fuelType", "transmission", "bodyType", "priceBand", "price", "year", "km", "owners", "seats", "isNew", "listedAt", "fuelEconomy", "rangeKm", "text", "features", "carGroup", "deal", "dealRatio",
] as const;

type CodeColumnName = "make" | "model" | "city" | "source" | "fuelType" | "transmission" | "bodyType" | "priceBand" | "text" | "features";
/** The code columns every row states (a row's feature text may come later: loadAllFeatures). */
const CODE_COLUMNS = ["make", "model", "city", "source", "fuelType", "transmission", "bodyType", "priceBand", "text"] as const;

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
  /** 1: the listing is on sale (its own status). */
  onSale = new Uint8Array(0);
  /** 1: the slot is a card in search: on sale, and its car's cheapest copy (car-cards.ts). Searches read only this. */
  alive = new Uint8Array(0);
  make: CodeColumn = new Uint8Array(0);
  model: CodeColumn = new Uint8Array(0);
  city: CodeColumn = new Uint8Array(0);
  source: CodeColumn = new Uint8Array(0);
  fuelType: CodeColumn = new Uint8Array(0);
  transmission: CodeColumn = new Uint8Array(0);
  bodyType: CodeColumn = new Uint8Array(0);
  priceBand: CodeColumn = new Uint8Array(0);
  price = new Int32Array(0);
  year = new Int16Array(0);
  km = new Int32Array(0);
  owners = new Int8Array(0);
  seats = new Int8Array(0);
  isNew = new Uint8Array(0);
  listedAt = new Float64Array(0);
  fuelEconomy = new Float32Array(0);
  rangeKm = new Int32Array(0);
  text: CodeColumn = new Uint8Array(0);
  features: CodeColumn = new Uint8Array(0);
  /** car_group code, or NO_GROUP: a car on several platforms is one card; recommendations skip its other copies. */
  carGroup = new Int32Array(0);
  /** Deal rating code per slot (UNRATED until the fair-price model has rated it). */
  deal = new Int8Array(0);
  /** Asking price over the estimate: orders cars within a rating (best deals first). */
  dealRatio = new Float32Array(0);
  /**
   * Slot of each listing id, -1 for none: ids are a dense serial, so an array indexed by id
   * takes 4 bytes an id where a Map took ~60 bytes an entry (60 MB at a million listings).
   */
  private slotById = new Int32Array(0).fill(-1);
  /** Resolves once every row's feature text is in (see loadAllFeatures). */
  featuresLoaded: Promise<void> = Promise.resolve();
  private sortOrders = new SortOrders(this);
  private readonly cards = new CarCards();
  /** Listings on sale by make and model, city, body type and year, kept as rows change. */
  readonly counts = new ActiveCounts();
  /** Slots and sorted prices per make and body type (facet-postings.ts); see postingLists(). */
  private readonly postings = new IndexPostings();

  version = -1;
  fullVersion = -1;
  /** When it last caught up with the database (index-loader.ts reloads in full after a long gap). */
  refreshedAt = 0;
  maxSeq = 0;
  /** Bumped by every change to a slot, so answers computed from the whole index can be reused until it moves. */
  generation = 0;
  /** Which passed slots changed after a generation: a remembered search then need pass only the slots added since. */
  readonly edits = new SlotEdits();
  /**
   * Bumped when a car's make, model or body type changes or it comes on or goes off sale: the
   * price order's groups (price-groups.ts) are rebuilt then, and when that order itself moves.
   */
  groupsVersion = 0;

  private grow(min: number) {
    if (min <= this.capacity) return;
    this.resize(Math.max(min, Math.ceil(this.capacity * 1.5), 1024));
  }

  /**
   * After a full load: give back what growing by half left unused (up to a third of the
   * columns' memory, ~40 MB at a million listings), keeping room for a day's new listings.
   */
  compact() {
    const capacity = Math.max(this.size + Math.ceil(this.size / 100), 1024);
    if (capacity < this.capacity) this.resize(capacity);
  }

  private resize(capacity: number) {
    // Shared memory, so the scan worker reads the columns in place (parallel-scan.ts).
    type Column = Int32Array | Int16Array | Int8Array | Uint8Array | Uint16Array | Float64Array | Float32Array;
    const columns = this as unknown as Record<(typeof COLUMN_NAMES)[number], Column>;
    for (const name of COLUMN_NAMES) {
      const next = sharedLike(columns[name], capacity);
      next.set(columns[name].subarray(0, Math.min(columns[name].length, capacity)));
      columns[name] = next;
    }
    this.capacity = capacity;
  }

  /** Inserts or overwrites a row; a listing that is no longer active is marked dead. */
  apply(row: IndexRow) {
    let slot = this.slotOf(row.id);
    const isNewSlot = slot === undefined;
    if (slot === undefined) {
      if (!isActiveStatus(row.status)) return;
      slot = this.size++;
      this.grow(this.size);
      this.setSlot(row.id, slot);
    }
    const d = this.dict;
    // Shown if on sale, until its car's card is elected below.
    const alive = isActiveStatus(row.status) ? 1 : 0;
    const group = row.car_group === null ? NO_GROUP : d.carGroup.encode(row.car_group);
    const wasGroup = isNewSlot ? NO_GROUP : this.carGroup[slot];
    const codes: Record<Exclude<CodeColumnName, "features">, number> = {
      make: d.make.encode(row.make), model: d.model.encode(row.model), city: d.city.encode(row.city), source: d.source.encode(row.source),
      fuelType: d.fuelType.encode(row.fuel_type), transmission: d.transmission.encode(row.transmission), bodyType: d.bodyType.encode(row.body_type),
      priceBand: d.priceBand.encode(row.price_band), text: d.text.encode(row.search_text),
    };
    const features = row.features_text !== undefined ? d.features.encode(row.features_text) : isNewSlot ? d.features.encode("") : undefined;
    const listedAt = new Date(row.listed_at).getTime();
    const fuelEconomy = Math.fround(row.fuel_economy ?? Number.NaN);
    const rangeKm = row.range_km ?? -1;
    const owners = row.owner_count ?? -1;
    // The seats facet counts up to MAX_SEATS (no car has more; a typo must not fall off its table).
    const seats = row.seats === null ? -1 : Math.min(Math.max(row.seats, 0), MAX_SEATS);
    const isNew = row.is_new ? 1 : 0;
    const sortKeyMoved =
      isNewSlot || this.price[slot] !== row.price || this.year[slot] !== row.year || this.km[slot] !== row.km ||
      this.listedAt[slot] !== listedAt || !Object.is(this.fuelEconomy[slot], fuelEconomy) || this.rangeKm[slot] !== rangeKm;
    // The refresh re-reads recent rows (index-loader.ts): one the index holds as it is changes
    // nothing, not even the generation, so the searches remembered over it stay up to date.
    const restated =
      !isNewSlot && !sortKeyMoved && this.onSale[slot] === alive && this.carGroup[slot] === group && this.owners[slot] === owners &&
      this.seats[slot] === seats && this.isNew[slot] === isNew && (features === undefined || this.features[slot] === features) &&
      CODE_COLUMNS.every((column) => this[column][slot] === codes[column]);
    this.maxSeq = Math.max(this.maxSeq, Number(row.change_seq));
    if (restated) return;
    if (this.make[slot] !== codes.make || this.model[slot] !== codes.model || this.bodyType[slot] !== codes.bodyType || this.alive[slot] !== alive) {
      this.groupsVersion++;
    }
    if (this.alive[slot] === 1) this.counts.add(this.codesOf(slot), -1);
    const posted = this.postings.built ? (isNewSlot ? null : this.postedOf(slot)) : undefined;
    this.ids[slot] = row.id;
    this.onSale[slot] = alive;
    this.alive[slot] = alive;
    for (const column of CODE_COLUMNS) this.setCode(column, slot, codes[column]);
    if (features !== undefined) this.setCode("features", slot, features);
    this.price[slot] = row.price;
    this.year[slot] = row.year;
    this.km[slot] = row.km;
    this.owners[slot] = owners;
    this.seats[slot] = seats;
    this.isNew[slot] = isNew;
    this.listedAt[slot] = listedAt;
    this.fuelEconomy[slot] = fuelEconomy;
    this.rangeKm[slot] = rangeKm;
    this.carGroup[slot] = group;
    if (isNewSlot) this.deal[slot] = UNRATED;
    if (alive === 1) this.counts.add(this.codesOf(slot), 1);
    if (posted !== undefined) this.postings.moved(slot, posted, this.postedOf(slot));
    // Only a moved sort key costs the sort orders any work (a car sold or regrouped keeps its place: walks skip dead slots).
    if (sortKeyMoved) this.sortOrders.fieldsChanged(slot);
    this.generation++;
    this.edits.note(this.generation, slot);
    this.cards.moved(slot, wasGroup, group);
    this.electCard(wasGroup);
    if (group !== wasGroup) this.electCard(group);
  }

  /** Shows the group's cheapest copy on sale as its car's card and hides the others (no group: nothing to do). */
  private electCard(group: number) {
    if (group === NO_GROUP) return;
    const card = this.cards.cardOf(group, this);
    for (const slot of this.cards.members(group)) this.setShown(slot, slot === card ? 1 : 0);
  }

  private setShown(slot: number, shown: 0 | 1) {
    if (this.alive[slot] === shown) return;
    if (shown === 0) this.counts.add(this.codesOf(slot), -1);
    const posted = this.postings.built ? this.postedOf(slot) : undefined;
    this.alive[slot] = shown;
    if (shown === 1) this.counts.add(this.codesOf(slot), 1);
    if (posted) this.postings.moved(slot, posted, this.postedOf(slot));
    this.groupsVersion++;
    this.generation++;
    this.edits.note(this.generation, slot);
  }

  /**
   * A deleted listing: its slot stays (slots are never reused) but nothing finds it. The sort
   * orders keep it: a search skips dead slots anyway.
   */
  remove(id: number, changeSeq: number) {
    const slot = this.slotOf(id);
    if (slot !== undefined) {
      this.onSale[slot] = 0;
      this.setShown(slot, 0);
      this.electCard(this.carGroup[slot]);
    }
    this.generation++;
    if (slot !== undefined) this.edits.note(this.generation, slot);
    this.maxSeq = Math.max(this.maxSeq, changeSeq);
  }

  setFeatures(id: number, text: string) {
    const slot = this.slotOf(id);
    if (slot !== undefined) this.setCode("features", slot, this.dict.features.encode(text));
  }

  /** Writes a dictionary code, widening its column first when the code does not fit. */
  private setCode(column: CodeColumnName, slot: number, code: number) {
    const values = (this[column] = fitCode(this[column], code));
    values[slot] = code;
  }

  private codesOf(slot: number): SlotCodes {
    return {
      make: this.make[slot], model: this.model[slot], city: this.city[slot], bodyType: this.bodyType[slot], year: this.year[slot],
      fuelType: this.fuelType[slot], transmission: this.transmission[slot], priceBand: this.priceBand[slot], deal: this.deal[slot],
      isNew: this.isNew[slot], seats: this.seats[slot],
    };
  }

  private postedOf(slot: number): PostedSlot {
    return { make: this.make[slot], bodyType: this.bodyType[slot], alive: this.alive[slot], price: this.price[slot] };
  }

  /** The make and body-type lists, built on first use (or after they fell out of step). */
  postingLists(): IndexPostings {
    if (!this.postings.built) {
      this.postings.build({ make: this.make, bodyType: this.bodyType, alive: this.alive, price: this.price, size: this.size });
    }
    return this.postings;
  }

  slotOf(id: number): number | undefined {
    const slot = id < this.slotById.length ? this.slotById[id] : -1;
    return slot === -1 ? undefined : slot;
  }

  private setSlot(id: number, slot: number) {
    if (id >= this.slotById.length) {
      const next = new Int32Array(Math.max(id + 1, Math.ceil(this.slotById.length * 1.5), 1024)).fill(-1);
      next.set(this.slotById);
      this.slotById = next;
    }
    this.slotById[id] = slot;
  }

  /** Records a listing's deal rating (code UNRATED: none); the deal order is rebuilt on next use. */
  setDeal(slot: number, code: number, ratio: number) {
    // Object.is: an unrated slot's NaN ratio equals itself, so re-rating it changes nothing.
    if (this.deal[slot] === code && Object.is(this.dealRatio[slot], Math.fround(ratio))) return;
    if (this.alive[slot] === 1) this.counts.dealMoved(this.deal[slot], code, this.isNew[slot]);
    this.deal[slot] = code;
    this.dealRatio[slot] = ratio;
    this.sortOrders.dealChanged(slot);
    this.generation++;
    this.edits.note(this.generation, slot);
  }

  /** Slots in the order of a sort (ties broken by id), brought up to date on use (sort-orders.ts). */
  order(key: SortKey): Int32Array {
    return this.sortOrders.get(key);
  }

  /** Brings the orders searches have used lately up to date, one at a time between requests, giving way whenever `pause` says so. */
  async updateBuiltOrders(pause = slicer()) {
    for (const key of this.sortOrders.recentlyUsedKeys()) {
      await this.sortOrders.update(key, pause);
      await giveWay();
    }
  }
}
