/**
 * The six models the home page features (spec section 2 popular cars, section 9 trending seed):
 * the seed search counts and starting prices are the product's numbers, used as given.
 */
import type { TrendingCategory } from "../../lib/home-cards";

export interface SpecModel {
  make: string;
  model: string;
  seedSearches: number;
  seedStartingPrice: number;
  category: TrendingCategory;
}

export const SPEC_MODELS: readonly SpecModel[] = [
  { make: "Maruti Suzuki", model: "Swift", seedSearches: 12500, seedStartingPrice: 550000, category: "Hatchback" },
  { make: "Hyundai", model: "Creta", seedSearches: 11200, seedStartingPrice: 1100000, category: "SUV" },
  { make: "Tata", model: "Nexon", seedSearches: 10800, seedStartingPrice: 750000, category: "Compact SUV" },
  { make: "Mahindra", model: "Thar", seedSearches: 9600, seedStartingPrice: 1350000, category: "SUV" },
  { make: "Maruti Suzuki", model: "Baleno", seedSearches: 8900, seedStartingPrice: 650000, category: "Hatchback" },
  { make: "Toyota", model: "Fortuner", seedSearches: 7500, seedStartingPrice: 3200000, category: "SUV" },
];
