/**
 * The index's sort orders (slots in the order of a sort key, ties broken by id), kept up to
 * date incrementally. Even a radix sort of a million slots (radix-order.ts) reads every slot
 * several times; a listing write touches one. So a write only logs its slot, and the next
 * search that needs an order moves the logged slots to their new places: the rest of the
 * order is filtered once and merged with the moved slots, sorted among themselves by the
 * comparator (O(n + k log k) for k changes). Only an order far behind the log (over an eighth
 * of the catalogue changed) is sorted again from scratch. After a feed's read the orders are
 * merged in the background instead (`update`), in steps that give way to requests.
 *
 * Only the orders asked for in the last RECENT_USE_MS are merged in the background: the others
 * (a sort nobody chose lately) wait for the search that asks for one, which merges it itself.
 *
 * Deal ratings change for every car at once when the fair-price model is refitted, and only
 * the best-deal order depends on them, so they have a log of their own.
 */
import { radixOrder } from "./radix-order";
import { UNRATED, type SortColumns, type SortKey } from "../schema";

interface BuiltOrder {
  slots: Int32Array;
  /** How far into each log this order already reflects (absolute positions). */
  fieldsAt: number;
  dealsAt: number;
}

class SlotLog {
  private entries: number[] = [];
  /** Absolute position of entries[0]: positions stay valid as the front is dropped. */
  private base = 0;

  get end() {
    return this.base + this.entries.length;
  }
  /** Past twice `max` entries the front is dropped: an order that far behind is sorted afresh. */
  push(slot: number, max: number) {
    this.entries.push(slot);
    if (this.entries.length > 2 * max) this.trim(this.base, max);
  }
  /** Slots logged from `from` on, or null when that part is no longer kept. */
  since(from: number): number[] | null {
    return from < this.base ? null : this.entries.slice(from - this.base);
  }
  /** Forgets what every order has already taken in, and never keeps more than `max`. */
  trim(upTo: number, max: number) {
    const drop = Math.max(upTo - this.base, this.entries.length - max, 0);
    if (drop === 0) return;
    // A copy rather than splice: splice keeps the array's capacity (10 MB after a million
    // re-ratings).
    this.entries = this.entries.slice(drop);
    this.base += drop;
  }
}

/** An order asked for within this long is kept merged in the background (a feed's read merges it every second). */
const RECENT_USE_MS = 60_000;

export class SortOrders {
  private built = new Map<SortKey, BuiltOrder>();
  private fields = new SlotLog();
  private deals = new SlotLog();
  /** When each order was last asked for. */
  private readonly used = new Map<SortKey, number>();

  constructor(private readonly ix: SortColumns) {}

  /** A slot's sort fields changed (or it is new). */
  fieldsChanged(slot: number) {
    this.fields.push(slot, this.maxLogged());
  }

  dealChanged(slot: number) {
    this.deals.push(slot, this.maxLogged());
  }

  /** More changes than this and an order is sorted afresh instead of merged. */
  private maxLogged() {
    return Math.ceil(this.ix.size / 8) + 1;
  }

  /** The built orders asked for lately: the ones worth merging in the background. */
  recentlyUsedKeys(): SortKey[] {
    const since = Date.now() - RECENT_USE_MS;
    return [...this.built.keys()].filter((key) => (this.used.get(key) ?? -Infinity) >= since);
  }

  get(key: SortKey): Int32Array {
    this.used.set(key, Date.now());
    const ix = this.ix;
    const behind = this.behind(key);
    if (!behind) return this.built.get(key)!.slots;
    const { current, moved, at } = behind;
    const slots = current && moved ? merge(current.slots, moved, ix.size, comparator(ix, key)) : radixOrder(ix, key);
    this.keep(key, slots, at);
    return slots;
  }

  /**
   * Brings a built order up to date between requests (after a feed's read): the merge gives way
   * whenever `pause` says so instead of holding a request for its 15-30 ms at a million (a sort
   * from scratch still runs in one go). If the index moved meanwhile, the result is dropped and
   * the next search that needs the order merges it as before.
   */
  async update(key: SortKey, pause: () => Promise<void> | undefined): Promise<void> {
    const behind = this.behind(key);
    if (!behind?.current) return;
    const { current, moved, at } = behind;
    if (!moved) return this.keep(key, radixOrder(this.ix, key), at);
    const steps = mergeSteps(current.slots, moved, this.ix.size, comparator(this.ix, key));
    let step = steps.next();
    while (!step.done) {
      await pause();
      step = steps.next();
    }
    // A new slot is logged too, so the logs' ends say whether the index moved.
    if (this.built.get(key) === current && this.reflectsLogs(key, at)) this.keep(key, step.value, at);
  }

