/**
 * The reverse index's dimensions (reverse-index.ts): for each value a car can have, the saved
 * searches that value does not rule out. A dimension with few values keeps a whole set per
 * value; one with hundreds or thousands (model, city) keeps the set of searches without the
 * filter and, per value, the list of searches whose filter takes it. Both build on first use,
 * or ahead of a run in slices that give way (`prepare`).
 */
import { inSlices, type Pause } from "../../background/time-slice";
import { SearchBits } from "./search-bits";

/** One dimension: does search `slot` (which has the filter) take key `key`? */
export type Takes = (slot: number, key: number) => boolean;

export abstract class Dimension {
  readonly unfiltered: SearchBits;

  constructor(
    capacity: number,
    protected readonly takes: Takes,
    /** The slots of the searches that have the filter. */
    protected readonly filtered: () => number[],
  ) {
    this.unfiltered = new SearchBits(capacity);
  }

  /** Keeps in `bits` only the searches key `key` does not rule out. */
  abstract narrow(bits: SearchBits, key: number): void;
  /** Builds what `narrow` will need for `keys`, a chunk of searches at a time, giving way as `pause` says. */
  abstract prepare(keys: Iterable<number>, pause: Pause): Promise<void>;
  abstract place(slot: number, filtered: boolean): void;
  abstract remove(slot: number): void;
  abstract grow(capacity: number): void;
  /** Drops what was built from keys (they were another index's codes). */
  abstract forget(): void;
  abstract get bytes(): number;
}

/** A whole set per key. */
export class SetDimension extends Dimension {
  private readonly sets = new Map<number, SearchBits>();
  /** Every key's set is built (keysOf given): a key without one is taken by no filtered search. */
  private builtAll = false;

  constructor(
    capacity: number,
    takes: Takes,
    filtered: () => number[],
    /**
     * The keys a filtered search takes, exactly those `takes` says yes to, when they can be
     * listed: the sets are then built in one pass over the searches instead of one per key.
     */
    private readonly keysOf?: (slot: number) => Iterable<number>,
  ) {
    super(capacity, takes, filtered);
  }

  narrow(bits: SearchBits, key: number) {
    if (this.keysOf) {
      if (!this.builtAll) {
        this.filtered().forEach(this.addToItsKeys);
        this.builtAll = true;
      }
      bits.and(this.sets.get(key) ?? this.unfiltered);
      return;
    }
    if (!this.sets.has(key)) this.filtered().forEach(this.filling(key));
    bits.and(this.sets.get(key)!);
  }

  async prepare(keys: Iterable<number>, pause: Pause) {
    const filtered = this.filtered();
    await pause();
    if (this.keysOf) {
      if (this.builtAll) return;
      await inSlices(filtered, this.addToItsKeys, { pause });
      this.builtAll = true;
      return;
    }
    for (const key of keys) if (!this.sets.has(key)) await inSlices(filtered, this.filling(key), { pause });
  }

  /** Puts a filtered search in the set of each key it takes (keysOf given). */
  private readonly addToItsKeys = (slot: number) => {
    for (const key of this.keysOf!(slot)) (this.sets.get(key) ?? this.newSet(key)).set(slot);
  };

  /** Makes key `key`'s set; what it returns, called on every filtered search, fills it. */
  private filling(key: number): (slot: number) => void {
    const set = this.newSet(key);
    return (slot) => {
      if (this.takes(slot, key)) set.set(slot);
    };
  }

  /** The set of a key no filtered search was found to take yet: the searches without the filter. */
  private newSet(key: number): SearchBits {
    const set = new SearchBits(this.unfiltered.words.length * 32);
    set.copyFrom(this.unfiltered);
    this.sets.set(key, set);
    return set;
  }

  place(slot: number, filtered: boolean) {
    if (!filtered) this.unfiltered.set(slot);
    if (filtered && this.keysOf) {
      if (this.builtAll) this.addToItsKeys(slot);
      return;
    }
    for (const [key, set] of this.sets) if (!filtered || this.takes(slot, key)) set.set(slot);
  }

  remove(slot: number) {
    this.unfiltered.clear(slot);
    for (const set of this.sets.values()) set.clear(slot);
  }

  grow(capacity: number) {
    this.unfiltered.grow(capacity);
    for (const set of this.sets.values()) set.grow(capacity);
  }

  forget() {
    this.sets.clear();
    this.builtAll = false;
  }

  get bytes(): number {
    let sum = this.unfiltered.bytes;
    for (const set of this.sets.values()) sum += set.bytes;
    return sum;
  }
}

/** The unfiltered set, and per key the list of searches whose filter takes it. */
export class ListedDimension extends Dimension {
  private readonly lists = new Map<number, number[]>();

  narrow(bits: SearchBits, key: number) {
    let list = this.lists.get(key);
    if (!list) {
      list = this.filtered().filter((slot) => this.takes(slot, key));
      this.lists.set(key, list);
    }
    const kept = list.filter((slot) => bits.has(slot));
    bits.and(this.unfiltered);
    for (const slot of kept) bits.set(slot);
  }

  async prepare(keys: Iterable<number>, pause: Pause) {
    const filtered = this.filtered();
    await pause();
    for (const key of keys) {
      if (this.lists.has(key)) continue;
      const list: number[] = [];
      await inSlices(
        filtered,
        (slot) => {
          if (this.takes(slot, key)) list.push(slot);
        },
        { pause },
      );
      this.lists.set(key, list);
    }
  }

  place(slot: number, filtered: boolean) {
    if (!filtered) this.unfiltered.set(slot);
    else for (const [key, list] of this.lists) if (this.takes(slot, key)) list.push(slot);
  }

  remove(slot: number) {
    this.unfiltered.clear(slot);
    for (const list of this.lists.values()) {
      const at = list.indexOf(slot);
      if (at !== -1) list.splice(at, 1);
    }
  }

  grow(capacity: number) {
    this.unfiltered.grow(capacity);
  }

  forget() {
    this.lists.clear();
  }

  get bytes(): number {
    let sum = this.unfiltered.bytes;
    for (const list of this.lists.values()) sum += list.length * 8;
    return sum;
  }
}
