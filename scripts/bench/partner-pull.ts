/**
 * `BENCH_DATABASE_URL=postgres://... npx tsx scripts/bench/partner-pull.ts`: a partner's pull
 * feed at scale (issue 35's target: a 100,000-row CSV feed with a tenth of it changed imported in
 * at most 60 s into PostgreSQL holding a million listings). A local HTTP server (allowed by
 * FEEDS_ALLOW_LOCAL=1, as in the tests) serves a CSV of BENCH_PULL_ROWS cars; the real feed runner
 * (runPartnerFeed: safe fetch, CSV parse, the row engine as the partner's whole stock) imports it,
 * then imports it again with a tenth of the prices changed. Seconds of each; the partner and its
 * cars are deleted afterwards.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { getResearchCatalogue } from "../../app/.server/catalogue/research-catalogue";
import { openDatabase } from "../../app/.server/db/client";
import { migrateDatabase } from "../../app/.server/db/migrate";
import { listings, partners } from "../../app/.server/db/schema";
import { runPartnerFeed } from "../../app/.server/partners/feed-runner";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL is required: an already-seeded PostgreSQL database");
process.env.FEEDS_ALLOW_LOCAL = "1";
const ROWS = Number(process.env.BENCH_PULL_ROWS ?? 100_000);
const CITIES = ["Pune", "Mumbai", "Delhi", "Bangalore", "Chennai", "Hyderabad", "Kolkata", "Ahmedabad"];
const COLOURS = ["White", "Silver", "Red", "Grey"];
const HEADER = ["externalId", "make", "model", "variant", "year", "price", "mileage", "fuelType", "transmission", "bodyType", "city", "exteriorColor", "url"];

const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
await migrateDatabase(handle);
const { db } = handle;
const catalogue = await getResearchCatalogue(db);
const models = catalogue.models.filter((m) => m.variants.some((v) => v.exShowroom !== null)).slice(0, 60);

const csvCell = (value: string | number) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
function feed(version: number): Buffer {
  const lines = [HEADER.join(",")];
  for (let i = 0; i < ROWS; i++) {
    const model = models[i % models.length]!;
    const variant = model.variants[i % model.variants.length]!;
    const price = 300_000 + ((i * 7_919) % 1_500_000) - (version > 1 && i % 10 === 0 ? 10_000 : 0);
    const row = [`pull-${i}`, model.make.name, model.name, variant.name, 2012 + (i % 9), price, 5_000 + ((i * 104_729) % 120_000),
      variant.fuel ?? "Petrol", variant.transmission ?? "Manual", model.bodyType ?? "Hatchback", CITIES[i % CITIES.length]!,
      COLOURS[i % COLOURS.length]!, `https://partner.example/cars/${i}`];
    lines.push(row.map(csvCell).join(","));
  }
  return Buffer.from(lines.join("\n") + "\n");
}

let version = 1;
let body = feed(version);
const server = http.createServer((req, res) => {
  const etag = `"v${version}"`;
  if (req.headers["if-none-match"] === etag) return void res.writeHead(304).end();
  res.writeHead(200, { "Content-Type": "text/csv", ETag: etag }).end(body);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.csv`;
const source = `BenchPull-${Date.now()}`;
const [partner] = await db.insert(partners).values({ name: source, source, feedUrl, feedFormat: "csv", feedIntervalMinutes: 60 }).returning({ id: partners.id });

async function pull(name: string) {
  const started = performance.now();
  const result = await runPartnerFeed(db, partner!.id);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { pass: name, rows: ROWS, megabytes: Math.round(body.length / 1e5) / 10, seconds, rowsPerSecond: Math.round(ROWS / seconds), ...result };
}

try {
  const results = [await pull("new feed")];
  version = 2;
  body = feed(version);
  results.push(await pull("a tenth repriced"));
  console.table(results);
} finally {
  server.close();
  await db.delete(listings).where(eq(listings.source, source));
  await db.delete(partners).where(eq(partners.id, partner!.id));
  await handle.close();
}
