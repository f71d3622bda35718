/**
 * PostgreSQL only (vitest.config.ts leaves it out on PGlite, one session in one process): two
 * app processes, each with its own connection pool and its own fair-price model state, on one
 * database. A car gets one fair price whichever serves it: a process answers with the model the
 * other fitted, and only one fits at a time.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { openDatabase, type Database, type DbHandle } from "~/.server/db/client";
import type { CarFacts } from "~/.server/pricing/car-facts";
import { FIT_LOCK, getPriceEstimator, peekPriceEstimator, refitPriceModel } from "~/.server/pricing/model-store";
import { mulberry32 } from "~/lib/seeded-random";
import { createListing, createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

let first: DbHandle;
let second: DbHandle;
let a: Database;
let b: Database;
const random = mulberry32(11);

const CARS = [
  { make: "Hyundai", model: "Creta", bodyType: "SUV", newPrice: 1_500_000 },
  { make: "Maruti Suzuki", model: "Swift", bodyType: "Hatchback", newPrice: 700_000 },
];

async function addListings(db: Database, perModel: number) {
  for (const car of CARS) {
    for (let i = 0; i < perModel; i++) {
      const year = 2012 + Math.floor(random() * 9);
      const km = 10_000 + Math.floor(random() * 120_000);
      const price = Math.round(car.newPrice * 0.88 ** (2021 - year) * (1 + (random() - 0.5) * 0.2));
      await createListing(db, { make: car.make, model: car.model, bodyType: car.bodyType, fuelType: "Petrol", transmission: "Manual", year, km, price });
    }
  }
}

const creta: CarFacts = {
  make: "Hyundai", model: "Creta", variant: null, year: 2017, km: 40_000, fuel: "Petrol", transmission: "Manual",
  owners: 1, city: null, bodyType: "SUV", seats: null, engineCc: null, powerBhp: null, exShowroom: null,
};

const storedIds = async () => (await a.execute<{ id: number }>(sql`select id from price_models order by id`)).rows.map((r) => Number(r.id));

/** Moves this process's clock on, so a process in use looks at the stored models again. */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
}

beforeAll(async () => {
  first = await createTestDatabase();
  second = await openDatabase({ databaseUrl: first.databaseUrl, poolSize: 2 });
  a = first.db;
  b = second.db;
  for (const car of CARS) await createModel(a, (await createMake(a, car.make))!.id, car.model, car.bodyType);
  await addListings(a, 40);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

it("answers with the model the other process fitted, and loads its next one without fitting", async () => {
  await refitPriceModel(a);
  const fitted = await storedIds();
  const inA = (await getPriceEstimator(a))!;
  const inB = (await getPriceEstimator(b))!;
  expect(await storedIds()).toEqual(fitted);
  expect(inB.estimate(creta)).toEqual(inA.estimate(creta));

  await addListings(a, 10);
  await refitPriceModel(a);
  const refitted = (await getPriceEstimator(a))!;
  expect(refitted).not.toBe(inA);
  // B's next look (every 5 s) loads A's new model instead of fitting its own.
  later(6_000);
  peekPriceEstimator(b);
  await vi.waitFor(() => expect(peekPriceEstimator(b)).not.toBe(inB), { timeout: 5_000 });
  expect(peekPriceEstimator(b)!.estimate(creta)).toEqual(refitted.estimate(creta));
  expect(await storedIds()).toEqual([fitted[0]! + 1]);
});

it("does not fit while another process is fitting, and fits itself once that process has stopped without storing", async () => {
  await addListings(a, 5);
  const before = await storedIds();
  const inB = (await getPriceEstimator(b))!;
  const other = new pg.Client({ connectionString: first.databaseUrl });
  await other.connect();
  try {
    await other.query("select pg_advisory_lock($1::int, $2::int)", [FIT_LOCK.namespace, FIT_LOCK.key]);
    // Past the refit interval, with listings changed: B would refit, but A holds the fit.
    later(11 * 60_000);
    peekPriceEstimator(b);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await storedIds()).toEqual(before);
    expect(peekPriceEstimator(b)).toBe(inB);

    await other.query("select pg_advisory_unlock($1::int, $2::int)", [FIT_LOCK.namespace, FIT_LOCK.key]);
    later(12 * 60_000);
    peekPriceEstimator(b);
    await vi.waitFor(() => expect(peekPriceEstimator(b)).not.toBe(inB), { timeout: 20_000 });
    const [refitted] = await storedIds();
    expect(refitted).toBeGreaterThan(before[0]!);
  } finally {
    await other.end();
  }
});
