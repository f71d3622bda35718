/**
 * The real-data import end to end, on small fixture CSVs with the real headers and the data
 * sets' pitfalls: odd make spellings, blank makes, lakh/crore prices, blank prices, duplicates,
 * bad years, "null bhp", a test-drive car. Also determinism, idempotency and generated mode.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { isDatabaseEmpty, seedDatabase, type SeedReport } from "~/.server/import/seed";
import { CAR_DETAILS_COLUMNS, CATALOGUE_COLUMNS, NANO_ROW, toCsv, USED_CARS_COLUMNS } from "~/.server/import/test-fixtures";
import { createTestDatabase } from "./test-db";

const now = new Date("2026-11-01T06:00:00Z");
const variant = (index: number, cells: Record<string, string>) => ({ ...NANO_ROW, "": String(index), ...cells });
const CATALOGUE = [
  variant(0, {}),
  variant(1, { Make: "Bmw", Model: "3-Series", Variant: "320D Sport", "Ex-Showroom_Price": "Rs. 41,40,000", Fuel_Type: "Diesel", Type: "Automatic", Body_Type: "Sedan", Power: "188bhp@4000rpm", Torque: "400 Nm @ 1750 RPM", Number_of_Airbags: "6" }),
  variant(2, { Make: "Land Rover Rover", Model: "Range Sport", Variant: "3.0L Tdv6 S Diesel", Fuel_Type: "Diesel", Type: "Automatic", Body_Type: "SUV" }),
  variant(3, { Make: "", Model: "Mercedes-Benz E-Class", Variant: "E 200", Type: "Automatic", Body_Type: "Sedan", "Ex-Showroom_Price": "Rs. 61,00,000" }),
  variant(4, { Make: "Maruti Suzuki", Model: "Swift", Variant: "Vdi", Fuel_Type: "Diesel", Body_Type: "Hatchback", "ABS_(Anti-lock_Braking_System)": "Yes" }),
  variant(5, { Make: "Maruti Suzuki R", Model: "Wagon", Variant: "Vxi", Body_Type: "Hatchback" }),
  variant(6, { Make: "", Model: "Go+", Variant: "T", Body_Type: "MPV", Seating_Capacity: "7" }),
  variant(7, { Make: "Maruti Suzuki", Model: "Dzire", Variant: "Vdi", Fuel_Type: "Diesel", Body_Type: "Sedan", Number_of_Airbags: "2" }),
];
const ucd = (no: number, name: string, cells: Record<string, string> = {}) => ({
  "S.No.": String(no), Name: name, Location: "Mumbai", Year: "2014", Kilometers_Driven: "60000", Fuel_Type: "Diesel",
  Transmission: "Manual", Owner_Type: "First", Mileage: "23.4 kmpl", Engine: "1248 CC", Power: "74 bhp", Seats: "5",
  New_Price: "", Price: "4.50", ...cells,
});
const USED_CARS = [
  ucd(11, "Land Rover Range Rover Sport SE", { Location: "Kochi", Year: "2019", Transmission: "Automatic", New_Price: "1.39 Cr", Price: "97.07" }),
  ucd(12, "Maruti Swift Dzire VDI"),
  ucd(13, "BMW 3 Series 320d Sport", { Location: "Delhi", Transmission: "Automatic", Power: "null bhp", New_Price: "2.3 Cr", Price: "20.50" }),
  ucd(14, "Hyundai Creta 1.6 CRDi SX Option", { Price: "" }),
  ucd(15, "Maruti Swift Dzire VDI"),
  ucd(16, "Maruti Swift VDI", { Year: "1975" }),
  ucd(17, "Mercedes-Benz New E-Class E250 CDI", { Location: "Pune", Transmission: "Automatic", Price: "35.00" }),
  ucd(18, "Chevrolet Beat LT", { Fuel_Type: "Petrol", Price: "2.10", Mileage: "26.6 km/kg" }),
];
const cd3 = (name: string, cells: Record<string, string> = {}) => ({
  name, year: "2015", selling_price: "450000", km_driven: "70000", fuel: "Diesel", seller_type: "Individual",
  transmission: "Manual", owner: "First Owner", mileage: "23.4", engine: "1248", max_power: "74", torque: "190Nm@ 2000rpm",
  seats: "5", ...cells,
});
const CAR_DETAILS = [
  cd3("Maruti Swift VDI", { seller_type: "Dealer" }),
  cd3("Hyundai i20 Asta 1.2", { year: "2020", owner: "Test Drive Car", km_driven: "5000", fuel: "Petrol", seller_type: "Trustmark Dealer", selling_price: "750000" }),
  cd3("Maruti Wagon R VXI", { fuel: "Petrol", selling_price: "290000" }),
  cd3("Tata Nano Cx", { fuel: "Petrol", selling_price: "9000" }),
  cd3("Maruti Swift VDI", { seller_type: "Dealer" }),
  cd3("Honda City 1.5 V MT", { fuel: "Petrol", km_driven: "2500000" }),
];

let dir: string;
let first: DbHandle;
let report: SeedReport;

const count = async (db: Database, table: string) =>
  Number((await db.execute<{ n: string }>(sql.raw(`SELECT count(*) AS n FROM ${table}`))).rows[0].n);
const listing = async (db: Database, sourceId: string) =>
  (await db.execute<Record<string, unknown>>(sql`SELECT * FROM listings WHERE source_id = ${sourceId}`)).rows[0];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "carsaathi-seed-"));
  writeFileSync(path.join(dir, "cars_ds_final.csv"), toCsv(CATALOGUE_COLUMNS, CATALOGUE));
  writeFileSync(path.join(dir, "used_cars_data.csv"), toCsv(USED_CARS_COLUMNS, USED_CARS));
  writeFileSync(path.join(dir, "car_details_v3.csv"), toCsv(CAR_DETAILS_COLUMNS, CAR_DETAILS));
  first = await createTestDatabase();
  expect(await isDatabaseEmpty(first.db)).toBe(true);
  report = await seedDatabase(first.db, { seedDataDir: dir, now });
});

afterAll(async () => {
  await first?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("real import", () => {
  it("reports counts and skip reasons per file", () => {
    expect(report.mode).toBe("real");
    expect(report.files.map((f) => [f.file, f.read, f.imported])).toEqual([
      ["cars_ds_final.csv", 8, 8],
      ["used_cars_data.csv", 8, 5],
      ["car_details_v3.csv", 6, 3],
    ]);
    expect(report.files[1].skipped).toEqual({ "missing price": 1, duplicate: 1, "bad year": 1 });
    expect(report.files[1].skippedRows).toEqual([
      { row: 5, reason: "missing price" }, { row: 6, reason: "duplicate" }, { row: 7, reason: "bad year" },
    ]);
    expect(report.files[2].skipped).toEqual({ "bad price": 1, duplicate: 1, "bad km": 1 });
    expect(report).toMatchObject({ makes: 8, models: 8, variants: 8 });
    expect(report.listings).toBe(8 + report.crossListed);
  });

  it("normalises the catalogue", async () => {
    const makes = (await first.db.execute<{ name: string; is_luxury: boolean }>(sql`SELECT name, is_luxury FROM makes ORDER BY name`)).rows;
    expect(makes).toEqual([
      { name: "BMW", is_luxury: true }, { name: "Chevrolet", is_luxury: false }, { name: "Datsun", is_luxury: false },
      { name: "Hyundai", is_luxury: false }, { name: "Land Rover", is_luxury: true }, { name: "Maruti Suzuki", is_luxury: false },
      { name: "Mercedes-Benz", is_luxury: true }, { name: "Tata", is_luxury: false },
    ]);
    const models = (await first.db.execute<{ make: string; model: string; body_type: string }>(sql`
      SELECT mk.name AS make, m.name AS model, m.body_type FROM models m JOIN makes mk ON mk.id = m.make_id ORDER BY 1, 2`)).rows;
    expect(models).toContainEqual({ make: "Land Rover", model: "Range Rover Sport", body_type: "SUV" });
    expect(models).toContainEqual({ make: "Maruti Suzuki", model: "Wagon R", body_type: "Hatchback" });
    expect(models).toContainEqual({ make: "Mercedes-Benz", model: "E-Class", body_type: "Sedan" });
    expect(models).toContainEqual({ make: "Datsun", model: "Go+", body_type: "MUV" });
    const bmw = (await first.db.execute<Record<string, unknown>>(sql`SELECT * FROM variants WHERE source_key = 'cds:1'`)).rows[0];
    expect(bmw).toMatchObject({ name: "320d Sport", ex_showroom_price: 4140000, fuel_type: "Diesel", transmission: "Automatic", power_bhp: 188, torque_nm: 400 });
    expect(bmw.features).toContain("6 Airbags");
  });

  it("writes normalised, linked listings", async () => {
    const dzire = await listing(first.db, "ucd-12");
    const ids = (await first.db.execute<{ model_id: number; variant_id: number }>(sql`
      SELECT m.id AS model_id, v.id AS variant_id FROM variants v JOIN models m ON m.id = v.model_id WHERE v.source_key = 'cds:7'`)).rows[0];
    expect(dzire).toMatchObject({
      title: "Maruti Suzuki Dzire VDI", make: "Maruti Suzuki", model: "Dzire", variant: "VDI", model_id: ids.model_id,
      variant_id: ids.variant_id, price: 450000, price_band: "3-5l", city: "Mumbai", state: "Maharashtra", body_type: "Sedan",
      km: 60000, owner_count: 1, fuel_economy: 23.4, engine_cc: 1248, source_url: null, status: "active", is_synthetic: false,
    });
    expect(dzire.features).toContain("2 Airbags");
    expect(dzire.description).toBe("2014 Maruti Suzuki Dzire VDI: diesel, manual, 60,000 km driven, first owner. In Mumbai, Maharashtra.");

    expect(await listing(first.db, "ucd-11")).toMatchObject({ make: "Land Rover", model: "Range Rover Sport", price: 9_707_000, price_band: "above-20l", state: "Kerala" });
    expect(await listing(first.db, "ucd-13")).toMatchObject({ make: "BMW", model: "3-Series", power_bhp: null, price: 2_050_000 });
    expect(await listing(first.db, "ucd-17")).toMatchObject({ make: "Mercedes-Benz", model: "E-Class", variant: "E250 CDI" });
    const beat = await listing(first.db, "ucd-18");
    expect(beat).toMatchObject({ make: "Chevrolet", model: "Beat", model_id: null, body_type: "Hatchback", features: [], fuel_economy: 26.6 });
    expect(beat.make_id).not.toBeNull();

    const testDrive = await listing(first.db, "cd3-3");
    expect(testDrive).toMatchObject({ owner_count: 0, seller_type: "trustmark_dealer", make: "Hyundai", model: "i20", km: 5000 });
    expect(testDrive.dealer_name).toMatch(/\S+ .+ \S+/);
    expect(await listing(first.db, "cd3-2")).toMatchObject({ model: "Swift", seller_type: "dealer", variant: "VDI" });
  });

  it("records every price with the latest equal to the listing price", async () => {
    const mismatched = await first.db.execute(sql`
      SELECT l.id FROM listings l WHERE l.price IS DISTINCT FROM (
        SELECT price FROM price_history ph WHERE ph.listing_id = l.id ORDER BY changed_at DESC, id DESC LIMIT 1)`);
    expect(mismatched.rows).toEqual([]);
    expect(await count(first.db, "price_history")).toBe(report.listings + report.priceChanges);
  });

  it("dates each price set after listing (price_since) from its history, for the comparison's trend", async () => {
    const wrong = await first.db.execute(sql`
      SELECT l.id FROM listings l, LATERAL (SELECT max(changed_at) AS at FROM price_history ph WHERE ph.listing_id = l.id) h
      WHERE l.price_since IS DISTINCT FROM (CASE WHEN h.at > l.listed_at THEN h.at END)`);
    expect(wrong.rows).toEqual([]);
    expect(await count(first.db, "listings WHERE price_since IS NOT NULL")).toBeGreaterThan(0);
  });

  it("is deterministic across fresh databases", async () => {
    const second = await createTestDatabase();
    try {
      const again = await seedDatabase(second.db, { seedDataDir: dir, now });
      // Demo accounts get fresh random passwords per database: compare everything else.
      expect({ ...again, durationMs: 0, demoAccounts: [] }).toEqual({ ...report, durationMs: 0, demoAccounts: [] });
      const pick = sql`SELECT source_id, source, city, exterior_color, interior_color, listed_at::date::text AS day, car_group, price FROM listings ORDER BY source_id, source`;
      expect((await second.db.execute(pick)).rows).toEqual((await first.db.execute(pick)).rows);
    } finally {
      await second.close();
    }
  });

  it("is idempotent", async () => {
    const tables = ["makes", "models", "variants", "listings", "price_history"];
    const before = await Promise.all(tables.map((t) => count(first.db, t)));
    const listedBefore = (await listing(first.db, "ucd-12")).listed_at;
    const groups = sql`SELECT source, source_id, car_group FROM listings ORDER BY source, source_id`;
    const groupsBefore = (await first.db.execute(groups)).rows;
    const again = await seedDatabase(first.db, { seedDataDir: dir, now: new Date(now.getTime() + 86_400_000) });
    expect(await Promise.all(tables.map((t) => count(first.db, t)))).toEqual(before);
    expect((await listing(first.db, "ucd-12")).listed_at).toEqual(listedBefore);
    expect((await first.db.execute(groups)).rows).toEqual(groupsBefore);
    expect(again.files).toEqual(report.files);
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it("mails the price alerts of a car whose price a re-import lowers", async () => {
    const car = await listing(first.db, "ucd-12");
    await first.db.execute(sql`INSERT INTO users (id, name, email, alert_emails) VALUES ('alert-user', 'Alert User', 'alert@example.com', true)`);
    await first.db.execute(sql`INSERT INTO price_alerts (user_id, listing_id, price_at_creation) VALUES ('alert-user', ${car.id}, ${car.price})`);
    const lower = USED_CARS.map((row) => (row["S.No."] === "12" ? { ...row, Price: "4.00" } : row));
    writeFileSync(path.join(dir, "used_cars_data.csv"), toCsv(USED_CARS_COLUMNS, lower));
    try {
      await seedDatabase(first.db, { seedDataDir: dir, now: new Date(now.getTime() + 2 * 86_400_000) });
    } finally {
      writeFileSync(path.join(dir, "used_cars_data.csv"), toCsv(USED_CARS_COLUMNS, USED_CARS));
    }
    const mails = await first.db.execute<{ body: string }>(sql`SELECT body FROM outbox WHERE recipient = 'alert@example.com'`);
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].body).toContain("was ₹4,50,000, now ₹4,00,000");
    // The new price holds from the re-import on (the history row's trigger, migration 0021).
    const { price_since } = await listing(first.db, "ucd-12");
    expect(new Date(price_since as string | Date).getTime()).toBe(now.getTime() + 2 * 86_400_000);
  });
});

describe("generated mode", () => {
  it("seeds a demo catalogue and listings, then synthetic listings idempotently", async () => {
    const db = await createTestDatabase();
    try {
      const generated = await seedDatabase(db.db, { seedDataDir: null, now, synthetic: 300 });
      expect(generated.mode).toBe("generated");
      expect(generated.makes).toBeGreaterThanOrEqual(12);
      expect(generated.models).toBeGreaterThanOrEqual(40);
      expect(generated.listings).toBeGreaterThanOrEqual(3000);
      expect(generated.synthetic).toBe(300);
      expect(await count(db.db, "listings WHERE is_synthetic")).toBe(300);
      expect(await count(db.db, "listings WHERE NOT is_synthetic")).toBe(generated.listings);
      expect(await count(db.db, "listings WHERE model_id IS NULL OR variant_id IS NULL")).toBe(0);
      // The same-car rule groups each cross-listed copy with its original.
      const copies = (await db.db.execute<{ original: string | null; copy: string | null }>(sql`
        SELECT o.car_group AS original, c.car_group AS copy FROM listings o JOIN listings c ON c.source_id LIKE o.source_id || '-%'
        WHERE o.source_id LIKE 'gen-%' AND o.source_id NOT LIKE 'gen-%-%'`)).rows;
      expect(copies).toHaveLength(generated.crossListed);
      expect(copies.length).toBeGreaterThan(100);
      expect(copies.filter((c) => c.original === null || c.copy !== c.original)).toEqual([]);
      const syn = await listing(db.db, "syn-1");
      expect(syn).toMatchObject({ is_synthetic: true, status: "active" });
      await seedDatabase(db.db, { seedDataDir: null, now, synthetic: 300 });
      expect(await count(db.db, "listings WHERE is_synthetic")).toBe(300);
      expect(await count(db.db, "listings WHERE NOT is_synthetic")).toBe(generated.listings);
    } finally {
      await db.close();
    }
  });
});
