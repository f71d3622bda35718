/**
 * Active listings per (make, model), and the cities with any, as names: read from the index's
 * running counts (active-counts.ts), where a GROUP BY and a DISTINCT read every active listing
 * (~300 ms each at a million).
 */
import type { ListingIndex } from "../store/listing-index";

export interface MakeModelCount {
  make: string;
  model: string;
  count: number;
}

export function countByMakeModel(ix: ListingIndex): MakeModelCount[] {
  return ix.counts.makeModels().map(({ make, model, count }) => ({ make: ix.dict.make.values[make], model: ix.dict.model.values[model], count }));
}

/** The cities with at least one active listing. */
export function activeCities(ix: ListingIndex): string[] {
  const counts = ix.counts.cities();
  return ix.dict.city.values.filter((_, code) => counts[code] > 0);
}
