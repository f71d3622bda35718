import type { ShouldRevalidateFunctionArgs } from "react-router";
import { NOTIFICATIONS_PATH } from "./saved-search-offer";

/**
 * Whether the root loader (who is signed in, their saved cars, the flash message) runs again.
 * A filter, sort or page change on the same screen (only the query string differs, no form was
 * sent) cannot change any of that, so it is skipped: applying a filter then fetches and renders
 * only the results. Form submissions and moves to another page keep React Router's default.
 * Opening or leaving /notifications always runs it: that page marks the bell's items seen.
 */
export function shouldRevalidateRoot({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (nextUrl.pathname === NOTIFICATIONS_PATH || currentUrl.pathname === NOTIFICATIONS_PATH) return true;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
