/** Data of the search result pages (/search and /car-listings): one loader body for both, beside them. */
import { interpretedToParsed, readListingQuery } from "~/lib/filters/search-url";
import { toCardVehicle, type SearchPageResult } from "~/lib/vehicle";
import { recordRecentSearch } from "~/.server/account/recent-searches";
import { getCurrentUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { recordSearch } from "~/.server/listings/record-search";
import { getFilterBounds } from "~/.server/listings/filter-bounds";
import { searchListings } from "~/.server/listings/search-listings";
import { saveSearchOffer } from "~/.server/saved-searches/save-offer";

export async function loadSearchPage(request: Request, options: { recordSearch: boolean }) {
  const url = new URL(request.url);
  const { query } = readListingQuery(url.searchParams);
  const db = await getDb();
  const [result, bounds] = await Promise.all([searchListings(db, query), getFilterBounds(db)]);
  // Counted for "Most Searched Cars"; not awaited, and it never fails the page.
  if (options.recordSearch && query.page === 1) void recordSearch(db, query);
  // A signed-in shopper's recent searches (/saved-listings); never fails the page.
  void recordRecentSearch(url, () => getCurrentUser(request));
  const view = url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const);
  const { bodyType, fuelType, transmission, deal, seats } = result.facets;
  const page: SearchPageResult = {
    items: result.items.map(toCardVehicle),
    total: result.total,
    page: result.page,
    pageSize: result.pageSize,
    facets: { bodyType, fuelType, transmission, deal, seats },
  };
  const parsed = interpretedToParsed(result.interpretedAs);
  // "Save this search": the same for every visitor, so the page stays cacheable (the button reads who is signed in).
  const saveOffer = await saveSearchOffer(db, query, url.pathname + url.search, parsed);
  return { result: page, query, parsed, view, bounds, saveOffer };
}
