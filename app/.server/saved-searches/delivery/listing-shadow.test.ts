/**
 * Which cars started to be found: on sale now and not before (created, approved, back on sale),
 * or cheaper; a car whose copy on another platform takes over as its card is the same car.
 */
import { describe, expect, it } from "vitest";
// The tests build an index from rows, as the engine's own tests do (nothing outside the engine may).
// eslint-disable-next-line no-restricted-imports
import { ListingIndex, type IndexRow } from "~/.server/search/store/listing-index";
// eslint-disable-next-line no-restricted-imports
import { makeRows, random } from "~/.server/search/test-rows";
import { ListingShadow } from "./listing-shadow";

const rows = makeRows(6, random(3)).map((row) => ({ ...row, status: "active", car_group: null }));

function indexOf(list: IndexRow[]): ListingIndex {
  const ix = new ListingIndex();
  for (const row of list) ix.apply(row);
  return ix;
}

const named = (ix: ListingIndex, shadow: ListingShadow) =>
  shadow.changes(ix).events.map((e) => ({ id: ix.ids[e.slot], kind: e.kind, previousPrice: e.previousPrice }));

/** The changes, then recorded as seen. */
function seen(ix: ListingIndex, shadow: ListingShadow) {
  const events = named(ix, shadow);
  shadow.record(ix, shadow.changes(ix));
  return events;
}

describe("listing shadow", () => {
  it("names cars new on sale, back on sale and cheaper, once, and not dearer or gone ones", () => {
    const ix = indexOf(rows.slice(0, 4));
    const shadow = ListingShadow.of(ix);
    expect(named(ix, shadow)).toEqual([]);
    ix.apply({ ...rows[4] });
    ix.apply({ ...rows[0], price: rows[0].price - 10_000 });
    ix.apply({ ...rows[1], price: rows[1].price + 10_000 });
    ix.apply({ ...rows[2], status: "expired" });
    expect(seen(ix, shadow)).toEqual([
      { id: rows[0].id, kind: "price_drop", previousPrice: rows[0].price },
      { id: rows[4].id, kind: "new", previousPrice: undefined },
    ]);
    expect(named(ix, shadow)).toEqual([]);
    ix.apply({ ...rows[2], status: "active" });
    expect(seen(ix, shadow)).toEqual([{ id: rows[2].id, kind: "new", previousPrice: undefined }]);
  });

  it("names nothing until the run that saw it is recorded", () => {
    const ix = indexOf(rows.slice(0, 2));
    const shadow = ListingShadow.of(ix);
    ix.apply({ ...rows[2] });
    expect(named(ix, shadow)).toHaveLength(1);
    expect(named(ix, shadow)).toHaveLength(1);
  });

  it("takes a copy of the same car becoming its card as a price change of that car", () => {
    const ix = indexOf([{ ...rows[0], car_group: "g1" }]);
    const shadow = ListingShadow.of(ix);
    // The first copy leaves search as a cheaper copy arrives (as the card rule keeps one per car).
    ix.apply({ ...rows[0], car_group: "g1", status: "removed" });
    ix.apply({ ...rows[1], car_group: "g1", price: rows[0].price - 20_000 });
    expect(seen(ix, shadow)).toEqual([{ id: rows[1].id, kind: "price_drop", previousPrice: rows[0].price }]);
    ix.apply({ ...rows[1], car_group: "g1", status: "sold" });
    ix.apply({ ...rows[0], car_group: "g1", price: rows[0].price + 50_000 });
    expect(seen(ix, shadow)).toEqual([]);
  });

  it("forgets cars a full reload of the index left out, so their return is new", () => {
    const shadow = ListingShadow.of(indexOf(rows.slice(0, 3)));
    const reloaded = indexOf([rows[0], rows[2]]);
    expect(seen(reloaded, shadow)).toEqual([]);
    reloaded.apply(rows[1]);
    expect(seen(reloaded, shadow)).toEqual([{ id: rows[1].id, kind: "new", previousPrice: undefined }]);
  });
});
