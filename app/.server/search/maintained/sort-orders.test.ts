import { describe, expect, it, vi } from "vitest";
import { ListingIndex, SORT_KEYS, type IndexRow, type SortKey } from "../store/listing-index";
import { radixOrder } from "./radix-order";
import { comparator } from "./sort-orders";

/** A tiny deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function row(id: number, next: () => number, overrides: Partial<IndexRow> = {}): IndexRow {
  return {
    id, make: "Hyundai", model: "Creta", city: "Pune", source: "CarWale", fuel_type: "Petrol", transmission: "Manual",
    body_type: "SUV", price_band: "5-10L",
    // Few distinct values, so ties (broken by id) are common.
    price: 500_000 + Math.floor(next() * 20) * 10_000,
    year: 2015 + Math.floor(next() * 8), km: Math.floor(next() * 10) * 5_000, owner_count: 1, seats: 5, is_new: false,
    listed_at: new Date(1_700_000_000_000 + Math.floor(next() * 50) * 86_400_000),
    fuel_economy: next() < 0.2 ? null : 12 + Math.floor(next() * 6), range_km: next() < 0.9 ? null : 300 + Math.floor(next() * 5) * 50,
    search_text: "hyundai creta", features_text: "", status: "active", change_seq: id,
    ...overrides,
  };
}

/** The order a fresh index (sorted from scratch) gives for the same rows. */
function freshOrder(from: ListingIndex, key: SortKey): number[] {
  return Array.from(from.order(key), (slot) => from.ids[slot]);
}

describe("sort orders kept up to date incrementally", () => {
  it("match a full sort after writes, new cars, deals and deletions between searches", () => {
    const next = random(7);
    const ix = new ListingIndex();
    const rows = new Map<number, IndexRow>();
    for (let id = 1; id <= 400; id++) rows.set(id, row(id, next));
    for (const r of rows.values()) ix.apply(r);
    for (const key of SORT_KEYS) ix.order(key); // built once, as at start-up

    for (let round = 0; round < 6; round++) {
      // A few edits, a new car and a re-rated deal, like one refresh between two searches.
      for (let k = 0; k < 5; k++) {
        const id = 1 + Math.floor(next() * rows.size);
        const changed = row(id, next, { change_seq: 1000 + round * 10 + k });
        rows.set(id, changed);
        ix.apply(changed);
      }
      const added = row(rows.size + 1, next);
      rows.set(added.id, added);
      ix.apply(added);
      ix.setDeal(ix.slotOf(1 + Math.floor(next() * rows.size))!, Math.floor(next() * 5), next());
      ix.remove(1 + Math.floor(next() * rows.size), 5000 + round);

      const rebuilt = new ListingIndex();
      for (const r of rows.values()) rebuilt.apply(r);
      for (let slot = 0; slot < ix.size; slot++) rebuilt.setDeal(rebuilt.slotOf(ix.ids[slot])!, ix.deal[slot], ix.dealRatio[slot]);
      for (const key of SORT_KEYS) {
        expect(Array.from(ix.order(key), (slot) => ix.ids[slot]), `${key}, round ${round}`).toEqual(freshOrder(rebuilt, key));
      }
    }
  });

  it("put only new cars (a feed's batch, the copy-whole path) where a full sort has them", () => {
    const next = random(11);
    const ix = new ListingIndex();
    const rows: IndexRow[] = [];
    for (let id = 1; id <= 300; id++) rows.push(row(id, next));
    for (const r of rows) ix.apply(r);
    for (const key of SORT_KEYS) ix.order(key);
    for (let round = 0; round < 3; round++) {
      for (let k = 0; k < 7; k++) {
        const added = row(rows.length + 1, next, { change_seq: 1000 + rows.length });
        rows.push(added);
        ix.apply(added);
      }
      const rebuilt = new ListingIndex();
      for (const r of rows) rebuilt.apply(r);
      for (const key of SORT_KEYS) {
        expect(Array.from(ix.order(key), (slot) => ix.ids[slot]), `${key}, round ${round}`).toEqual(freshOrder(rebuilt, key));
      }
    }
  });

  it("re-reading an unchanged row leaves the order as it was (no work, same array)", () => {
    const next = random(11);
    const ix = new ListingIndex();
    const first = row(1, next);
    ix.apply(first);
    ix.apply(row(2, next));
    const before = ix.order("price_asc");
    ix.apply({ ...first });
    expect(ix.order("price_asc")).toBe(before);
  });

  it("the radix sort gives exactly the comparator's order for every key", () => {
    const next = random(3);
    const ix = new ListingIndex();
    // Ids out of slot order, unknown economies and ranges, rated and unrated deals.
    for (let k = 0; k < 3000; k++) ix.apply(row(1 + ((k * 7919) % 3001), next));
    for (let slot = 0; slot < ix.size; slot += 3) ix.setDeal(slot, Math.floor(next() * 5), 0.7 + next() * 0.6);
    for (const key of SORT_KEYS) {
      const bySorting = Array.from({ length: ix.size }, (_, slot) => slot).sort(comparator(ix, key));
      expect(Array.from(radixOrder(ix, key)), key).toEqual(bySorting);
    }
  });
});

