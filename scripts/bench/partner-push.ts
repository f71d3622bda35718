/**
 * `BENCH_DATABASE_URL=postgres://... npx tsx scripts/bench/partner-push.ts`: partner push
 * throughput (issue 35's target: 1,000-row batches at 2,000 rows/s or more into PostgreSQL
 * holding a million listings). A partner of its own sends BENCH_PUSH_BATCHES batches of 1,000
 * new cars through applyPartnerRows (the engine behind PUT /api/partner/v1/listings), resends
 * them unchanged, then reprices a tenth of them; rows per second of each, in process (the HTTP
 * layer adds JSON parsing of 5 MB at most per call). Its cars and partner are deleted afterwards.
 */
import { eq } from "drizzle-orm";
import { getResearchCatalogue } from "../../app/.server/catalogue/research-catalogue";
import { openDatabase } from "../../app/.server/db/client";
import { migrateDatabase } from "../../app/.server/db/migrate";
import { listings, partners } from "../../app/.server/db/schema";
import { applyPartnerRows } from "../../app/.server/partners/apply-rows";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL is required: an already-seeded PostgreSQL database");
const BATCHES = Number(process.env.BENCH_PUSH_BATCHES ?? 10);
const BATCH = 1_000;
const CITIES = ["Pune", "Mumbai", "Delhi", "Bangalore", "Chennai", "Hyderabad", "Kolkata", "Ahmedabad"];

const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
await migrateDatabase(handle);
const { db } = handle;
const catalogue = await getResearchCatalogue(db);
const models = catalogue.models.filter((m) => m.variants.some((v) => v.exShowroom !== null)).slice(0, 60);
const source = `BenchPush-${Date.now()}`;
const [partner] = await db.insert(partners).values({ name: source, source }).returning({ id: partners.id, name: partners.name, source: partners.source });

const car = (i: number, price?: number) => {
  const model = models[i % models.length]!;
  const variant = model.variants[i % model.variants.length]!;
  return {
    externalId: `bench-${i}`,
    make: model.make.name,
    model: model.name,
    variant: variant.name,
    year: 2012 + (i % 9),
    price: price ?? 300_000 + ((i * 7_919) % 1_500_000),
    mileage: 5_000 + ((i * 104_729) % 120_000),
    fuelType: variant.fuel ?? "Petrol",
    transmission: variant.transmission ?? "Manual",
    bodyType: model.bodyType ?? "Hatchback",
    city: CITIES[i % CITIES.length]!,
    exteriorColor: ["White", "Silver", "Red", "Grey"][i % 4],
    url: `https://partner.example/cars/${i}`,
  };
};

async function pass(name: string, rowsOf: (batch: number) => unknown[]) {
  const started = performance.now();
  const totals = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  for (let b = 0; b < BATCHES; b++) {
    const report = await applyPartnerRows(db, partner!, rowsOf(b), { kind: "push" });
    totals.created += report.created;
    totals.updated += report.updated;
    totals.unchanged += report.unchanged;
    totals.rejected += report.rejected.length;
  }
  const seconds = (performance.now() - started) / 1000;
  return { pass: name, rows: BATCHES * BATCH, seconds: Math.round(seconds * 10) / 10, rowsPerSecond: Math.round((BATCHES * BATCH) / seconds), ...totals };
}

const ids = (b: number) => Array.from({ length: BATCH }, (_, k) => b * BATCH + k);
try {
  const results = [
    await pass("new cars", (b) => ids(b).map((i) => car(i))),
    await pass("resent unchanged", (b) => ids(b).map((i) => car(i))),
    // A tenth of each batch repriced, the rest as before: what a partner's hourly push looks like.
    await pass("a tenth repriced", (b) => ids(b).map((i) => (i % 10 === 0 ? car(i, car(i).price - 10_000) : car(i)))),
  ];
  console.table(results);
} finally {
  await db.delete(listings).where(eq(listings.source, source));
  await db.delete(partners).where(eq(partners.id, partner!.id));
  await handle.close();
}
