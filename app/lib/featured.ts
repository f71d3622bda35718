/**
 * The "Featured" flag, by a rule a buyer can check (the original picked it at random):
 * a car offered by a Trustmark (certified) dealer and listed within the last 30 days.
 */
const FEATURED_WINDOW_DAYS = 30;

export function isFeaturedListing(
  listing: { sellerType: string | null; listedAt: Date },
  now: Date = new Date(),
): boolean {
  const ageDays = (now.getTime() - listing.listedAt.getTime()) / 86_400_000;
  return listing.sellerType === "trustmark_dealer" && ageDays <= FEATURED_WINDOW_DAYS;
}

/** The 'new' flag of listing cards (spec section 9): model year 2023 or later. */
export const NEW_CAR_MIN_YEAR = 2023;
export function isNewCarYear(year: number): boolean {
  return year >= NEW_CAR_MIN_YEAR;
}
