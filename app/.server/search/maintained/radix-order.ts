/**
 * A sort order built from scratch by LSD radix sort: the slots sorted by a list of unsigned
 * 32-bit keys (most significant first), ties by listing id. At a million slots a comparison
 * sort with a comparator function takes about a second per order; sixteen-bit digit passes
 * take a few milliseconds each. The keys encode exactly what `comparator` in sort-orders.ts
 * compares, so the incremental merge (which uses the comparator) continues this order.
 */
import { UNRATED, type SortColumns, type SortKey } from "../schema";

const DIGITS = 1 << 16;

/** Slots 0..size-1 sorted by `keys` (each a Uint32Array over slots, most significant first), then id. */
export function radixOrder(ix: SortColumns, key: SortKey): Int32Array {
  const size = ix.size;
  const keys = [...sortKeys(ix, key, size), idKey(ix, size)];
  let slots = new Int32Array(size);
  for (let i = 0; i < size; i++) slots[i] = i;
  let spare = new Int32Array(size);
  const counts = new Int32Array(DIGITS);
  // Least significant first: each stable pass keeps the order of the passes before it.
  for (let k = keys.length - 1; k >= 0; k--) {
    for (const shift of [0, 16]) {
      if (pass(keys[k], shift, slots, spare, counts)) [slots, spare] = [spare, slots];
    }
  }
  return slots;
}

/** One stable counting pass on a 16-bit digit; false when every slot has the same digit (nothing to do). */
function pass(key: Uint32Array, shift: number, from: Int32Array, to: Int32Array, counts: Int32Array): boolean {
  counts.fill(0);
  const n = from.length;
  for (let i = 0; i < n; i++) counts[(key[from[i]] >>> shift) & 0xffff]++;
  if (n === 0 || counts[(key[from[0]] >>> shift) & 0xffff] === n) return false;
  let sum = 0;
  for (let d = 0; d < DIGITS; d++) {
    const c = counts[d];
    counts[d] = sum;
    sum += c;
  }
  for (let i = 0; i < n; i++) {
    const slot = from[i];
    to[counts[(key[slot] >>> shift) & 0xffff]++] = slot;
  }
  return true;
}

function idKey(ix: SortColumns, size: number): Uint32Array {
  return Uint32Array.from(ix.ids.subarray(0, size));
}

/** A key per slot from a number, ascending or descending. */
function keyOf(size: number, value: (slot: number) => number, descending = false): Uint32Array {
  const key = new Uint32Array(size);
  for (let s = 0; s < size; s++) key[s] = descending ? 0xffffffff - value(s) : value(s);
  return key;
}

const floatBits = new Float32Array(1);
const floatWord = new Uint32Array(floatBits.buffer);
/** A float32's bits reordered so unsigned order is numeric order (NaN handled by the caller). */
function sortableFloat(value: number): number {
  floatBits[0] = value;
  const bits = floatWord[0];
  return bits & 0x80000000 ? ~bits >>> 0 : (bits | 0x80000000) >>> 0;
}

/** Milliseconds since 1970 as two 32-bit keys (high, low). */
function timeKeys(ix: SortColumns, size: number, descending: boolean): Uint32Array[] {
  const high = keyOf(size, (s) => Math.floor(ix.listedAt[s] / 2 ** 32), descending);
  const low = keyOf(size, (s) => ix.listedAt[s] % 2 ** 32, descending);
  return [high, low];
}

function economyKeys(ix: SortColumns, size: number): Uint32Array[] {
  // Unknown economy last; among the known, highest first.
  const unknown = keyOf(size, (s) => (Number.isNaN(ix.fuelEconomy[s]) ? 1 : 0));
  const value = keyOf(size, (s) => (Number.isNaN(ix.fuelEconomy[s]) ? 0 : sortableFloat(ix.fuelEconomy[s])), true);
  return [unknown, value];
}

function sortKeys(ix: SortColumns, key: SortKey, size: number): Uint32Array[] {
  switch (key) {
    case "price_asc":
      return [keyOf(size, (s) => ix.price[s])];
    case "price_desc":
      return [keyOf(size, (s) => ix.price[s], true)];
    case "year_desc":
      return [keyOf(size, (s) => ix.year[s], true), ...timeKeys(ix, size, true)];
    case "mileage_asc":
      return [keyOf(size, (s) => ix.km[s])];
    case "listed_desc":
      return timeKeys(ix, size, true);
    case "economy_desc":
      return economyKeys(ix, size);
    case "range_desc":
      // rangeKm is -1 when unknown, below every known range.
      return [keyOf(size, (s) => ix.rangeKm[s] + 1, true), ...economyKeys(ix, size)];
    case "best_deal":
      return [
        keyOf(size, (s) => (ix.deal[s] === UNRATED ? 99 : ix.deal[s])),
        keyOf(size, (s) => (Number.isNaN(ix.dealRatio[s]) ? 0 : sortableFloat(ix.dealRatio[s]))),
      ];
  }
}
