/**
 * Writes the catalogue (makes, models, variants) idempotently: makes by slug, models by
 * (make, slug), variants by source_key, so a re-import updates rows instead of duplicating them.
 */
import path from "node:path";
import { slugify } from "../../lib/slug";
import { makes, models, variants } from "../db/schema";
import type { CatalogueMakeRef, CatalogueModelRef } from "./catalogue-match";
import { catalogueRowToVariant, type CatalogueVariantInput } from "./catalogue-specs";
import { readCsv } from "./csv";
import { chunk, columnsExcept, excludedSet, type Executor } from "./db-batch";
import { isLuxuryMake } from "./normalise-names";
import { fileReport, recordSkip, type FileReport } from "./seed-report";

const BATCH = 500;

/** cars_ds_final.csv -> variant inputs; a row without a model name is skipped. */
export async function readCatalogueFile(filePath: string): Promise<{ inputs: CatalogueVariantInput[]; report: FileReport }> {
  const table = await readCsv(filePath);
  const report = fileReport(path.basename(filePath), table.records.length);
  const inputs: CatalogueVariantInput[] = [];
  for (const record of table.records) {
    const input = catalogueRowToVariant(record.values, record.row);
    if (input.model === "") recordSkip(report, record.row, "missing model");
    else inputs.push(input);
  }
  report.imported = inputs.length;
  return { inputs, report };
}

/** Upserts makes by slug; returns id by slug. */
export async function upsertMakes(db: Executor, names: readonly string[]): Promise<Map<string, number>> {
  const bySlug = new Map<string, string>();
  for (const name of names) if (!bySlug.has(slugify(name))) bySlug.set(slugify(name), name);
  const ids = new Map<string, number>();
  for (const batch of chunk([...bySlug], BATCH)) {
    const rows = await db
      .insert(makes)
      .values(batch.map(([slug, name]) => ({ name, slug, isLuxury: isLuxuryMake(name) })))
      .onConflictDoUpdate({ target: makes.slug, set: excludedSet(makes, ["name", "isLuxury"]) })
      .returning({ id: makes.id, slug: makes.slug });
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
}

/** The most common value; ties go to the one seen first. */
function mostCommon<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | null = null;
  for (const [v, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = v;
  return best;
}

export interface CatalogueImportResult {
  makes: number;
  models: number;
  variants: number;
  refs: CatalogueMakeRef[];
}

export async function importCatalogue(
  db: Executor,
  inputs: readonly CatalogueVariantInput[],
): Promise<CatalogueImportResult> {
  const makeIds = await upsertMakes(db, inputs.map((v) => v.make));

  const modelGroups = new Map<string, { makeSlug: string; name: string; slug: string; items: CatalogueVariantInput[] }>();
  for (const v of inputs) {
    const makeSlug = slugify(v.make);
    const key = `${makeSlug}/${slugify(v.model)}`;
    const group = modelGroups.get(key) ?? { makeSlug, name: v.model, slug: slugify(v.model), items: [] };
    group.items.push(v);
    modelGroups.set(key, group);
  }
  const modelIds = new Map<string, number>();
  for (const batch of chunk([...modelGroups.values()], BATCH)) {
    const rows = await db
      .insert(models)
      .values(
        batch.map((g) => ({
          makeId: makeIds.get(g.makeSlug)!,
          name: g.name,
          slug: g.slug,
          bodyType: mostCommon(g.items.map((i) => i.bodyType)),
        })),
      )
      .onConflictDoUpdate({ target: [models.makeId, models.slug], set: excludedSet(models, ["name", "bodyType"]) })
      .returning({ id: models.id, makeId: models.makeId, slug: models.slug });
    for (const row of rows) modelIds.set(`${row.makeId}/${row.slug}`, row.id);
  }

  // Variant slugs are unique within a model: the catalogue repeats some names (two "W7" rows).
  const variantRows = [];
  for (const g of modelGroups.values()) {
    const modelId = modelIds.get(`${makeIds.get(g.makeSlug)}/${g.slug}`)!;
    const used = new Map<string, number>();
    for (const v of g.items) {
      const base = slugify(v.variant) || "standard";
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      const { make: _make, model: _model, variant, ...columns } = v;
      variantRows.push({ ...columns, modelId, name: variant, slug: n === 1 ? base : `${base}-${n}` });
    }
  }
  const variantIds = new Map<string, number>();
  for (const batch of chunk(variantRows, BATCH)) {
    const rows = await db
      .insert(variants)
      .values(batch)
      .onConflictDoUpdate({ target: variants.sourceKey, set: excludedSet(variants, columnsExcept(variants, ["id", "sourceKey"])) })
      .returning({ id: variants.id, sourceKey: variants.sourceKey });
    for (const row of rows) variantIds.set(row.sourceKey, row.id);
  }

  return {
    makes: makeIds.size,
    models: modelGroups.size,
    variants: variantRows.length,
    refs: buildRefs(modelGroups, makeIds, modelIds, variantIds),
  };
}

function buildRefs(
  groups: Map<string, { makeSlug: string; name: string; slug: string; items: CatalogueVariantInput[] }>,
  makeIds: Map<string, number>,
  modelIds: Map<string, number>,
  variantIds: Map<string, number>,
): CatalogueMakeRef[] {
  const makesById = new Map<number, CatalogueMakeRef>();
  for (const g of groups.values()) {
    const makeId = makeIds.get(g.makeSlug)!;
    const make = makesById.get(makeId) ?? { id: makeId, name: g.items[0].make, models: [] };
    makesById.set(makeId, make);
    const model: CatalogueModelRef = {
      id: modelIds.get(`${makeId}/${g.slug}`)!,
      name: g.name,
      bodyType: mostCommon(g.items.map((i) => i.bodyType)),
      variants: g.items.map((v) => ({
        id: variantIds.get(v.sourceKey)!,
        name: v.variant,
        fuelType: v.fuelType,
        transmission: v.transmission,
        gearbox: v.gearbox,
        seats: v.seats,
        features: v.features,
      })),
    };
    make.models.push(model);
  }
  return [...makesById.values()];
}
