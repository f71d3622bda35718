/**
 * The visitor's city for on-road prices, for the pages that show them (/new-cars, /details):
 * `?city=` (the picker without JavaScript) wins and is remembered; else the cookie.
 */
import { cityCookie, readCityCookie } from "~/lib/on-road/city-cookie";
import { findOnRoadCity, type OnRoadCity } from "~/lib/on-road/cities";
import { onRoadSources, stateOfCity, type OnRoadSources } from "~/lib/on-road/on-road-price";
import type { StateName } from "~/lib/on-road/road-tax";

export interface OnRoadPlace {
  city: OnRoadCity;
  state: StateName;
  sources: OnRoadSources;
}

export function chosenPlace(request: Request): { place: OnRoadPlace | null; setCookie: string | null } {
  const asked = findOnRoadCity(new URL(request.url).searchParams.get("city"));
  const remembered = readCityCookie(request.headers.get("Cookie"));
  const city = asked ?? remembered;
  const state = city ? stateOfCity(city) : null;
  return {
    place: city && state ? { city, state, sources: onRoadSources(state) } : null,
    setCookie: asked && asked !== remembered ? cityCookie(asked) : null,
  };
}
