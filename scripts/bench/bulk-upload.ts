/**
 * A dealer's bulk CSV of 1,000 cars on the embedded database (in memory, demo catalogue):
 * parsing, checking every row (schema, make, duplicate registrations) and the one-transaction
 * insert with price history, each timed, plus the whole upload end to end (median of rounds).
 * `BENCH_ONLY=bulk npm run bench`.
 */
import { openDatabase } from "../../app/.server/db/client";
import { users } from "../../app/.server/db/schema";
import { migrateDatabase } from "../../app/.server/db/migrate";
import { importCatalogue } from "../../app/.server/import/catalogue-import";
import { demoCatalogueInputs } from "../../app/.server/import/generator-catalogue";
import { readBulkCsv } from "../../app/.server/selling/bulk-csv-read";
import { importDealerCsv } from "../../app/.server/selling/bulk-import";
import { checkBulkRows } from "../../app/.server/selling/bulk-rows-check";
import { getSellerCatalogue } from "../../app/.server/selling/seller-catalogue";
import { BULK_MAX_ROWS, TEMPLATE_ROWS, toCsv } from "../../app/lib/selling/bulk-csv";

const ROUNDS = 3;

/** 1,000 cars from the template's two examples, registration numbers unique per round. */
function csvBytes(round: number): Uint8Array {
  const [header, ...examples] = TEMPLATE_ROWS;
  const reg = header.indexOf("registration_number");
  const rows = Array.from({ length: BULK_MAX_ROWS }, (_, i) => {
    const row = [...examples[i % examples.length]];
    row[reg] = `MH 1${round} AB ${1000 + i}`;
    return row;
  });
  return new TextEncoder().encode(toCsv([header, ...rows]));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const ms = (started: number) => Math.round(performance.now() - started);

export async function benchBulkUpload() {
  const handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle);
  const { db } = handle;
  await db.transaction((tx) => importCatalogue(tx, demoCatalogueInputs()));
  await db.insert(users).values({ id: "bench-dealer", name: "Bench Motors", email: "bench@example.in", role: "dealer" });
  const catalogue = await getSellerCatalogue(db, true);
  const seller = { userId: "bench-dealer", name: "Bench Motors", isDealer: true, dealerName: "Bench Motors", dealer: null };

  const parse: number[] = [];
  const check: number[] = [];
  const total: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bytes = csvBytes(round);
    let started = performance.now();
    const sheet = readBulkCsv(bytes);
    parse.push(ms(started));
    if (!sheet.ok) throw new Error(sheet.message);
    started = performance.now();
    await checkBulkRows(db, catalogue, seller.userId, sheet);
    check.push(ms(started));
    started = performance.now();
    const report = await importDealerCsv(db, { seller, ip: "bench", fileName: "bench.csv", bytes });
    total.push(ms(started));
    if (report.status !== "listed") throw new Error(`bulk upload not listed: ${JSON.stringify(report).slice(0, 300)}`);
  }
  await handle.close();
  // The end-to-end figure parses and checks again, then inserts: what a dealer waits for.
  return { rows: BULK_MAX_ROWS, rounds: ROUNDS, parseMs: median(parse), checkMs: median(check), uploadEndToEndMs: median(total) };
}
