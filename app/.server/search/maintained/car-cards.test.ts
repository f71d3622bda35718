/**
 * One car, one card: whatever happens to the copies of a car (price changes, sold, back on
 * sale, moved into or out of a group, deleted), search shows exactly the cheapest copy on sale
 * of each car, and its counts and pages agree with the rules read row by row.
 */
import { describe, expect, it } from "vitest";
import { queryIndex } from "../execution/query-index";
import { ListingIndex, type IndexRow } from "../store/listing-index";
import { carCards, expectAsTheRules, makeRows, random, randomFilters } from "../test-rows";

const shownIds = (ix: ListingIndex) => {
  const ids: number[] = [];
  for (let slot = 0; slot < ix.size; slot++) if (ix.alive[slot] === 1) ids.push(ix.ids[slot]);
  return ids.sort((a, b) => a - b);
};

describe("car cards", () => {
  it("shows a car on three platforms once, at its cheapest price, and the next cheapest when that copy sells", () => {
    const [a, b, c] = makeRows(3, random(1)).map((r, k) => ({ ...r, status: "active", car_group: "g:car", price: [550_000, 525_000, 540_000][k] }));
    const ix = new ListingIndex();
    for (const r of [a, b, c]) ix.apply(r);
    const all = queryIndex(ix, { textWords: [] }, [], "price_asc", 1, 24);
    expect(all.total).toBe(1);
    expect(all.pageIds).toEqual([b.id]);
    ix.apply({ ...b, status: "sold", change_seq: 10 });
    expect(queryIndex(ix, { textWords: [] }, [], "price_asc", 1, 24).pageIds).toEqual([c.id]);
    ix.remove(c.id, 11);
    expect(queryIndex(ix, { textWords: [] }, [], "price_asc", 1, 24).pageIds).toEqual([a.id]);
    // A price budget sees the card's price: the car is within ₹5.3 lakh only while a copy that cheap is on sale.
    expect(queryIndex(ix, { textWords: [], maxPrice: 530_000 }, [], "price_asc", 1, 24).total).toBe(0);
    ix.apply({ ...b, status: "active", change_seq: 12 });
    expect(queryIndex(ix, { textWords: [], maxPrice: 530_000 }, [], "price_asc", 1, 24).pageIds).toEqual([b.id]);
  });

  it("keeps totals, facets and pages as the rules say through 2,000 random changes", () => {
    const next = random(2026);
    const rows = new Map<number, IndexRow>(makeRows(1500, next).map((r) => [r.id, r]));
    const ix = new ListingIndex();
    for (const r of rows.values()) ix.apply(r);
    const groups = ["g0", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", null];
    let seq = 10_000;
    for (let step = 0; step < 2000; step++) {
      const id = 1 + Math.floor(next() * 1500);
      const row = rows.get(id);
      const draw = next();
      if (!row) continue;
      if (draw < 0.05) {
        ix.remove(id, ++seq);
        rows.delete(id);
        continue;
      }
      const changed: IndexRow = { ...row, change_seq: ++seq };
      if (draw < 0.4) changed.price = 300_000 + Math.floor(next() * 30) * 50_000;
      else if (draw < 0.7) changed.status = row.status === "active" ? "sold" : "active";
      else changed.car_group = groups[Math.floor(next() * groups.length)];
      rows.set(id, changed);
      ix.apply(changed);
      if (step % 100 === 0) {
        const current = [...rows.values()];
        expect(shownIds(ix)).toEqual(carCards(current).map((r) => r.id).sort((a, b) => a - b));
        const f = randomFilters(next);
        expectAsTheRules(queryIndex(ix, f, [], "price_asc", 1, 24), current, f, "price_asc", 1);
      }
    }
  });
});
