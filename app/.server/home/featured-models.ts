/**
 * The home page's popular-car and most-searched cards, derived from the featured models' stats.
 * Pure, so the rules (seed plus real searches, the cheaper starting price) are unit-tested.
 */
import type { ModelStats } from "./model-stats";
import type { PopularCar, TrendingCar } from "../../lib/home-cards";

const modelId = (s: ModelStats) => `${s.make}-${s.model}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function toPopularCars(stats: readonly ModelStats[]): PopularCar[] {
  return stats.map((s) => ({
    id: modelId(s),
    name: `${s.make} ${s.model}`,
    make: s.make,
    model: s.model,
    image: s.image,
    listingCount: s.listingCount,
    lowestPrice: s.lowestPrice,
  }));
}

export function toTrendingCars(stats: readonly ModelStats[]): TrendingCar[] {
  return stats
    .map((s) => {
      // 'Starting from' is the spec's seed price unless the catalogue knows a lower ex-showroom
      // price for the model: then the catalogue wins, because a buyer can actually pay it.
      const fromCatalogue = s.catalogueMinPrice !== null && s.catalogueMinPrice > 0 && s.catalogueMinPrice < s.seedStartingPrice;
      return {
        id: modelId(s),
        name: `${s.make} ${s.model}`,
        make: s.make,
        model: s.model,
        image: s.image,
        searchCount: s.seedSearches + s.searchEvents,
        startingPrice: fromCatalogue ? (s.catalogueMinPrice as number) : s.seedStartingPrice,
        startingPriceSource: fromCatalogue ? ("catalogue" as const) : ("seed" as const),
        category: s.category,
        platforms: s.sources,
      };
    })
    .sort((a, b) => b.searchCount - a.searchCount || a.name.localeCompare(b.name));
}
