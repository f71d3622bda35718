/**
 * How a search page's URL becomes a recent search: a key that ignores paging, sorting and
 * parameter order (the same search twice is one entry), a label a person can read, and the
 * href 'Search Again' opens. Empty searches give null and are not kept.
 */
import { lookupTable } from "./lookup-table";
import { formatInr } from "./format-inr";

export interface RecentSearchEntry {
  queryKey: string;
  label: string;
  href: string;
}

const PAGES = lookupTable<string>({ "/search": "Search", "/used-cars": "Used cars", "/car-filter": "Car filter", "/car-listings": "Car listings" });
const IGNORED = new Set(["page", "pageSize", "sort", "view"]);
const PRICES = new Set(["minPrice", "maxPrice", "budget"]);
const LABELS = lookupTable<string>({ minPrice: "from", maxPrice: "up to", budget: "under", minYear: "from", maxYear: "to", minKm: "from", maxKm: "up to" });

export function describeSearch(url: URL): RecentSearchEntry | null {
  const page = PAGES[url.pathname];
  if (!page) return null;
  const kept = [...url.searchParams.entries()]
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([key, value]) => value !== "" && !IGNORED.has(key))
    .sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  if (kept.length === 0) return null;
  const query = new URLSearchParams(kept.map(([k, v]) => [k, v]));
  const parts = kept.map(([key, value]) => {
    const shown = PRICES.has(key) && /^\d+$/.test(value) ? formatInr(Number(value)) : value.replaceAll(",", ", ");
    return LABELS[key] ? `${LABELS[key]} ${shown}` : shown;
  });
  const label = `${page}: ${parts.join(" · ")}`.slice(0, 200);
  return { queryKey: `${url.pathname}?${query.toString().toLowerCase()}`, label, href: `${url.pathname}?${query.toString()}` };
}
