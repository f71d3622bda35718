/**
 * One car, one card (API.md): listings sharing a `car_group` are the same physical car on
 * several platforms, and search shows it once, as its cheapest copy on sale (ties: the lowest
 * id, the copy seen first). The index keeps each group's slots in a linked list (a group holds
 * two or three copies), so a copy going on or off sale or changing price re-elects its car's
 * card in a few steps, never a pass over the index.
 */
import { NO_GROUP } from "../schema";

/** The columns an election reads: each slot's listing is on sale (1) or not, and its price and id. */
export interface CardColumns {
  onSale: Uint8Array;
  price: Int32Array;
  ids: Int32Array;
}

const NONE = -1;

export class CarCards {
  /** First slot of each group code, NONE for an empty group. */
  private head = new Int32Array(0);
  /** Next slot of the same group, per slot. */
  private next = new Int32Array(0);

  /** Moves `slot` from group `from` to group `to` (either may be NO_GROUP). */
  moved(slot: number, from: number, to: number) {
    if (from === to) return;
    if (from !== NO_GROUP) this.unlink(slot, from);
    if (to === NO_GROUP) return;
    if (to >= this.head.length) this.head = grown(this.head, to + 1);
    if (slot >= this.next.length) this.next = grown(this.next, slot + 1);
    this.next[slot] = this.head[to];
    this.head[to] = slot;
  }

  /** The slot that is the group's card: its cheapest copy on sale, NONE when none is on sale. */
  cardOf(group: number, columns: CardColumns): number {
    let card = NONE;
    for (let s = this.head[group] ?? NONE; s !== NONE; s = this.next[s]) {
      if (columns.onSale[s] !== 1) continue;
      if (card === NONE || columns.price[s] < columns.price[card] || (columns.price[s] === columns.price[card] && columns.ids[s] < columns.ids[card])) card = s;
    }
    return card;
  }

  /** Every slot of a group. */
  *members(group: number): Generator<number> {
    for (let s = this.head[group] ?? NONE; s !== NONE; s = this.next[s]) yield s;
  }

  private unlink(slot: number, group: number) {
    if (this.head[group] === slot) {
      this.head[group] = this.next[slot];
      return;
    }
    for (let s = this.head[group] ?? NONE; s !== NONE; s = this.next[s]) {
      if (this.next[s] === slot) {
        this.next[s] = this.next[slot];
        return;
      }
    }
  }
}

function grown(array: Int32Array<ArrayBuffer>, min: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(min, Math.ceil(array.length * 1.5), 1024)).fill(NONE);
  next.set(array);
  return next;
}
