/**
 * `npx tsx scripts/seed.ts [--synthetic N]`: migrate the database (PGlite under DATA_DIR, or
 * DATABASE_URL) and seed it from the reference data folder, or generated demo data without it.
 * Safe to re-run: the import upserts. Exits 1 with a readable message on failure.
 */
import { getDbHandle, type DbHandle } from "../app/.server/db/client";
import { migrateDatabase } from "../app/.server/db/migrate";
import { getEnv } from "../app/.server/env";
import { formatSeedReport, seedDatabase } from "../app/.server/import/seed";

const USAGE = "Usage: npx tsx scripts/seed.ts [--synthetic N]   (N: a whole number of extra synthetic listings)";

function parseArgs(argv: readonly string[]): { synthetic: number } {
  let synthetic = 0;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const inline = arg.startsWith("--synthetic=") ? arg.slice("--synthetic=".length) : null;
    if (arg === "--synthetic" || inline !== null) {
      const value = inline ?? argv[++i];
      if (value === undefined || !/^\d+$/.test(value) || Number(value) > 10_000_000) {
        throw new Error(`--synthetic needs a whole number from 0 to 10000000, got ${value === undefined ? "nothing" : `"${value}"`}.\n${USAGE}`);
      }
      synthetic = Number(value);
    } else if (arg === "--help" || arg === "-h") {
      throw new Error(USAGE);
    } else {
      throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
    }
  }
  return { synthetic };
}

async function main(): Promise<void> {
  const { synthetic } = parseArgs(process.argv.slice(2));
  const env = getEnv();
  let handle: DbHandle | undefined;
  try {
    handle = await getDbHandle();
    await migrateDatabase(handle);
    console.log(env.seedDataDir ? `Seeding from ${env.seedDataDir} ...` : "No seed data folder found: seeding generated demo data ...");
    const report = await seedDatabase(handle.db, { seedDataDir: env.seedDataDir, synthetic, log: (line) => console.log(`  ${line}`) });
    console.log(formatSeedReport(report));
  } finally {
    await handle?.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
