/**
 * The search pages' URL state, split by what each part must re-render for. React Router
 * renders a navigation twice (loading, then loaded): only the parts that show a change at once
 * (the panel's ticks, the drawer's count, the loading note) read the navigation state; links
 * and the sort read the location alone, which changes once, when the results are in.
 */
import { useCallback, useEffect, useMemo, useRef } from "react";
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

/** Runs `work` in a task after the browser has painted the frame it is waiting for. */
function afterNextPaint(work: () => void) {
  if (document.visibilityState === "hidden") setTimeout(work);
  else requestAnimationFrame(() => setTimeout(work));
}

/**
 * Applying a filter: push a new URL (so Back restores the previous results) without jumping
 * to the top of the page.
 *
 * The navigation starts after the next paint, so the click's own frame shows just the ticked box
 * or the chosen option (the browser has drawn it already): starting it inside the click made
 * the visitor wait for the router and the panel's pending render before seeing their tick, 80 ms
 * on a phone. Changes made before it starts are merged, and each builds on the search being
 * loaded when there is one, so a second filter picked while the first loads keeps the first.
 */
export function useApplySearch() {
  const { pathname, search } = useLocation();
  const pending = usePendingSearch();
  const navigate = useSiteNavigate();
  // Read when the navigation starts; kept in a ref so `apply` stays the same function while a
  // change loads (the panel's memoised groups compare it).
  const base = useRef({ pathname, search });
  const from = pending ? `?${pending}` : search;
  useEffect(() => {
    base.current = { pathname, search: from };
  }, [pathname, from]);
  const queued = useRef<Changes | null>(null);
  return useCallback(
    (changes: Changes) => {
      const waiting = queued.current !== null;
      queued.current = { ...queued.current, ...changes };
      if (waiting) return;
      afterNextPaint(() => {
        const merged = queued.current ?? {};
        queued.current = null;
        const { pathname: path, search: from } = base.current;
        void navigate({ pathname: path, search: nextSearch(new URLSearchParams(from), merged) }, { preventScrollReset: true });
      });
    },
    [navigate],
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
