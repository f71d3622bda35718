import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/**
 * A filter page's one way to change its filters: the next filters become the next URL (the URL
 * is the state, so Back and shared links work), keeping the scroll position. Debounced inputs
 * call it after later renders, so it reads the newest filters, not the copy its render saw;
 * it keeps one identity so memoised panels do not render again for it.
 */
export function useFilterNavigation<F>(filters: F, hrefFor: (filters: F) => string) {
  const navigate = useNavigate();
  const latest = useRef({ filters, hrefFor });
  useEffect(() => {
    latest.current = { filters, hrefFor };
  }, [filters, hrefFor]);
  return useCallback(
    (next: (current: F) => F) => {
      const { filters: current, hrefFor: href } = latest.current;
      void navigate(href(next(current)), { preventScrollReset: true });
    },
    [navigate],
  );
}
