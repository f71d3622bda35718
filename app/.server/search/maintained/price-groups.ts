/**
 * Active listings grouped by one dictionary column (model, make or body type), each group in
 * price order: lets a recommendation walk only, say, the SUVs or the Cretas in a price window
 * instead of every car in it. Built in one pass from the price order and kept while that order
 * is (it is replaced when a price moves) and while the index's groupsVersion is (it moves when
 * a car's make, model or body type changes, or a car comes on or goes off sale); a deleted car
 * stays in its group until then and is skipped by the walk (alive).
 */
import type { ListingIndex } from "../store/listing-index";

export type GroupColumn = "model" | "make" | "bodyType";

export interface PriceGroups {
  /** Group `code` is slots[starts[code]] to slots[starts[code + 1] - 1], cheapest first. */
  starts: Int32Array;
  slots: Int32Array;
}

const built = new WeakMap<Int32Array, { version: number; byColumn: Map<GroupColumn, PriceGroups> }>();

export function priceGroups(ix: ListingIndex, column: GroupColumn): PriceGroups {
  const order = ix.order("price_asc");
  let kept = built.get(order);
  if (kept?.version !== ix.groupsVersion) built.set(order, (kept = { version: ix.groupsVersion, byColumn: new Map() }));
  const { byColumn } = kept;
  let groups = byColumn.get(column);
  if (groups) return groups;

  const codes = ix[column];
  const starts = new Int32Array(ix.dict[column].values.length + 1);
  for (const slot of order) if (ix.alive[slot] === 1) starts[codes[slot] + 1]++;
  for (let code = 1; code < starts.length; code++) starts[code] += starts[code - 1];
  const slots = new Int32Array(starts[starts.length - 1]);
  const fill = starts.slice(0, -1);
  for (const slot of order) if (ix.alive[slot] === 1) slots[fill[codes[slot]]++] = slot;
  groups = { starts, slots };
  byColumn.set(column, groups);
  return groups;
}
