/**
 * The search pages' URL state, split by what each part must re-render for. React Router
 * renders a navigation twice (loading, then loaded): only the parts that show a change at once
 * (the panel's ticks, the drawer's count, the loading note) read the navigation state; links
 * and the sort read the location alone, which changes once, when the results are in.
 */
import { useCallback, useMemo } from "react";
import { useLocation, useNavigation } from "react-router";
import { useSiteNavigate } from "~/components/navigation/site-navigation";
import type { ListingQuery } from "~/lib/filters/listing-query";
import { nextSearch, readListingQuery } from "~/lib/filters/search-url";

type Changes = Parameters<typeof nextSearch>[1];

/** The current search's parameters and the link to the same page with some of them changed. */
export function useSearchLocation() {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const hrefFor = useCallback((changes: Changes) => `${pathname}${nextSearch(params, changes)}`, [pathname, params]);
  return { params, hrefFor };
}

/**
 * Applying a filter: push a new URL (so Back restores the previous results) without jumping
 * to the top of the page.
 */
export function useApplySearch() {
  const { pathname, search } = useLocation();
  const navigate = useSiteNavigate();
  return useCallback(
    (changes: Changes) => {
      void navigate({ pathname, search: nextSearch(new URLSearchParams(search), changes) }, { preventScrollReset: true });
    },
    [pathname, search, navigate],
  );
}

/** The parameters of this page's results being loaded, or null when none are on their way. */
export function usePendingSearch(): URLSearchParams | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const search = pending ? navigation.location.search : null;
  return useMemo(() => (search === null ? null : new URLSearchParams(search)), [search]);
}

/**
 * The filters to show: while a change is loading, the ones being loaded (a ticked box stays
 * ticked at once), otherwise the ones the results were found with.
 */
export function usePendingQuery(loaded: ListingQuery): ListingQuery {
  const pending = usePendingSearch();
  return useMemo(() => (pending ? readListingQuery(pending).query : loaded), [pending, loaded]);
}