describe("sort orders brought up to date between requests", () => {
  const big = (seed: number) => {
    const next = random(seed);
    const ix = new ListingIndex();
    const rows = new Map<number, IndexRow>();
    for (let id = 1; id <= 10_000; id++) rows.set(id, row(id, next));
    for (const r of rows.values()) ix.apply(r);
    for (const key of SORT_KEYS) ix.order(key);
    const edit = (round: number) => {
      for (let k = 0; k < 40; k++) {
        const changed = row(1 + Math.floor(next() * rows.size), next, { change_seq: 20_000 + round * 100 + k });
        rows.set(changed.id, changed);
        ix.apply(changed);
      }
    };
    const fresh = () => {
      const rebuilt = new ListingIndex();
      for (const r of rows.values()) rebuilt.apply(r);
      return rebuilt;
    };
    return { ix, edit, fresh };
  };

  it("give way while merging and end equal to a full sort", async () => {
    const { ix, edit, fresh } = big(13);
    edit(0);
    let pauses = 0;
    await ix.updateBuiltOrders(() => {
      pauses++;
      return Promise.resolve();
    });
    // Every order's merge of 10,000 slots offered to give way at least twice (every 4,096 slots).
    expect(pauses).toBeGreaterThanOrEqual(2 * SORT_KEYS.length);
    const rebuilt = fresh();
    for (const key of SORT_KEYS) expect(Array.from(ix.order(key), (slot) => ix.ids[slot]), key).toEqual(freshOrder(rebuilt, key));
  });

  it("drop a merge the index moved under, and the next search's order is still right", async () => {
    const { ix, edit, fresh } = big(17);
    edit(0);
    let round = 0;
    // A feed's rows land between two steps of the merge.
    await ix.updateBuiltOrders(() => {
      if (round === 0) edit(++round);
      return Promise.resolve();
    });
    const rebuilt = fresh();
    for (const key of SORT_KEYS) expect(Array.from(ix.order(key), (slot) => ix.ids[slot]), key).toEqual(freshOrder(rebuilt, key));
  });

  it("merge in the background only the orders asked for in the last minute; another is merged when next asked for, and right", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-27T10:00:00Z"));
      const { ix, edit, fresh } = big(19);
      vi.setSystemTime(new Date("2026-11-27T10:02:00Z"));
      ix.order("price_asc");
      edit(0);
      let pauses = 0;
      await ix.updateBuiltOrders(() => {
        pauses++;
        return Promise.resolve();
      });
      // One order's merge of 10,000 slots offers to give way a few times; all eight's would be eight times as many.
      expect(pauses).toBeGreaterThanOrEqual(2);
      expect(pauses).toBeLessThan(2 * SORT_KEYS.length);
      const rebuilt = fresh();
      for (const key of SORT_KEYS) expect(Array.from(ix.order(key), (slot) => ix.ids[slot]), key).toEqual(freshOrder(rebuilt, key));
    } finally {
      vi.useRealTimers();
    }
  });
});
