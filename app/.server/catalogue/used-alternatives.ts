/**
 * The model page's used alternatives (issue 33): the model's used cars on sale with their deal
 * ratings, how many there are, and its used-price curve. The cars and the count come from the
 * very search the block's link opens (read from that URL with /search's own reader and answered
 * by searchListings), so the count it promises is the count /search shows.
 */
import { readListingQuery } from "~/lib/filters/search-url";
import { usedCarsSearchHref, type UsedAlternatives } from "~/lib/new-cars/used-alternatives";
import { toCardVehicle } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { searchListings } from "../listings/search-listings";
import type { ResearchModel } from "./research-catalogue";
import { usedPriceCurve } from "./used-price-curve";

/** Two rows of three at 1280 px; a short scroll on a phone. */
export const USED_CARD_COUNT = 6;

export async function loadUsedAlternatives(db: Database, model: ResearchModel, now = new Date()): Promise<UsedAlternatives> {
  const names = { make: model.make.name, model: model.name };
  const searchHref = usedCarsSearchHref(names.make, names.model);
  const { query } = readListingQuery(new URL(searchHref, "http://localhost").searchParams);
  const [result, curve] = await Promise.all([searchListings(db, { ...query, pageSize: USED_CARD_COUNT }), usedPriceCurve(db, names, now)]);
  return { ...names, total: result.total, searchHref, cars: result.items.map(toCardVehicle), curve };
}
