/**
 * The new-car model page's extra blocks (issue 33) against a real database: used alternatives
 * (only the model's used cars on sale, rated, counted as /search counts its link), the
 * used-price curve (thin years left out, read on the model-year index) and the news that
 * names the model (on the trigram index).
 */
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadUsedAlternatives, USED_CARD_COUNT } from "~/.server/catalogue/used-alternatives";
import { getResearchCatalogue, type ResearchModel } from "~/.server/catalogue/research-catalogue";
import { similarModels } from "~/.server/catalogue/similar-models";
import { readYearSamples, yearSamplesQuery } from "~/.server/catalogue/used-price-curve";
import { newsArticleRow } from "~/.server/content/ensure-news-articles";
import { newsMentioning, newsMentioningSql } from "~/.server/content/model-news";
import type { Database, DbHandle } from "~/.server/db/client";
import { newsArticles } from "~/.server/db/schema";
import { getPriceEstimator } from "~/.server/pricing/model-store";
import { dealRatingsSettled, getListingIndex } from "~/.server/search";
import { mulberry32 } from "~/lib/seeded-random";
import { loader as searchLoader } from "~/routes/search";
import { useDatabase } from "./api-client";
import { createListing, createMake, createModel, createVariant } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let creta: ResearchModel;
const NOW = new Date("2026-06-01T00:00:00Z");
/** Active used Creta prices per model year, as inserted: the curve must find exactly these. */
const activeUsedPrices = new Map<number, number[]>();
const excludedIds: number[] = [];
let bargainId: number;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

async function planOf(db: Database, query: SQL): Promise<string> {
  // Tiny tables are cheapest to scan whole: forbid that, so the plan shows what a large one would use.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
    return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  const hyundai = await createMake(db, "Hyundai");
  const kia = await createMake(db, "Kia");
  const cretaRow = await createModel(db, hyundai.id, "Creta", "SUV");
  const seltosRow = await createModel(db, kia.id, "Seltos", "SUV");
  await createVariant(db, cretaRow.id, "E Petrol", {}, { exShowroomPrice: 1_100_000, fuelType: "Petrol" });
  await createVariant(db, seltosRow.id, "HTE", {}, { exShowroomPrice: 1_090_000, fuelType: "Diesel" });

  // Enough cars of two models for the fair-price model to rate them (a rule plus noise).
  const random = mulberry32(33);
  const cars = [
    { make: "Hyundai", model: "Creta", newPrice: 1_500_000 },
    { make: "Kia", model: "Seltos", newPrice: 1_450_000 },
  ];
  for (const { newPrice, ...car } of cars) {
    for (let i = 0; i < 40; i++) {
      const year = 2016 + (i % 6);
      const km = 10_000 + Math.floor(random() * 100_000);
      const price = Math.round(newPrice * 0.88 ** (2021 - year) * (1 + (random() - 0.5) * 0.2));
      await createListing(db, { ...car, bodyType: "SUV", year, km, price, ownerCount: 1 });
      if (car.model === "Creta") activeUsedPrices.set(year, [...(activeUsedPrices.get(year) ?? []), price]);
    }
  }
  // A bargain the best-deals order must put first.
  const bargainPrice = Math.round(1_500_000 * 0.88 ** 3 * 0.6);
  bargainId = (await createListing(db, { make: "Hyundai", model: "Creta", bodyType: "SUV", year: 2018, km: 40_000, price: bargainPrice, ownerCount: 1 }))!.id;
  activeUsedPrices.get(2018)!.push(bargainPrice);
  // Thin years: two cars of 2013 and one of 2012.
  for (const [year, price] of [[2013, 500_000], [2013, 520_000], [2012, 450_000]]) {
    await createListing(db, { make: "Hyundai", model: "Creta", year, price, km: 90_000 });
    activeUsedPrices.set(year, [...(activeUsedPrices.get(year) ?? []), price]);
  }
  // Never counted: sold, waiting for review, new, and the same year's cars of other models.
  for (const extra of [{ status: "sold", soldAt: new Date() }, { status: "pending" }, { isNew: true, year: 2025, km: 0 }]) {
    excludedIds.push((await createListing(db, { make: "Hyundai", model: "Creta", year: 2019, price: 100_000, ...extra }))!.id);
  }
  excludedIds.push((await createListing(db, { make: "Hyundai", model: "Venue", year: 2019, price: 100_000 }))!.id);

  await getPriceEstimator(db);
  await dealRatingsSettled(await getListingIndex(db));
  const catalogue = await getResearchCatalogue(db);
  creta = catalogue.findModel("hyundai", "creta")!.model;
});

afterAll(async () => {
  await handle.close();
});

