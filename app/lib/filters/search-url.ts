/**
 * URL <-> search state for /search and /car-listings. The URL is the state (shareable, Back
 * works); these helpers read it leniently (a bad parameter is dropped, never an error page)
 * and build the next URL when a filter, sort, page or chip changes.
 */
import { lookupTable } from "../lookup-table";
import { parseListingQuery, searchParamsToObject, type ListingQuery } from "./listing-query";
import type { ParsedQuery, QueryFilters, SortHint } from "../query-parser";
import type { InterpretedQuery } from "../vehicle";
import { SORTS, type Sort } from "../vehicle-vocabulary";

/** Spec aliases (section 2 route table): `brand` is the make, `filter=new|used` the condition. */
const ALIASES = lookupTable<string>({ brand: "make", filter: "condition" });

/** The URL with aliases renamed to the API's names, so every later step sees one vocabulary. */
export function normaliseParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    const name = ALIASES[key] ?? key;
    // An explicit API name wins over its alias.
    if (name !== key && params.has(name)) continue;
    out.append(name, value);
  }
  return out;
}

/** The listing query of a URL; bad parameters are left out (and named in `ignored`). */
export function readListingQuery(params: URLSearchParams): { query: ListingQuery; ignored: string[] } {
  const { query, issues } = parseListingQuery(searchParamsToObject(normaliseParams(params)));
  return { query, ignored: issues.map((issue) => issue.field) };
}

type ParamValue = string | number | readonly string[] | null | undefined;

/**
 * The next URL's search string: `changes` set (or, when empty/null, remove) parameters on the
 * normalised current URL; any filter change starts again at page 1 unless `page` is given.
 */
export function nextSearch(current: URLSearchParams, changes: Record<string, ParamValue>): string {
  const next = normaliseParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const text = Array.isArray(value) ? value.join(",") : value === null || value === undefined ? "" : String(value);
    if (text === "") next.delete(key);
    else next.set(key, text);
  }
  if (!("page" in changes)) next.delete("page");
  const search = next.toString();
  return search ? `?${search}` : "";
}

/** Filters counted by the panel's badge (spec section 4, mapped onto the URL's filters). */
export function activeFilterCount(query: ListingQuery): number {
  const set = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined);
  return [
    set(query.minPrice) || set(query.maxPrice),
    set(query.minYear) || set(query.maxYear),
    set(query.bodyType),
    set(query.fuel),
    set(query.transmission),
    set(query.owners),
    set(query.minKm) || set(query.maxKm),
    set(query.deal),
    set(query.seats),
  ].filter(Boolean).length;
}

/**
 * Removing a chip of the understood query. The search merges URL parameters over what `q`
 * says, and an absent parameter cannot switch a phrase off, so the simplest correct rewrite is:
 * every understood filter the URL can express becomes an explicit parameter (minus the removed
 * one), and `q` keeps only words the parser reads back the same way (leftover text, cities,
 * features, seats, "luxury"). Parameters already in the URL are kept: they won over `q` anyway.
 */
export function removeChipSearch(current: URLSearchParams, parsed: ParsedQuery, chipKey: string): string {
  const f = { ...parsed.filters };
  const [field, value] = chipKey.split(":", 2);
  const drop = (...keys: (keyof typeof f)[]) => keys.forEach((key) => delete f[key]);
  if (value !== undefined) {
    const list = f[field as "make"];
    if (Array.isArray(list)) (f as Record<string, unknown>)[field] = list.filter((v) => v !== value);
  } else if (field === "price") drop("minPrice", "maxPrice");
  else if (field === "year") drop("minYear", "maxYear");
  else if (field !== "sort") drop(field as keyof typeof f);
  const sortRemoved = field === "sort";
  const explicit: Record<string, ParamValue> = {
    make: f.make,
    model: f.model,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    minYear: f.minYear,
    maxYear: f.maxYear,
    maxKm: f.maxKm,
    fuel: f.fuel,
    transmission: f.transmission,
    bodyType: f.bodyType,
    condition: f.condition,
    owners: f.owner,
    sort: sortRemoved ? undefined : parsed.sort,
  };
  const words = [
    parsed.text,
    ...(f.city ?? []),
    ...(f.features ?? []),
    f.minSeats !== undefined ? `${f.minSeats} seater` : "",
    f.luxury ? "luxury" : "",
    !sortRemoved && parsed.sortHint === "fuel_economy_desc" ? "best mileage" : "",
    !sortRemoved && parsed.sortHint === "range_desc" ? "best range" : "",
  ];
  const changes: Record<string, ParamValue> = { q: words.filter(Boolean).join(" ").trim() };
  const normalised = normaliseParams(current);
  for (const [key, v] of Object.entries(explicit)) {
    if (!normalised.get(key)) changes[key] = v;
  }
  return nextSearch(current, changes);
}

/** The parse the server reported (`interpretedAs`) back as a ParsedQuery, for chips and their removal. */
export function interpretedToParsed(interpreted: InterpretedQuery | undefined): ParsedQuery | null {
  if (!interpreted) return null;
  const sort = interpreted.sort ?? undefined;
  const isSort = (SORTS as readonly string[]).includes(sort ?? "");
  return {
    filters: interpreted.filters as QueryFilters,
    sort: isSort ? (sort as Sort) : undefined,
    sortHint: sort && !isSort ? (sort as SortHint) : undefined,
    text: interpreted.text,
  };
}
