/**
 * The new-car catalogue as the research pages read it (issue 33): every make, model and variant
 * with specifications and equipment, read once per process and database (1,276 variants, a few
 * MB) so a model or variant page costs no catalogue query. The catalogue changes only when the
 * import runs; `refreshResearchCatalogue` re-reads it then.
 */
import { asc } from "drizzle-orm";
import type { Database } from "../db/client";
import { makes, models, variants } from "../db/schema";
import { slugify } from "~/lib/slug";
import type { VariantSpecs } from "~/lib/variant-specs";

export interface ResearchVariant {
  id: number;
  slug: string;
  name: string;
  exShowroom: number | null;
  fuel: string | null;
  transmission: string | null;
  gearbox: string | null;
  bodyType: string | null;
  seats: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  torqueNm: number | null;
  fuelEconomy: number | null;
  rangeKm: number | null;
  specs: VariantSpecs;
  /** Standard equipment as the catalogue names it ("Sunroof", "Rear Parking Camera"...). */
  features: string[];
}

export interface ResearchMake {
  id: number;
  name: string;
  slug: string;
}

export interface ResearchModel {
  id: number;
  name: string;
  slug: string;
  bodyType: string | null;
  make: ResearchMake;
  /** Cheapest first; unpriced variants last, by name. */
  variants: ResearchVariant[];
}

/** Where a URL's slugs lead: the model, and whether the URL was its canonical spelling. */
export interface ModelLookup {
  model: ResearchModel;
  canonical: boolean;
}

export class ResearchCatalogue {
  private readonly bySlugs = new Map<string, ResearchModel>();
  private readonly byLooseKey = new Map<string, ResearchModel>();

  constructor(readonly models: readonly ResearchModel[]) {
    for (const model of models) {
      this.bySlugs.set(`${model.make.slug}/${model.slug}`, model);
      this.byLooseKey.set(`${slugify(model.make.name)}/${slugify(model.name)}`, model);
    }
  }

  /**
   * The model named by a URL's slugs. An exact canonical match, or a differently-cased, spaced or
   * older spelling of the names (`Maruti-Suzuki/Wagon_R`), which the page answers with a 301.
   */
  findModel(makeSlug: string, modelSlug: string): ModelLookup | null {
    const exact = this.bySlugs.get(`${makeSlug}/${modelSlug}`);
    if (exact) return { model: exact, canonical: true };
    const loose = this.byLooseKey.get(`${slugify(makeSlug)}/${slugify(modelSlug)}`) ?? this.bySlugs.get(`${slugify(makeSlug)}/${slugify(modelSlug)}`);
    return loose ? { model: loose, canonical: false } : null;
  }

  /** A make's models (for the 404 page's links), by the make's slug in any spelling. */
  modelsOfMake(makeSlug: string): ResearchModel[] {
    const wanted = slugify(makeSlug);
    return this.models.filter((m) => m.make.slug === wanted || slugify(m.make.name) === wanted);
  }

  findVariant(model: ResearchModel, variantSlug: string): { variant: ResearchVariant; canonical: boolean } | null {
    const exact = model.variants.find((v) => v.slug === variantSlug);
    if (exact) return { variant: exact, canonical: true };
    const loose = model.variants.find((v) => v.slug === slugify(variantSlug));
    return loose ? { variant: loose, canonical: false } : null;
  }
}

async function readCatalogue(db: Database): Promise<ResearchCatalogue> {
  const [makeRows, modelRows, variantRows] = await Promise.all([
    db.select({ id: makes.id, name: makes.name, slug: makes.slug }).from(makes),
    db.select({ id: models.id, makeId: models.makeId, name: models.name, slug: models.slug, bodyType: models.bodyType }).from(models).orderBy(asc(models.name)),
    db
      .select({
        id: variants.id,
        modelId: variants.modelId,
        slug: variants.slug,
        name: variants.name,
        exShowroom: variants.exShowroomPrice,
        fuel: variants.fuelType,
        transmission: variants.transmission,
        gearbox: variants.gearbox,
        bodyType: variants.bodyType,
        seats: variants.seats,
        engineCc: variants.engineCc,
        powerBhp: variants.powerBhp,
        torqueNm: variants.torqueNm,
        fuelEconomy: variants.fuelEconomy,
        rangeKm: variants.rangeKm,
        specs: variants.specs,
        features: variants.features,
      })
      .from(variants),
  ]);
  const makeById = new Map(makeRows.map((m) => [m.id, m]));
  const variantsOf = new Map<number, ResearchVariant[]>();
  for (const { modelId, ...variant } of variantRows) {
    const list = variantsOf.get(modelId) ?? [];
    list.push(variant);
    variantsOf.set(modelId, list);
  }
  const byPrice = (a: ResearchVariant, b: ResearchVariant) =>
    (a.exShowroom ?? Number.MAX_SAFE_INTEGER) - (b.exShowroom ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name);
  const list = modelRows.flatMap((m) => {
    const make = makeById.get(m.makeId);
    if (!make) return [];
    return [{ id: m.id, name: m.name, slug: m.slug, bodyType: m.bodyType, make, variants: (variantsOf.get(m.id) ?? []).sort(byPrice) }];
  });
  return new ResearchCatalogue(list);
}

// Per database handle, so each test database has its own copy and production has one.
const copies = new WeakMap<Database, Promise<ResearchCatalogue>>();

export function getResearchCatalogue(db: Database): Promise<ResearchCatalogue> {
  let copy = copies.get(db);
  if (!copy) {
    copy = readCatalogue(db);
    copies.set(db, copy);
    copy.catch(() => copies.delete(db));
  }
  return copy;
}

/** After an import changed the catalogue. */
export function refreshResearchCatalogue(db: Database): Promise<ResearchCatalogue> {
  copies.delete(db);
  return getResearchCatalogue(db);
}
