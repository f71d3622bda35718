/**
 * The same car listed on several platforms (one car group, decision 004's `car_group`): how
 * many such cars are on sale, their newest cards, and how many platforms list cars now.
 * One pass over the slots to count each group's copies on sale, then a walk of the newest-first
 * order until enough are found (each car once: only its card is shown).
 */
import { NO_GROUP, type ListingIndex } from "../store/listing-index";

export interface SharedCars {
  /** Cars on sale on more than one platform, each counted once. */
  cars: number;
  /** Ids of those cars' cards (their cheapest copies), newest first, at most the number asked for. */
  newestIds: number[];
  /** Platforms (sources) with at least one car on sale. */
  platforms: number;
}

export function sharedCars(ix: ListingIndex, newest: number): SharedCars {
  const perGroup = new Int32Array(Math.max(1, ix.dict.carGroup.values.length));
  const sourceSeen = new Uint8Array(Math.max(1, ix.dict.source.values.length));
  const { alive, onSale, source, carGroup } = ix;
  for (let slot = 0; slot < ix.size; slot++) {
    if (onSale[slot] !== 1) continue;
    sourceSeen[source[slot]] = 1;
    if (carGroup[slot] !== NO_GROUP) perGroup[carGroup[slot]]++;
  }
  let cars = 0;
  for (const listings of perGroup) if (listings > 1) cars++;
  const newestIds: number[] = [];
  for (const slot of ix.order("listed_desc")) {
    if (newestIds.length === newest) break;
    if (alive[slot] === 1 && carGroup[slot] !== NO_GROUP && perGroup[carGroup[slot]] > 1) newestIds.push(ix.ids[slot]);
  }
  return { cars, newestIds, platforms: sourceSeen.reduce((sum, seen) => sum + seen, 0) };
}
