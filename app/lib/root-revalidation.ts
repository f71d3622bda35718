import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Whether the root loader (who is signed in, their saved cars, the flash message) runs again.
 * A filter, sort or page change on the same screen (only the query string differs, no form was
 * sent) cannot change any of that, so it is skipped: applying a filter then fetches and renders
 * only the results. Form submissions and moves to another page keep React Router's default.
 */
export function shouldRevalidateRoot({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
