/**
 * The loader body /used-cars and /car-filter share: each reads its own filter form from the
 * URL and turns it into a listing query; the search, the page number, the recent-search record,
 * the cards' data and the "Save this search" offer are the same.
 */
import { readPageParam, type ListingQuery } from "~/lib/filters/listing-query";
import { toCardVehicle } from "~/lib/vehicle";
import { recordRecentSearch } from "~/.server/account/recent-searches";
import { getCurrentUser } from "~/.server/auth/session";
import { getDb, type Database } from "~/.server/db/client";
import { getFilterBounds } from "~/.server/listings/filter-bounds";
import { searchListings } from "~/.server/listings/search-listings";
import { saveSearchOffer } from "~/.server/saved-searches/save-offer";

interface FilterPageForm<F> {
  /** `newestYear`: the newest model year on sale, where the year pickers end (filter-bounds.ts). */
  parse: (params: URLSearchParams, newestYear: number) => F;
  /** The form untouched: its sliders' starting ranges are not the shopper's choice. */
  defaults: (newestYear: number) => F;
  toListingQuery: (filters: F, page: number, pageSize: number) => ListingQuery;
  pageSize: number;
}

export async function loadFilterPage<F, Extra>(request: Request, form: FilterPageForm<F>, extra: (db: Database) => Promise<Extra>) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const db = await getDb();
  const newestYear = (await getFilterBounds(db)).year.max || new Date().getFullYear();
  const filters = form.parse(params, newestYear);
  const page = readPageParam(params);
  // A signed-in shopper's recent searches (/saved-listings); never fails the page.
  void recordRecentSearch(url, () => getCurrentUser(request));
  const [result, more] = await Promise.all([
    searchListings(db, form.toListingQuery(filters, page, form.pageSize)),
    extra(db),
  ]);
  const chosen = withoutDefaults(form.toListingQuery(filters, 1, form.pageSize), form.toListingQuery(form.defaults(newestYear), 1, form.pageSize));
  const saveOffer = await saveSearchOffer(db, chosen, url.pathname + url.search);
  return { filters, newestYear, page, total: result.total, items: result.items.map(toCardVehicle), facets: result.facets, extra: more, saveOffer };
}

const DEFAULTED = ["minPrice", "maxPrice", "minYear", "maxYear", "minKm", "maxKm", "sort"] as const;

/**
 * The search as saved from a filter page: what the shopper set, without the ranges the sliders
 * start at (2010 or newer, ₹1-50 lakh...), which would otherwise leave out next year's cars
 * and every car outside the slider's first position (decision 038).
 */
function withoutDefaults(query: ListingQuery, untouched: ListingQuery): ListingQuery {
  const chosen = { ...query };
  for (const key of DEFAULTED) if (chosen[key] === untouched[key]) delete chosen[key];
  return chosen;
}
