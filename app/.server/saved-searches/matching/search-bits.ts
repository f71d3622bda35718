/**
 * Sets of saved searches as bits, one per search slot: the reverse index keeps one such set per
 * value a car can have ("the searches a Hyundai can match"), and a car's candidates are the AND
 * of its values' sets. 100,000 searches are 12.5 KB a set, and an AND of seven sets is ~22,000
 * word operations (tens of microseconds).
 */
export class SearchBits {
  words: Uint32Array;

  constructor(capacity: number) {
    this.words = new Uint32Array(Math.ceil(capacity / 32));
  }

  set(slot: number) {
    this.words[slot >>> 5] |= 1 << (slot & 31);
  }

  clear(slot: number) {
    this.words[slot >>> 5] &= ~(1 << (slot & 31));
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  /** Room for `capacity` slots, the bits kept. */
  grow(capacity: number) {
    const words = Math.ceil(capacity / 32);
    if (words <= this.words.length) return;
    const next = new Uint32Array(words);
    next.set(this.words);
    this.words = next;
  }

  copyFrom(other: SearchBits) {
    this.words.set(other.words);
  }

  /** Keeps only the bits `other` has too. */
  and(other: SearchBits) {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= b[i];
  }

  get bytes(): number {
    return this.words.byteLength;
  }
}
