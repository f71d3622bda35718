/**
 * What a saved search asks for, in one shape for its suggested name and its chips: the query's
 * own parameters over what its free text was understood as (the precedence the search itself
 * uses, listings/listing-filters.ts), and the words of the text that stay plain words.
 */
import type { ListingQuery } from "~/lib/filters/listing-query";
import type { ParsedQuery, QueryFilters } from "~/lib/query-parser";
import type { DealRating } from "~/lib/vehicle";
import type { OwnerFilter } from "~/lib/vehicle-vocabulary";

export interface SearchTerms {
  /** In the parser's shape, so the search page's chip labels apply (owners are kept apart). */
  filters: Omit<QueryFilters, "owner">;
  minKm?: number;
  owners?: OwnerFilter[];
  seats?: number[];
  deal?: DealRating[];
  source?: string[];
  /** Free text the parser did not turn into a filter. */
  text: string;
}

const firstNonEmpty = <T>(...lists: (readonly T[] | undefined)[]): T[] | undefined => {
  const found = lists.find((list) => list && list.length > 0);
  return found ? [...found] : undefined;
};

export function searchTerms(query: ListingQuery, parsed: ParsedQuery | null): SearchTerms {
  const p = parsed?.filters ?? {};
  const features = firstNonEmpty([...new Set([...(query.features ?? []), ...(p.features ?? [])])]);
  return {
    filters: {
      make: firstNonEmpty(query.make, p.make),
      model: firstNonEmpty(query.model, p.model),
      minPrice: query.minPrice || p.minPrice,
      maxPrice: query.maxPrice ?? p.maxPrice,
      minYear: query.minYear ?? p.minYear,
      maxYear: query.maxYear ?? p.maxYear,
      maxKm: query.maxKm ?? p.maxKm,
      fuel: firstNonEmpty(query.fuel, p.fuel),
      transmission: firstNonEmpty(query.transmission, p.transmission),
      bodyType: firstNonEmpty(query.bodyType, p.bodyType),
      minSeats: p.minSeats,
      city: query.city ? [query.city] : firstNonEmpty(p.city),
      features,
      condition: query.condition ?? p.condition,
      luxury: p.luxury,
    },
    minKm: query.minKm || undefined,
    owners: firstNonEmpty(query.owners, p.owner ? [p.owner] : undefined),
    seats: firstNonEmpty(query.seats),
    deal: firstNonEmpty(query.deal),
    source: firstNonEmpty(query.source),
    text: (parsed ? parsed.text : (query.q ?? "")).trim().replace(/\s+/g, " "),
  };
}
