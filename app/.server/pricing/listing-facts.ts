/**
 * A listing row as the fair-price model sees it. The search index, the Vehicle serialiser and
 * the training data read the same columns, so a car is rated the same wherever it is shown.
 */
import { sql } from "drizzle-orm";
import type { CarFacts } from "./car-facts";

/** The import gives each data set's rows a source_id prefix; anything else is a live listing. */
const SOURCE_FILES: Record<string, string> = { ucd: "used_cars_data", cd3: "car_details_v3" };

export const sourceFileOf = (sourceIdPrefix: string | null | undefined): string | null =>
  (sourceIdPrefix && SOURCE_FILES[sourceIdPrefix]) || null;

/** Extra columns (beyond the listing's own) a rating needs, for a query `from listings`. */
export const PRICING_COLUMNS = sql`(select v.ex_showroom_price from variants v where v.id = listings.variant_id) as ex_showroom,
  split_part(listings.source_id, '-', 1) as source_prefix`;

export type ListingFactsRow = {
  make: string;
  model: string;
  variant: string | null;
  year: number;
  km: number;
  fuel_type: string;
  transmission: string;
  owner_count: number | null;
  city: string | null;
  body_type: string | null;
  seats: number | null;
  engine_cc: number | null;
  power_bhp: number | null;
  fuel_economy: number | null;
  seller_type: string | null;
  ex_showroom: number | null;
  source_prefix: string | null;
};

export function listingCarFacts(r: ListingFactsRow): CarFacts {
  return {
    make: r.make,
    model: r.model,
    variant: r.variant,
    year: r.year,
    km: r.km,
    fuel: r.fuel_type,
    transmission: r.transmission,
    // The API's owners are 1, 2 or 3 meaning "three or more" (API.md), which is what the listing
    // form's estimate sends: a fourth owner prices as a third, so the form and the saved car agree.
    owners: r.owner_count === null ? null : Math.min(r.owner_count, 3),
    city: r.city,
    bodyType: r.body_type,
    seats: r.seats,
    engineCc: r.engine_cc,
    powerBhp: r.power_bhp,
    fuelEconomy: r.fuel_economy,
    sellerType: r.seller_type,
    exShowroom: r.ex_showroom,
    sourceFile: sourceFileOf(r.source_prefix),
  };
}
