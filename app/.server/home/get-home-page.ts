/** Everything the home page shows, read in parallel for its loader. */
import type { BrandTile } from "~/lib/home-cards";
import type { Database } from "../db/client";
import { listMakes } from "../listings/list-makes";
import { cachedPerIndexVersion } from "../search";
import { toPopularCars, toTrendingCars } from "./featured-models";
import { getHeroSlides } from "./hero-slides";
import { getModelStats } from "./model-stats";

/** Spec section 2: Browse By Brand starts with 8 popular brands. */
const POPULAR_BRAND_COUNT = 8;

/** Search counts on the cards may lag by up to this much; listing changes show at once. */
const MAX_AGE_MS = 60_000;

export function getHomePage(db: Database) {
  return cachedPerIndexVersion("home-page", db, MAX_AGE_MS, () => readHomePage(db));
}

async function readHomePage(db: Database) {
  const [slides, stats, makes] = await Promise.all([getHeroSlides(db), getModelStats(db), listMakes(db)]);
  // Only makes someone lists now; the catalogue also knows makes without any listing.
  const brands: BrandTile[] = makes
    .filter((m) => m.listingCount > 0)
    .map((m) => ({ name: m.name, listingCount: m.listingCount }));
  const popularBrands = [...brands]
    .sort((a, b) => b.listingCount - a.listingCount || a.name.localeCompare(b.name))
    .slice(0, POPULAR_BRAND_COUNT);
  return {
    slides,
    popularCars: toPopularCars(stats),
    trendingCars: toTrendingCars(stats),
    popularBrands,
    allBrands: brands,
  };
}