describe("used alternatives", () => {
  it("shows only the model's used cars on sale, rated, and the count /search shows for its link", async () => {
    const used = await loadUsedAlternatives(handle.db, creta, NOW);
    const expectedTotal = [...activeUsedPrices.values()].reduce((n, list) => n + list.length, 0);
    expect(used.total).toBe(expectedTotal);
    expect(used.searchHref).toBe("/search?make=Hyundai&model=Creta&condition=used&sort=best_deal");
    expect(used.cars).toHaveLength(USED_CARD_COUNT);
    for (const car of used.cars) {
      expect(car).toMatchObject({ make: "Hyundai", model: "Creta", isNew: false });
      expect(excludedIds).not.toContain(Number(car.id));
    }
    // Rated by the site's one rule: the best deals lead, and each card says its rating or why not.
    expect(used.cars[0].dealRating).toBe("great");
    expect(used.cars.map((car) => car.id)).toContain(String(bargainId));
    expect(used.cars.every((car) => car.dealRating || car.dealRatingReason)).toBe(true);

    const page = await searchLoader({ request: new Request(`http://localhost${used.searchHref}`), params: {}, context: {} } as never);
    expect(page.result.total).toBe(used.total);
    expect(page.result.items.slice(0, USED_CARD_COUNT)).toEqual(used.cars);
  });

  it("draws the price curve from the cars on sale, leaving out years with fewer than three", async () => {
    const { curve } = await loadUsedAlternatives(handle.db, creta, NOW);
    expect(curve.points.map((p) => p.year)).toEqual([2016, 2017, 2018, 2019, 2020, 2021]);
    for (const point of curve.points) {
      expect(point.listings).toBe(activeUsedPrices.get(point.year)!.length);
      expect(point.medianPrice).toBe(Math.round(median(activeUsedPrices.get(point.year)!)));
      expect(point.age).toBe(2026 - point.year);
    }
    expect(curve.listings).toBe(41);
    expect(curve.thinYears).toEqual([2012, 2013]);
  });

  it("reads the curve on the model-year index, a bounded walk per year", async () => {
    await handle.db.execute(sql`analyze listings`);
    const plan = await planOf(handle.db, yearSamplesQuery({ make: "Hyundai", model: "Creta" }, 2026));
    expect(plan).toContain("listings_model_year_listed_idx");
    // Not the partial indexes of every active car (by year, by listed_at), nor the table.
    expect(plan).not.toMatch(/Seq Scan on listings|listings_active/);
    expect(await readYearSamples(handle.db, { make: "Hyundai", model: "Creta" }, 2026)).toContainEqual({ year: 2012, listings: 1, medianPrice: 450_000 });
  });
});

describe("similar models", () => {
  it("offers the Seltos beside the Creta, linking to its model page", async () => {
    const picks = similarModels(await getResearchCatalogue(handle.db), creta);
    expect(picks).toEqual([expect.objectContaining({ make: "Kia", name: "Seltos", fromPrice: 1_090_000, href: "/new-cars/kia/seltos" })]);
  });
});

describe("news that mentions a model", () => {
  beforeAll(async () => {
    const article = (slug: string, title: string, body: string, publishedAt: string) =>
      newsArticleRow({ slug, title, excerpt: title, body, category: "Market Analysis", tags: [], author: "Desk", publishedAt });
    await handle.db.insert(newsArticles).values([
      article("creta-older", "Hyundai Creta turbo review", "The Creta turbo is quick.", "2026-01-10T05:30:00Z"),
      article("creta-newer", "Mid-size SUVs compared", "We drove Hyundai's Creta against rivals.", "2026-03-10T05:30:00Z"),
      article("venue-only", "Hyundai Venue long-term report", "Nothing about the bigger car here.", "2026-04-10T05:30:00Z"),
      article("city-traffic", "Driving in city traffic", "Tips for any city, whatever you drive.", "2026-04-11T05:30:00Z"),
      article("honda-city", "Honda City hybrid", "The City hybrid returns 26 km/l.", "2026-02-11T05:30:00Z"),
    ]);
  });

  it("finds articles naming the model and its make, newest first, and not the others", async () => {
    expect((await newsMentioning(handle.db, "Hyundai", "Creta")).map((a) => a.slug)).toEqual(["creta-newer", "creta-older"]);
    expect((await newsMentioning(handle.db, "Honda", "City")).map((a) => a.slug)).toEqual(["honda-city"]);
    expect((await newsMentioning(handle.db, "Hyundai", "Creta", 1)).map((a) => a.slug)).toEqual(["creta-newer"]);
    expect(await newsMentioning(handle.db, "Tata", "Harrier")).toEqual([]);
  });

  it("is answered on the trigram index", async () => {
    expect(await planOf(handle.db, newsMentioningSql("Hyundai", "Creta"))).toContain("news_articles_search_trgm_idx");
  });
});
