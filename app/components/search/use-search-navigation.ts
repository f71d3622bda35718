import { useCallback } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import type { ListingQuery } from "~/lib/listing-query";
import { nextSearch, readListingQuery } from "~/lib/search-url";

type Changes = Parameters<typeof nextSearch>[1];

/**
 * Applying a filter: push a new URL (so Back restores the previous results) without jumping
 * to the top of the page; `loading` is true while this page's next results are on their way.
 */
export function useSearchNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  const apply = useCallback(
    (changes: Changes) => {
      const search = nextSearch(new URLSearchParams(location.search), changes);
      void navigate({ pathname: location.pathname, search }, { preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );
  const hrefFor = (changes: Changes) => `${location.pathname}${nextSearch(params, changes)}`;
  const pending = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  // The URL being loaded, so controls can show the choice at once instead of after the results.
  const pendingParams = pending ? new URLSearchParams(navigation.location?.search) : null;
  return { params, apply, hrefFor, loading: pending, pendingParams };
}

/**
 * The filters to show: while a change is loading, the ones being loaded (a ticked box stays
 * ticked at once), otherwise the ones the results were found with.
 */
export function usePendingQuery(loaded: ListingQuery): ListingQuery {
  const { pendingParams } = useSearchNavigation();
  return pendingParams ? readListingQuery(pendingParams).query : loaded;
}
