import { useEffect, useState } from "react";
import { SUGGESTION_LIMITS } from "~/lib/canned-queries";
import type { Suggestion } from "~/lib/suggestion";

const DEBOUNCE_MS = 300;

/**
 * Suggestions for the typed text, fetched 300 ms after the last keystroke (spec section 9) and
 * only for more than one character. A newer keystroke aborts the older request, so a slow
 * answer never overwrites a fresher one.
 */
export function useSuggestions(text: string) {
  const query = text.trim();
  const enabled = query.length >= SUGGESTION_LIMITS.minQueryLength;
  const [result, setResult] = useState<{ query: string; items: Suggestion[] }>({ query: "", items: [] });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/suggestions?${new URLSearchParams({ q: query })}`, { signal: controller.signal });
        const items = res.ok ? ((await res.json()) as Suggestion[]) : [];
        setResult({ query, items });
      } catch {
        // Aborted or offline: suggestions are a convenience, the search itself still works.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);

  const settled = enabled && result.query === query;
  return { enabled, loading: enabled && !settled, items: settled ? result.items : [] };
}
