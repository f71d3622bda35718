/**
 * Imports one used-car CSV: validate each row (counting skips by reason), drop in-file
 * duplicates, link to the catalogue, create makes the catalogue lacks, then write listings,
 * cross-listed copies and price history, and group the same cars, in one transaction.
 */
import path from "node:path";
import { slugify } from "../../lib/slug";
import { deliverPriceAlerts } from "../alerts/deliver-price-alerts";
import type { Database } from "../db/client";
import { logger } from "../logger";
import type { CatalogueIndex, ListingIdentity } from "./catalogue-match";
import { upsertMakes } from "./catalogue-import";
import { readCsv, type CsvRecord } from "./csv";
import { buildListings, type PreparedListing } from "./listing-build";
import { duplicateKey, type ListingFact, type RowResult } from "./listing-rows";
import { writeListings } from "./listing-write";
import { fileReport, recordSkip, type FileReport } from "./seed-report";
import { compactKey } from "./normalise-names";

export interface FileImportResult {
  report: FileReport;
  listings: number;
  crossListed: number;
  priceChanges: number;
}

export type RowParser = (record: CsvRecord, file: string, currentYear: number) => RowResult;

export interface ListingImportContext {
  index: CatalogueIndex;
  /** Make ids by compact name; grows as listing-only makes are created. */
  makeIds: Map<string, number>;
  now: Date;
}

export async function importListingFile(
  db: Database,
  filePath: string,
  parse: RowParser,
  ctx: ListingImportContext,
): Promise<FileImportResult> {
  const file = path.basename(filePath);
  const table = await readCsv(filePath);
  const report = fileReport(file, table.records.length);
  const skip = (row: number, reason: string) => recordSkip(report, row, reason);

  const accepted: { fact: ListingFact; identity: ListingIdentity }[] = [];
  const seen = new Set<string>();
  const currentYear = ctx.now.getUTCFullYear();
  for (const record of table.records) {
    const result = parse(record, file, currentYear);
    if ("skip" in result) {
      skip(record.row, result.skip);
      continue;
    }
    const dup = duplicateKey(result.fact);
    if (seen.has(dup)) {
      skip(record.row, "duplicate");
      continue;
    }
    // A repeated id (S.No.) would make one upsert touch the same row twice.
    if (seen.has(result.fact.key)) {
      skip(record.row, "duplicate id");
      continue;
    }
    seen.add(dup).add(result.fact.key);
    const identity = ctx.index.identify(result.fact.name, result.fact.fuelType, result.fact.transmission);
    if (!identity) {
      skip(record.row, "unparseable name");
      continue;
    }
    accepted.push({ fact: result.fact, identity });
  }
  report.imported = accepted.length;

  const missingMakes = [...new Set(accepted.map((a) => a.identity.make))].filter((m) => !ctx.makeIds.has(compactKey(m)));
  if (missingMakes.length > 0) {
    const ids = await upsertMakes(db, missingMakes);
    for (const make of missingMakes) ctx.makeIds.set(compactKey(make), ids.get(slugify(make))!);
  }

  const prepared: PreparedListing[] = [];
  let priceChanges = 0;
  for (const { fact, identity } of accepted) {
    const built = buildListings(fact, identity, {
      now: ctx.now,
      makeId: ctx.makeIds.get(compactKey(identity.make)) ?? null,
      isSynthetic: false,
      crossList: true,
    });
    for (const p of built) priceChanges += p.history.length - 1;
    prepared.push(...built);
  }
  const updated = await db.transaction((tx) => writeListings(tx, prepared, { now: ctx.now, groupSameCars: true }));
  // After the commit: a re-import that lowered prices mails the alerts on those cars. An error
  // here must not fail the import; the server's periodic run picks up whatever is still due.
  await deliverPriceAlerts(db, { listingIds: updated }).catch((error: unknown) => logger.error({ err: error }, "price alert delivery after import failed"));
  return { report, listings: prepared.length, crossListed: prepared.length - accepted.length, priceChanges };
}
