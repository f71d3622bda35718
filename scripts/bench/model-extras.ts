/**
 * `npx tsx scripts/bench/model-extras.ts`: the new-car model page's extra blocks (issue 33)
 * timed in process on an already-seeded database (BENCH_DATABASE_URL for PostgreSQL, else
 * DATA_DIR for PGlite), on the models with the most cars on sale. Per model: the used
 * alternatives with the curve read cold (its ten-minute cache skipped by moving the clock) and
 * warm, the news that mentions it, and its similar models. Target: the whole page under 50 ms
 * at p95 at a million listings, so these together must leave the page most of that.
 */
import { loadUsedAlternatives } from "../../app/.server/catalogue/used-alternatives";
import { getResearchCatalogue } from "../../app/.server/catalogue/research-catalogue";
import { similarModels } from "../../app/.server/catalogue/similar-models";
import { newsMentioning } from "../../app/.server/content/model-news";
import { openDatabase } from "../../app/.server/db/client";
import { countByMakeModel, dealRatingsSettled, getListingIndex, scanWorker } from "../../app/.server/search";
import { percentile } from "./http-latency";

const MODELS = Number(process.env.BENCH_MODELS ?? 40);

async function timed(run: () => unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function row(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const fixed = (n: number) => Math.round(n * 10) / 10;
  return { name, calls: sorted.length, p50: fixed(percentile(sorted, 50)), p95: fixed(percentile(sorted, 95)), max: fixed(sorted[sorted.length - 1]) };
}

const handle = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: process.env.DATA_DIR, poolSize: 4 });
try {
  const ix = await getListingIndex(handle.db);
  await scanWorker.whenOnline();
  await dealRatingsSettled(ix);
  const catalogue = await getResearchCatalogue(handle.db);
  console.log(`index of ${ix.size} slots; ${catalogue.models.length} catalogue models`);
  // The most listed models first: the largest curves and searches.
  const onSale = new Map(countByMakeModel(ix).map((c) => [`${c.make}\n${c.model}`, c.count]));
  const models = [...catalogue.models]
    .sort((a, b) => (onSale.get(`${b.make.name}\n${b.name}`) ?? 0) - (onSale.get(`${a.make.name}\n${a.name}`) ?? 0))
    .slice(0, MODELS);
  const cold: number[] = [], warm: number[] = [], news: number[] = [], similar: number[] = [];
  // Warm-up: connections, prepared plans and the search's compiled pass.
  for (const model of models.slice(0, 3)) await loadUsedAlternatives(handle.db, model);
  let minutes = 0;
  for (const model of models) {
    // Each call 11 minutes later than the last: past the curve's cache, so its query runs.
    const later = () => new Date(Date.now() + ++minutes * 11 * 60_000);
    cold.push(await timed(() => loadUsedAlternatives(handle.db, model, later())));
    warm.push(await timed(() => loadUsedAlternatives(handle.db, model, new Date(Date.now() + minutes * 11 * 60_000))));
    news.push(await timed(() => newsMentioning(handle.db, model.make.name, model.name)));
    similar.push(await timed(() => similarModels(catalogue, model)));
  }
  console.table([
    row("used alternatives, curve read (cache missed)", cold),
    row("used alternatives, curve cached", warm),
    row("news mentioning the model", news),
    row("similar models", similar),
  ]);
} finally {
  await handle.close();
}
process.exit(0);
