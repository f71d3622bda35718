import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createContactMessage } from "~/.server/content/create-contact-message";
import type { DbHandle } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema";
import { getMarketTrends, RECOUNT_MS } from "~/.server/market/market-trends";
import { validateContactForm } from "~/lib/contact-form-schema";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  // SUVs 10, 20, 30 lakh (median 20 L); sedans 6 and 8 lakh (median 7 L, the mean of the two).
  await createListing(db, { make: "Hyundai", model: "Creta", price: 1_000_000, year: 2020, city: "Pune" });
  await createListing(db, { make: "Hyundai", model: "Creta", price: 2_000_000, year: 2020, city: "Pune" });
  await createListing(db, { make: "Tata", model: "Harrier", price: 3_000_000, year: 2022, city: "Mumbai" });
  await createListing(db, { make: "Honda", model: "City", bodyType: "Sedan", price: 600_000, year: 2018, city: "Pune" });
  await createListing(db, { make: "Honda", model: "City", bodyType: "Sedan", price: 800_000, year: 2022, city: "Delhi" });
  // Sold and pending cars are not on the market: they must not move any figure.
  await createListing(db, { make: "Honda", model: "City", bodyType: "Sedan", price: 9_900_000, status: "sold", city: "Delhi" });
  await createListing(db, { make: "Kia", model: "Seltos", price: 50_000, status: "pending", year: 2005 });
  // Thirteen distinct years so the oldest one falls outside the latest twelve.
  for (let year = 2005; year <= 2017; year++) {
    await createListing(db, { make: "Maruti Suzuki", model: "Swift", bodyType: "Hatchback", price: 300_000 + year, year, city: "Jaipur" });
  }
});

afterAll(async () => {
  await handle.close();
});

describe("getMarketTrends", () => {
  it("counts only active listings", async () => {
    const trends = await getMarketTrends(handle.db);
    expect(trends.totalActive).toBe(18);
  });

  it("gives the median asking price per body type, dearest first", async () => {
    const { byBodyType } = await getMarketTrends(handle.db);
    expect(byBodyType.slice(0, 2)).toEqual([
      { label: "SUV", listings: 3, medianPrice: 2_000_000 },
      { label: "Sedan", listings: 2, medianPrice: 700_000 },
    ]);
    expect(byBodyType[2]).toMatchObject({ label: "Hatchback", listings: 13, medianPrice: 302_011 });
  });

  it("gives the median per model year for the latest twelve years present, oldest first", async () => {
    const { byYear } = await getMarketTrends(handle.db);
    expect(byYear).toHaveLength(12);
    expect(byYear.map((r) => r.label)).toEqual(["2009", "2010", "2011", "2012", "2013", "2014", "2015", "2016", "2017", "2018", "2020", "2022"]);
    expect(byYear.at(-1)).toEqual({ label: "2022", listings: 2, medianPrice: 1_900_000 });
    expect(byYear.find((r) => r.label === "2020")).toEqual({ label: "2020", listings: 2, medianPrice: 1_500_000 });
  });

  it("ranks the most-listed models and cities", async () => {
    const { topModels, topCities } = await getMarketTrends(handle.db);
    expect(topModels).toEqual([
      { label: "Maruti Suzuki Swift", listings: 13 },
      { label: "Honda City", listings: 2 },
      { label: "Hyundai Creta", listings: 2 },
      { label: "Tata Harrier", listings: 1 },
    ]);
    expect(topCities).toEqual([
      { label: "Jaipur", listings: 13 },
      { label: "Pune", listings: 3 },
      { label: "Delhi", listings: 1 },
      { label: "Mumbai", listings: 1 },
    ]);
  });

  it("are kept while nothing changes; after a sale the page keeps its figures while a recount runs, at most once a minute", async () => {
    const first = await getMarketTrends(handle.db);
    // Nothing changed: the same figures, however much later.
    expect(await getMarketTrends(handle.db, Date.now() + 2 * RECOUNT_MS)).toBe(first);
    const harrier = await handle.db.execute<{ id: number }>(sql`select id from listings where model = 'Harrier'`);
    await handle.db.execute(sql`update listings set status = 'sold' where id = ${harrier.rows[0].id}`);
    // Within a minute of the count: the figures as counted (with their time), no recount.
    expect(await getMarketTrends(handle.db, first.asOf.getTime() + 1_000)).toBe(first);
    // A minute on, the request still gets them at once, and the recount it started lands.
    const later = first.asOf.getTime() + RECOUNT_MS;
    expect(await getMarketTrends(handle.db, later)).toBe(first);
    await vi.waitFor(async () => expect((await getMarketTrends(handle.db, later)).totalActive).toBe(17));
    const after = await getMarketTrends(handle.db, later);
    expect(after.byBodyType[0]).toEqual({ label: "SUV", listings: 2, medianPrice: 1_500_000 });
    expect(after.topModels).not.toContainEqual({ label: "Tata Harrier", listings: 1 });
    expect(after.asOf.getTime()).toBe(later);
    await handle.db.execute(sql`update listings set status = 'active' where id = ${harrier.rows[0].id}`);
  });
});

describe("createContactMessage", () => {
  it("stores a validated message as an unhandled row", async () => {
    const form = validateContactForm({
      name: "Asha Rao",
      email: "Asha@Example.com",
      phone: "9876543210",
      topic: "Report a listing",
      message: "Listing 42 shows the wrong year.",
    });
    if (!form.ok) throw new Error("fixture should be valid");
    const { id } = await createContactMessage(handle.db, form.data);
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "9876543210",
      topic: "Report a listing",
      message: "Listing 42 shows the wrong year.",
      handledAt: null,
    });
    expect(row.createdAt).toBeInstanceOf(Date);
  });
});
