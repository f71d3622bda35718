/** Where each kind of header suggestion leads (the shell brief; API.md "GET /api/suggestions"). */
import type { Suggestion } from "~/lib/suggestion";

export function searchHref(text: string): string {
  return `/search?${new URLSearchParams({ q: text.trim() })}`;
}

export function suggestionHref(s: Suggestion): string {
  switch (s.type) {
    case "car":
      return `/details/${encodeURIComponent(s.id)}`;
    case "make":
      return `/search?${new URLSearchParams({ make: s.make ?? s.title })}`;
    case "model":
      return `/search?${new URLSearchParams({ make: s.make ?? "", model: s.model ?? s.title })}`;
    case "query":
      return searchHref(s.title);
  }
}
