/**
 * Per value of one facet column (make, body type): the slots holding that value, in slot
 * order, and the prices of those on sale, sorted. The commonest search on a car site is one
 * make or body type and a budget ("Hyundai under 8 lakh", "SUVs under 10 lakh"); with these
 * lists it reads only that value's slots, and counts the facet itself (every other make,
 * within the budget) with two binary searches per value. At a million listings Hyundai and a
 * budget cost ~1 ms this way against ~7 ms of one thread's pass over every slot.
 *
 * Built in one pass when first needed (the server builds them while it warms up), then kept
 * up to date by each row's change (ListingIndex.apply and remove): a write moves one entry
 * in at most two lists, a memmove of at most the value's share of the catalogue.
 */
import type { CodeColumn } from "../store/dictionary";
import { firstWhere } from "./first-where";

/** A growable list of int32s kept in ascending order. */
class SortedInts {
  data = new Int32Array(0);
  length = 0;

  /** The first position whose value is at least `value`. */
  lowerBound(value: number): number {
    return firstWhere(0, this.length, (i) => this.data[i] >= value);
  }

  /** How many values lie within [min, max]. */
  countWithin(min: number, max: number): number {
    return this.lowerBound(max + 1) - this.lowerBound(min);
  }

  insert(value: number) {
    // New slots arrive in ascending order: appending is the common case.
    const at = this.length > 0 && this.data[this.length - 1] <= value ? this.length : this.lowerBound(value);
    if (this.length === this.data.length) {
      // A quarter more each time: at a million listings the lists hold ~8 MB a column.
      const grown = new Int32Array(Math.max(16, Math.ceil(this.length * 1.25)));
      grown.set(this.data);
      this.data = grown;
    }
    this.data.copyWithin(at + 1, at, this.length);
    this.data[at] = value;
    this.length++;
  }

  /** Removes one occurrence of `value`; false when there is none. */
  remove(value: number): boolean {
    const at = this.lowerBound(value);
    if (at === this.length || this.data[at] !== value) return false;
    this.data.copyWithin(at, at + 1, this.length);
    this.length--;
    return true;
  }
}

/** What the lists need to know of a slot: its codes, whether it is on sale, its price. */
export interface PostedSlot {
  make: number;
  bodyType: number;
  alive: number;
  price: number;
}

/** The columns a search can be driven by. */
export const POSTED_COLUMNS = ["make", "bodyType"] as const;
export type PostedColumn = (typeof POSTED_COLUMNS)[number];

/** The lists of every posted column, built together and dropped together. */
export class IndexPostings {
  readonly make = new FacetPostings();
  readonly bodyType = new FacetPostings();
  /** False until built, and again if a change finds the lists out of step (rebuilt on next use). */
  built = false;

  build(columns: Record<PostedColumn, CodeColumn> & { alive: Uint8Array; price: Int32Array; size: number }) {
    for (const column of POSTED_COLUMNS) this[column].build(columns[column], columns.alive, columns.price, columns.size);
    this.built = true;
  }

  /** A slot changed (`before` null: it is new). Only called once built. */
  moved(slot: number, before: PostedSlot | null, after: PostedSlot) {
    for (const column of POSTED_COLUMNS) {
      const was = before && { code: before[column], alive: before.alive, price: before.price };
      // A list missing what it should hold cannot be trusted: the next search rebuilds them all.
      if (!this[column].moved(slot, was, { code: after[column], alive: after.alive, price: after.price })) this.built = false;
    }
  }
}

interface SlotState {
  code: number;
  alive: number;
  price: number;
}

class FacetPostings {
  /** Per code: every slot holding it, on sale or not (a search checks `alive`). */
  private slots: SortedInts[] = [];
  /** Per code: the prices of its slots on sale. */
  private prices: SortedInts[] = [];

  /** Builds the lists from the columns in one pass (slots come out in order; prices are sorted after). */
  build(codes: CodeColumn, alive: Uint8Array, price: Int32Array, size: number) {
    const slotCounts: number[] = [];
    const priceCounts: number[] = [];
    for (let s = 0; s < size; s++) {
      slotCounts[codes[s]] = (slotCounts[codes[s]] ?? 0) + 1;
      if (alive[s] === 1) priceCounts[codes[s]] = (priceCounts[codes[s]] ?? 0) + 1;
    }
    const sized = (counts: number[]) =>
      Array.from({ length: counts.length }, (_, code) => {
        const list = new SortedInts();
        list.data = new Int32Array(counts[code] ?? 0);
        return list;
      });
    this.slots = sized(slotCounts);
    this.prices = sized(priceCounts);
    for (let s = 0; s < size; s++) {
      const code = codes[s];
      const slots = this.slots[code];
      slots.data[slots.length++] = s;
      if (alive[s] === 1) {
        const prices = this.prices[code];
        prices.data[prices.length++] = price[s];
      }
    }
    for (const list of this.prices) list.data.sort();
  }

  /** Moves what changed; false when a list lacked an entry it should have held. */
  moved(slot: number, before: SlotState | null, after: SlotState): boolean {
    let inStep = true;
    if (before?.code !== after.code) {
      if (before) inStep = this.list(this.slots, before.code).remove(slot);
      this.list(this.slots, after.code).insert(slot);
    }
    if (before?.code !== after.code || before.alive !== after.alive || before.price !== after.price) {
      if (before?.alive === 1) inStep = this.list(this.prices, before.code).remove(before.price) && inStep;
      if (after.alive === 1) this.list(this.prices, after.code).insert(after.price);
    }
    return inStep;
  }

  /** The slots holding `code` (all of them, on sale or not): data[0] to data[length - 1]. */
  slotsOf(code: number): { data: Int32Array; length: number } {
    return this.list(this.slots, code);
  }

  /** How many cars on sale hold `code` at a price within [min, max]. */
  countWithin(code: number, min: number, max: number): number {
    return this.prices[code]?.countWithin(min, max) ?? 0;
  }

  private list(lists: SortedInts[], code: number): SortedInts {
    return (lists[code] ??= new SortedInts());
  }
}
