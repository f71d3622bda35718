/**
 * The visitor's city for on-road prices, kept in a cookie rather than localStorage so the server
 * renders the right city's price in the first HTML (no flash, no rate tables in the browser's
 * JavaScript). Not http-only: the picker writes it from the page without a round trip. Pages
 * already answer with `Vary: Cookie`, so a CDN keeps one copy per city.
 */
import { findOnRoadCity, type OnRoadCity } from "./cities";
import type { OnRoadPrice } from "./on-road-price";

export const CITY_COOKIE = "cs_city";
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The remembered city from a Cookie header, or null when absent or not one we list. */
export function readCityCookie(cookieHeader: string | null): OnRoadCity | null {
  const match = new RegExp(`(?:^|;\\s*)${CITY_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  if (!match) return null;
  try {
    return findOnRoadCity(decodeURIComponent(match[1]));
  } catch {
    return null;
  }
}

/** The cookie that remembers a city for a year, site-wide. */
export function cityCookie(city: OnRoadCity): string {
  return `${CITY_COOKIE}=${encodeURIComponent(city)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}

/** What a page sends per car: the figures without the (per-state, repeated) source texts. */
export type OnRoadFigures = Omit<OnRoadPrice, "sources">;

export function withoutSources({ sources: _sources, ...figures }: OnRoadPrice): OnRoadFigures {
  return figures;
}
