/** What the model page's "used alternatives" block shows (issue 33): plain data from its loader. */
import type { CardVehicle } from "../vehicle";
import type { UsedPriceCurve } from "./used-price-curve";

export interface UsedAlternatives {
  make: string;
  model: string;
  /** Used cars of the model on sale: exactly what `searchHref` opens on /search. */
  total: number;
  searchHref: string;
  /** The first cards of that search, best deals first. */
  cars: CardVehicle[];
  curve: UsedPriceCurve;
}

/**
 * The /search URL of a model's used cars. Best deals first: a shopper weighing a new car wants
 * to see what the same money buys used, and the cards shown are that page's first cards.
 */
export function usedCarsSearchHref(make: string, model: string): string {
  return `/search?${new URLSearchParams({ make, model, condition: "used", sort: "best_deal" })}`;
}
