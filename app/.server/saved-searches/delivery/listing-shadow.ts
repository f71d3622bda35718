/**
 * Which cars started to be found since the matcher last looked (decision 039). Listings keep no
 * history of their status, so the matching process keeps its own: per listing id, whether the
 * car was its car's card in search and at what price, as of its last run. Each run compares
 * the whole search index with it (a few milliseconds at a million cars) and names:
 * - 'new': a card now that was none (created, approved, back on sale from expired or removed);
 * - 'price_drop': still a card, cheaper than it was (the previous price decides the budgets);
 * - a copy of a car listed on several platforms that became the card as another copy stopped
 *   being it is the same car: only a 'price_drop' if it is cheaper than that copy was.
 * Only what the run committed is recorded (`record`), so a failed run is repeated.
 */
import { NO_GROUP, type ListingIndex } from "../../search";

export interface ListingEvent {
  slot: number;
  kind: "new" | "price_drop";
  /** For a price drop: the price the car was found at before. */
  previousPrice?: number;
}

export interface ListingChanges {
  events: ListingEvent[];
  /** Every listing whose state moved (events or not), as it was read: [id, card (1/0), price]. */
  seen: [number, number, number][];
  /** Listings seen as cards that a full reload of the index left out. */
  goneIds: number[];
}

export class ListingShadow {
  private live = new Uint8Array(0);
  private price = new Int32Array(0);
  private ix: ListingIndex | null = null;

  /** Every card of the index seen as it is now (a first run: nothing before it is new). */
  static of(ix: ListingIndex): ListingShadow {
    const shadow = new ListingShadow();
    const seen: ListingChanges["seen"] = [];
    for (let slot = 0; slot < ix.size; slot++) if (ix.alive[slot] === 1) seen.push([ix.ids[slot], 1, ix.price[slot]]);
    shadow.record(ix, { events: [], seen, goneIds: [] });
    return shadow;
  }

  /** Sets what a listing was at the last run (resuming from the cursor: resume-shadow.ts). */
  seeAs(id: number, live: boolean, price: number) {
    this.fit(id);
    this.live[id] = live ? 1 : 0;
    this.price[id] = price;
  }

  changes(ix: ListingIndex): ListingChanges {
    const { alive, ids, price } = ix;
    const seen: ListingChanges["seen"] = [];
    const born: number[] = [];
    const events: ListingEvent[] = [];
    /** Per car group: the price of a copy that stopped being the card. */
    const leftGroup = new Map<number, number>();
    for (let slot = 0; slot < ix.size; slot++) {
      const id = ids[slot];
      const was = id < this.live.length ? this.live[id] : 0;
      const is = alive[slot];
      if (was === is && (is === 0 || price[slot] === this.price[id])) continue;
      seen.push([id, is, price[slot]]);
      if (is === 1 && was === 0) born.push(slot);
      else if (is === 0 && ix.carGroup[slot] !== NO_GROUP) leftGroup.set(ix.carGroup[slot], Math.min(this.price[id], leftGroup.get(ix.carGroup[slot]) ?? Infinity));
      else if (is === 1 && price[slot] < this.price[id]) events.push({ slot, kind: "price_drop", previousPrice: this.price[id] });
    }
    for (const slot of born) {
      const before = ix.carGroup[slot] === NO_GROUP ? undefined : leftGroup.get(ix.carGroup[slot]);
      if (before === undefined) events.push({ slot, kind: "new" });
      else if (price[slot] < before) events.push({ slot, kind: "price_drop", previousPrice: before });
    }
    return { events, seen, goneIds: ix === this.ix ? [] : this.liveIdsMissingFrom(ix) };
  }

  /**
   * Records the changes as seen (after the run has committed). What `changes` read, not the index
   * now: a car that moved again while the run matched is named by the next run.
   */
  record(ix: ListingIndex, changes: ListingChanges) {
    for (const [id, live, price] of changes.seen) this.seeAs(id, live === 1, price);
    for (const id of changes.goneIds) this.live[id] = 0;
    this.ix = ix;
  }

  /** After a full reload: cars seen live whose listing the new index left out (no longer on sale). */
  private liveIdsMissingFrom(ix: ListingIndex): number[] {
    const gone: number[] = [];
    for (let id = 0; id < this.live.length; id++) if (this.live[id] === 1 && ix.slotOf(id) === undefined) gone.push(id);
    return gone;
  }

  private fit(id: number) {
    if (id < this.live.length) return;
    const length = Math.max(id + 1, Math.ceil(this.live.length * 1.5), 1024);
    const live = new Uint8Array(length);
    live.set(this.live);
    const price = new Int32Array(length);
    price.set(this.price);
    this.live = live;
    this.price = price;
  }
}