  /** Whether an order that reflects the logs up to `at` has every change they hold (the deal log counts for best_deal only). */
  private reflectsLogs(key: SortKey, at: { fieldsAt: number; dealsAt: number }): boolean {
    return at.fieldsAt === this.fields.end && (key !== "best_deal" || at.dealsAt === this.deals.end);
  }

  /**
   * What an order lacks: null when it is up to date; else the logs' ends to record, the order
   * as built (if it was), and its slots moved since (null: too many, or no longer logged, so it
   * is sorted afresh).
   */
  private behind(key: SortKey): { at: { fieldsAt: number; dealsAt: number }; current?: BuiltOrder; moved: number[] | null } | null {
    const current = this.built.get(key);
    if (current && this.reflectsLogs(key, current)) return null;
    const at = { fieldsAt: this.fields.end, dealsAt: this.deals.end };
    const changed = current ? this.changedSince(current, key === "best_deal") : null;
    return { at, current, moved: changed && changed.length <= this.ix.size / 8 ? changed : null };
  }

  private keep(key: SortKey, slots: Int32Array, at: { fieldsAt: number; dealsAt: number }) {
    this.built.set(key, { slots, ...at });
    this.trimLogs();
  }

  private changedSince(order: BuiltOrder, usesDeals: boolean): number[] | null {
    const fromFields = this.fields.since(order.fieldsAt);
    const fromDeals = usesDeals ? this.deals.since(order.dealsAt) : [];
    if (fromFields === null || fromDeals === null) return null;
    return [...new Set([...fromFields, ...fromDeals])];
  }

  private trimLogs() {
    // Entries every built order has taken in are not needed again; a long-unused order whose
    // entries were dropped is simply sorted afresh on its next use.
    const max = this.maxLogged();
    const orders = [...this.built.values()];
    const deal = this.built.get("best_deal");
    this.fields.trim(Math.min(...orders.map((o) => o.fieldsAt)), max);
    this.deals.trim(deal ? deal.dealsAt : this.deals.end, max);
  }
}

type Compare = (a: number, b: number) => number;

/**
 * The old order without the moved slots, with each moved slot put in at its new place. The
 * unmoved slots are copied in runs and each moved slot's place is found by binary search, so
 * the comparator runs O(k log n) times, not once per slot (~15 ms an order at a million).
 */
function merge(old: Int32Array, moved: number[], size: number, compare: Compare): Int32Array {
  const steps = mergeSteps(old, moved, size, compare);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The merge in steps of a few thousand slots (`update` gives way between them). */
function* mergeSteps(old: Int32Array, moved: number[], size: number, compare: Compare): Generator<void, Int32Array> {
  moved.sort(compare);
  // The unmoved slots go to the end of the new order (every slot not in the old order, a new
  // one, is among the moved), then runs of them move forward to make room for each moved slot.
  const next = new Int32Array(size);
  let write = moved.length;
  if (moved.every((slot) => slot >= old.length)) {
    // Only new cars (a feed's batch): the old order is copied whole, ~0.3 ms, not filtered.
    next.set(old, write);
  } else {
    const isMoved = new Uint8Array(size);
    for (const slot of moved) isMoved[slot] = 1;
    for (let i = 0; i < old.length; i++) {
      if (isMoved[old[i]] === 0) next[write++] = old[i];
      if ((i & 4095) === 4095) yield;
    }
  }
  let out = 0;
  let read = moved.length;
  for (let m = 0; m < moved.length; m++) {
    const slot = moved[m];
    // The first unmoved slot that sorts after this one.
    let low = read;
    let high = size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(next[mid], slot) < 0) low = mid + 1;
      else high = mid;
    }
    next.copyWithin(out, read, low);
    out += low - read;
    read = low;
    next[out++] = slot;
    if ((m & 63) === 63) yield;
  }
  return next;
}

/** The sort key's order with ties broken by listing id, so every process pages the same way. */
export function comparator(ix: SortColumns, key: SortKey): Compare {
  const ids = ix.ids;
  const byKey = keyComparator(ix, key);
  return (a, b) => byKey(a, b) || ids[a] - ids[b];
}

function keyComparator(ix: SortColumns, key: SortKey): Compare {
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
