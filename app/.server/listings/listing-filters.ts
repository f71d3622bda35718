/**
 * The filters a search really applies: URL parameters merged with what the query parser
 * understood in `q`, with make and model names made canonical.
 */
import type { ParsedQuery } from "~/lib/query-parser";
import type { ListingQuery } from "~/lib/filters/listing-query";
import type { EffectiveFilters } from "../search";
import type { SearchVocabulary } from "./vocabulary";

export function mergeFilters(query: ListingQuery, parsed: ParsedQuery | null, vocab: SearchVocabulary): EffectiveFilters {
  const p = parsed?.filters ?? {};
  const canonical = (values: string[] | undefined, known: string[]) => {
    if (!values?.length) return undefined;
    const byLower = new Map(known.map((k) => [k.toLowerCase(), k]));
    return values.map((v) => byLower.get(v.toLowerCase()) ?? v);
  };
  const nonEmpty = <T>(list: T[] | undefined) => (list && list.length > 0 ? list : undefined);
  return {
    make: canonical(nonEmpty(query.make) ?? p.make, vocab.makes.map((m) => m.name)),
    model: canonical(nonEmpty(query.model) ?? p.model, vocab.models.map((m) => m.name)),
    city: query.city,
    cities: query.city ? undefined : p.city,
    minPrice: query.minPrice ?? p.minPrice,
    maxPrice: query.maxPrice ?? p.maxPrice,
    minYear: query.minYear ?? p.minYear,
    maxYear: query.maxYear ?? p.maxYear,
    minKm: query.minKm,
    maxKm: query.maxKm ?? p.maxKm,
    fuel: nonEmpty(query.fuel) ?? p.fuel,
    transmission: nonEmpty(query.transmission) ?? p.transmission,
    bodyType: nonEmpty(query.bodyType) ?? p.bodyType,
    owners: nonEmpty(query.owners) ?? (p.owner ? [p.owner] : undefined),
    condition: query.condition ?? p.condition,
    source: nonEmpty(query.source),
    deal: nonEmpty(query.deal),
    seats: nonEmpty(query.seats),
    minSeats: p.minSeats,
    // Equipment asked for in the URL and in the text both apply (all of them).
    features: nonEmpty([...new Set([...(query.features ?? []), ...(p.features ?? [])])]),
    luxury: p.luxury,
    textWords: (parsed?.text ?? "").split(/\s+/).filter((w) => w.length > 0).slice(0, 6),
  };
}
