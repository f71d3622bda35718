/**
 * Seeding entry points: the real Indian car-market data (catalogue + two used-car files) when the
 * reference folder is available, else a generated demo catalogue and listings; optionally bulk
 * synthetic listings. Idempotent: every table is upserted by a stable key.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { ensureNewsArticles } from "../content/ensure-news-articles";
import { ensureBlogSeed } from "../content/blog-seed";
import { listings, variants } from "../db/schema";
import { importCatalogue, readCatalogueFile } from "./catalogue-import";
import { CatalogueIndex } from "./catalogue-match";
import { ensureDemoAccounts } from "./demo-accounts";
import { ensureDemoChat } from "./demo-chat";
import { ensureDemoNewCarLeads } from "./demo-new-car-leads";
import { ensureDemoPartners } from "./demo-partners";
import { ensureDemoSellers } from "./demo-seller";
import { demoCatalogueInputs } from "./generator-catalogue";
import { importListingFile } from "./listing-import";
import { carDetailsRow, usedCarsRow } from "./listing-rows";
import { compactKey } from "./normalise-names";
import type { FileReport, SeedReport } from "./seed-report";
import { addGeneratedListings } from "./synthetic";

export { formatSeedReport } from "./seed-report";
export type { FileReport, SeedReport };

export const CATALOGUE_FILE = "cars_ds_final.csv";
export const USED_CARS_FILE = "used_cars_data.csv";
export const CAR_DETAILS_FILE = "car_details_v3.csv";
/** Listings in generated mode (no reference data). */
export const GENERATED_LISTINGS = 3_000;


export interface SeedOptions {
  seedDataDir: string | null;
  synthetic?: number;
  now?: Date;
  log?: (line: string) => void;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.execute<{ empty: boolean }>(
    sql`SELECT NOT EXISTS (SELECT 1 FROM ${listings}) AND NOT EXISTS (SELECT 1 FROM ${variants}) AS empty`,
  ).then((r) => r.rows);
  return row.empty;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const report: SeedReport = {
    files: [], makes: 0, models: 0, variants: 0, listings: 0, crossListed: 0, priceChanges: 0, synthetic: 0, durationMs: 0,
    mode: options.seedDataDir ? "real" : "generated",
    demoAccounts: [],
  };

  if (options.seedDataDir) {
    const dir = options.seedDataDir;
    for (const file of [CATALOGUE_FILE, USED_CARS_FILE, CAR_DETAILS_FILE]) {
      if (!existsSync(path.join(dir, file))) throw new Error(`Seed data folder ${dir} has no ${file}`);
    }
    const { inputs, report: catalogueReport } = await readCatalogueFile(path.join(dir, CATALOGUE_FILE));
    report.files.push(catalogueReport);
    const catalogue = await db.transaction((tx) => importCatalogue(tx, inputs));
    log(`catalogue: ${catalogue.makes} makes, ${catalogue.models} models, ${catalogue.variants} variants`);
    Object.assign(report, { makes: catalogue.makes, models: catalogue.models, variants: catalogue.variants });

    const ctx = {
      index: new CatalogueIndex(catalogue.refs),
      makeIds: new Map(catalogue.refs.map((m) => [compactKey(m.name), m.id])),
      now,
    };
    for (const [file, parse] of [[USED_CARS_FILE, usedCarsRow], [CAR_DETAILS_FILE, carDetailsRow]] as const) {
      const result = await importListingFile(db, path.join(dir, file), parse, ctx);
      log(`${file}: ${result.report.imported} of ${result.report.read} rows imported`);
      report.files.push(result.report);
      report.listings += result.listings;
      report.crossListed += result.crossListed;
      report.priceChanges += result.priceChanges;
    }
    report.makes = ctx.makeIds.size;
  } else {
    const catalogue = await db.transaction((tx) => importCatalogue(tx, demoCatalogueInputs()));
    Object.assign(report, { makes: catalogue.makes, models: catalogue.models, variants: catalogue.variants });
    log(`generated catalogue: ${catalogue.makes} makes, ${catalogue.models} models, ${catalogue.variants} variants`);
    const generated = await addGeneratedListings(db, { count: GENERATED_LISTINGS, prefix: "gen", isSynthetic: false, now });
    Object.assign(report, generated);
    log(`generated listings: ${generated.listings}`);
  }

  if (options.synthetic && options.synthetic > 0) {
    const synthetic = await addGeneratedListings(db, { count: options.synthetic, prefix: "syn", isSynthetic: true, now });
    report.synthetic = synthetic.listings;
    log(`synthetic listings: ${synthetic.listings}`);
  }

  report.demoAccounts = await ensureDemoAccounts(db);
  // After the import: it picks imported cars, and puts back what a re-import rewrites.
  const sellers = await ensureDemoSellers(db, now);
  log(`demo dealer: ${sellers.dealerListings} listings${sellers.created ? " with a year of views, enquiries and sales" : ""}`);
  if (await ensureDemoChat(db, now)) log("demo chat: the demo buyer and the demo dealer");
  const demoLeads = await ensureDemoNewCarLeads(db, now);
  if (demoLeads) log(`demo new-car leads: ${demoLeads} for the demo dealer`);
  log(`partners: ${await ensureDemoPartners(db)} platforms registered (keys are issued on /admin/partners)`);
  log(`news: ${await ensureNewsArticles(db)} articles written`);
  log(`blog: ${await ensureBlogSeed(db)} stories written`);

  // Fresh planner statistics after a bulk load; VACUUM cannot run inside a transaction.
  await db.execute(sql`VACUUM ANALYZE`);
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
