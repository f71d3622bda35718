/** The home page's cards, slides and brand tiles, as the server builds them and the components render them. */
export interface HeroSlide {
  id: string;
  headline: string;
  text: string;
  href: string;
  cta: string;
  image: string | null;
  imageAlt: string;
}

export interface BrandTile {
  name: string;
  listingCount: number;
}

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
