/**
 * A 1,000-row partner batch through applyPartnerRows: its speed (rows per second, printed) and a
 * full feed's removal of the cars missing from it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { listings, partnerListings, partners } from "~/.server/db/schema";
import { applyPartnerRows } from "~/.server/partners/apply-rows";
import { useDatabase } from "./api-client";
import { createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let partner: { id: number; name: string; source: string };

const row = (i: number, price = 500_000 + i * 100) => ({
  externalId: `fast-${i}`,
  make: "Maruti Suzuki",
  model: "Swift",
  year: 2015 + (i % 8),
  price,
  mileage: 10_000 + i * 37,
  fuelType: "Petrol",
  transmission: i % 3 === 0 ? "Automatic" : "Manual",
  city: ["Pune", "Mumbai", "Delhi"][i % 3],
  exteriorColor: "White",
  images: [`https://cdn.example/${i}.jpg`],
  url: `https://partner.example/${i}`,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const make = await createMake(handle.db, "Maruti Suzuki");
  await createModel(handle.db, make.id, "Swift", "Hatchback");
  [partner] = await handle.db.insert(partners).values({ name: "Fast", source: "Fast" }).returning({ id: partners.id, name: partners.name, source: partners.source });
});

afterAll(async () => {
  await handle.close();
});

it("applies 1,000 rows in one batch, then a resend and a full feed", async () => {
  const rows = Array.from({ length: 1000 }, (_, i) => row(i));
  let started = performance.now();
  const first = await applyPartnerRows(handle.db, partner, rows, { kind: "push" });
  const createMs = performance.now() - started;
  expect(first).toMatchObject({ created: 1000, updated: 0, unchanged: 0, rejected: [] });

  started = performance.now();
  const resend = await applyPartnerRows(handle.db, partner, rows, { kind: "push" });
  const unchangedMs = performance.now() - started;
  expect(resend).toMatchObject({ unchanged: 1000 });

  started = performance.now();
  const repriced = await applyPartnerRows(handle.db, partner, rows.map((r, i) => row(i, r.price - 5_000)), { kind: "push" });
  const updateMs = performance.now() - started;
  expect(repriced).toMatchObject({ updated: 1000 });
  console.log(
    `partner batch of 1,000 on ${handle.kind}: create ${Math.round(1000 / (createMs / 1000))} rows/s, unchanged ${Math.round(1000 / (unchangedMs / 1000))} rows/s, reprice ${Math.round(1000 / (updateMs / 1000))} rows/s`,
  );

  const feed = await applyPartnerRows(handle.db, partner, rows.slice(0, 990), { kind: "feed", fullStock: true });
  expect(feed).toMatchObject({ removed: 10 });
  const [gone] = await handle.db.select({ status: partnerListings.status, listingId: partnerListings.listingId }).from(partnerListings).where(eq(partnerListings.externalId, "fast-995"));
  expect(gone.status).toBe("removed");
  const [listing] = await handle.db.select({ status: listings.status, price: listings.price }).from(listings).where(eq(listings.id, gone.listingId as number));
  expect(listing).toMatchObject({ status: "removed", price: 500_000 + 995 * 100 - 5_000 });
});
