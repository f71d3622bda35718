/** What the fair-price model knows about one car (null = unknown): shared by its features, its ridge and the estimate. */
export interface CarFacts {
  make: string | null;
  model: string | null;
  variant: string | null;
  year: number;
  km: number;
  fuel: string | null;
  transmission: string | null;
  owners: number | null;
  city: string | null;
  bodyType: string | null;
  seats: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  /** Claimed fuel economy (km per litre or kg): tells engines and variants apart. */
  fuelEconomy?: number | null;
  /** "individual", "dealer" or "trustmark_dealer": dealers ask more. */
  sellerType?: string | null;
  /**
   * The data set the listing came from ("used_cars_data", "car_details_v3"): each is a market
   * snapshot with its own price level. Null or absent for anything else (a live listing).
   */
  sourceFile?: string | null;
  /** Ex-showroom price of the matched catalogue variant. */
  exShowroom: number | null;
}
