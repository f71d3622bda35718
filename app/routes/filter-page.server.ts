/**
 * The loader body /used-cars and /car-filter share: each reads its own filter form from the
 * URL and turns it into a listing query; the search, the page number, the recent-search record
 * and the cards' data are the same.
 */
import { readPageParam, type ListingQuery } from "~/lib/filters/listing-query";
import { toCardVehicle } from "~/lib/vehicle";
import { recordRecentSearch } from "~/.server/account/recent-searches";
import { getCurrentUser } from "~/.server/auth/session";
import { getDb, type Database } from "~/.server/db/client";
import { getFilterBounds } from "~/.server/listings/filter-bounds";
import { searchListings } from "~/.server/listings/search-listings";

interface FilterPageForm<F> {
  /** `newestYear`: the newest model year on sale, where the year pickers end (filter-bounds.ts). */
  parse: (params: URLSearchParams, newestYear: number) => F;
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
  return { filters, newestYear, page, total: result.total, items: result.items.map(toCardVehicle), facets: result.facets, extra: more };
}
