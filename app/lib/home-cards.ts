/** The home page's car cards, as the server builds them and the components render them. */
export type TrendingCategory = "Hatchback" | "SUV" | "Compact SUV";

export interface PopularCar {
  id: string;
  name: string;
  make: string;
  model: string;
  image: string | null;
  listingCount: number;
  lowestPrice: number | null;
}

export interface TrendingCar {
  id: string;
  name: string;
  make: string;
  model: string;
  image: string | null;
  searchCount: number;
  startingPrice: number;
  /** Where the starting price comes from, so the card can say so. */
  startingPriceSource: "catalogue" | "seed";
  category: TrendingCategory;
  platforms: string[];
}
