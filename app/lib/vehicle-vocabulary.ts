/**
 * The controlled vocabularies of a listing. Every importer, filter and parser maps its input
 * onto these values, so a filter never has to guess between "Petrol" and "petrol".
 */
/** Every fuel a listing can have (API.md), in the order the filters list them: the one list of fuels. */
export const FUEL_TYPES = ["Petrol", "Diesel", "CNG", "LPG", "Electric", "Hybrid"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** The fuels the listing filters offer: all but LPG, which the spec's filter lists leave out. */
export const FILTER_FUELS: readonly FuelType[] = FUEL_TYPES.filter((fuel) => fuel !== "LPG");

/** AMT, CVT and DCT count as Automatic (API.md); the exact gearbox stays in the variant. */
export const TRANSMISSIONS = ["Manual", "Automatic"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Body types as shoppers filter them (spec section 9, used-car filter) plus "Other". */
export const BODY_TYPES = [
  "Hatchback",
  "Sedan",
  "SUV",
  "MUV",
  "Coupe",
  "Convertible",
  "Pickup",
  "Other",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const SORTS = ["relevant", "price_asc", "price_desc", "year_desc", "mileage_asc", "best_deal"] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  relevant: "Most Relevant",
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
  year_desc: "Newest First",
  mileage_asc: "Lowest Mileage",
  best_deal: "Best Deals First",
};

/** Owner filter values of the API: `1`, `2`, `3+`. */
/** The seat counts the filters offer (a search may ask for any count up to MAX_SEATS). */
export const SEAT_CHOICES = ["4", "5", "6", "7", "8", "9"] as const;
export const seatsLabel = (seats: string | number) => `${seats} seats`;

export const OWNER_FILTERS = ["1", "2", "3+"] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

/** Partner marketplaces we aggregate, plus "Direct" for cars listed on CarSaathi itself. */
export const PARTNER_SOURCES = [
  "CarWale",
  "CarTrade",
  "OLX",
  "Droom",
  "Spinny",
  "Cars24",
  "CarDekho",
  "CarAndBike",
  "Maruti Suzuki True Value",
] as const;
export type PartnerSource = (typeof PARTNER_SOURCES)[number];
export const DIRECT_SOURCE = "Direct";

/** How pages name where a car is listed: a car listed by its seller on our site is "on CarSaathi". */
export function sourceLabel(source: string): string {
  return source === DIRECT_SOURCE ? "CarSaathi" : source;
}

/** 'expired': out of search, unseen by its partner for 7 days or its seller's "Still for sale?" mail unanswered (decision 035). */
export const LISTING_STATUSES = ["active", "pending", "sold", "rejected", "expired"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const SELLER_TYPES = ["individual", "dealer", "trustmark_dealer"] as const;
export type SellerType = (typeof SELLER_TYPES)[number];
