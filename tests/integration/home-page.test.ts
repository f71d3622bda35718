import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { getHomePage } from "~/.server/home/get-home-page";
import { searchListings } from "~/.server/listings/search-listings";
import { readListingQuery } from "~/lib/filters/search-url";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await createListing(handle.db, { make: "Hyundai", model: "Creta" });
  await createListing(handle.db, { make: "Hyundai", model: "Venue" });
});

afterAll(async () => {
  await handle.close();
});

const brandCounts = async () =>
  Object.fromEntries((await getHomePage(handle.db)).allBrands.map((b) => [b.name, b.listingCount]));

describe("home page figures", () => {
  it("are reused while no listing changes, and follow a new listing at once", async () => {
    expect(await brandCounts()).toEqual({ Hyundai: 2 });
    expect(await getHomePage(handle.db)).toBe(await getHomePage(handle.db));

    await createListing(handle.db, { make: "Tata", model: "Nexon" });
    expect(await brandCounts()).toEqual({ Hyundai: 2, Tata: 1 });
  });

  it("count each hero slide's cars on sale and show the newest of them", async () => {
    const db = handle.db;
    await createListing(db, { make: "Maruti Suzuki", model: "Alto", bodyType: "Hatchback", price: 350_000, source: "OLX", carGroup: "alto-1" });
    await createListing(db, { make: "Maruti Suzuki", model: "Alto", bodyType: "Hatchback", price: 360_000, source: "Spinny", carGroup: "alto-1" });
    await createListing(db, { make: "Toyota", model: "Innova", seats: 7, transmission: "Automatic", listedAt: new Date() });
    await createListing(db, { make: "Kia", model: "Carens", seats: 7, status: "sold" });
    const slides = Object.fromEntries((await getHomePage(db)).slides.map((s) => [s.id, s]));
    // Hyundai x2 and Tata from above, the Alto (one car on two platforms: one card) and the Innova: 5 on sale from 3 platforms.
    expect(slides.all.headline).toBe("5 cars from 3 platforms, one search");
    expect(slides.suv.headline).toBe("4 SUVs listed right now");
    expect(slides["under-5-lakh"].headline).toBe("1 car under ₹5 Lakh");
    expect(slides.automatic.headline).toBe("1 automatic for easy city driving");
    expect(slides["seven-seater"].headline).toBe("1 car with 7 or more seats");
    expect(slides["multi-platform"].headline).toBe("1 car is listed on more than one platform");
    // The newest car leads the first slide; each slide shows a car no earlier slide shows.
    expect(slides.all.imageAlt).toContain("Toyota Innova");
    expect(slides.automatic.image).toBeNull();
    expect(slides["under-5-lakh"].imageAlt).toContain("Maruti Suzuki Alto");
    // A slide that links to a search promises the number that search's page then shows.
    for (const slide of Object.values(slides).filter((s) => s.href.startsWith("/search"))) {
      const { query } = readListingQuery(new URL(slide.href, "http://localhost").searchParams);
      const { total } = await searchListings(db, query);
      expect(slide.headline, slide.href).toMatch(new RegExp(`^${total} `));
    }
  });
});
