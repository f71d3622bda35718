/**
 * Generated listings from the catalogue already in the database: the demo listings of generated
 * mode ("gen-<n>") and bulk synthetic listings ("syn-<n>", is_synthetic). Built and written in
 * chunks, each in one transaction, so 100,000 rows stay fast and memory-light.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { seededRandom } from "../../lib/seeded-random";
import type { FuelType, Transmission } from "../../lib/vehicle-vocabulary";
import type { Database } from "../db/client";
import { makes, models, variants } from "../db/schema";
import type { Executor } from "./db-batch";
import { generatedFact, generatedIdentity, popularity, weightedPicker, type GeneratorVariant } from "./generator";
import { buildListings, type PreparedListing } from "./listing-build";
import { writeListings } from "./listing-write";

const CHUNK = 10_000;

export async function loadGeneratorVariants(db: Executor): Promise<GeneratorVariant[]> {
  const rows = await db
    .select({
      variantId: variants.id,
      variantName: variants.name,
      fuelType: variants.fuelType,
      transmission: variants.transmission,
      gearbox: variants.gearbox,
      seats: variants.seats,
      features: variants.features,
      exShowroomPrice: variants.exShowroomPrice,
      engineCc: variants.engineCc,
      powerBhp: variants.powerBhp,
      fuelEconomy: variants.fuelEconomy,
      modelId: models.id,
      modelName: models.name,
      bodyType: models.bodyType,
      makeId: makes.id,
      makeName: makes.name,
      isLuxury: makes.isLuxury,
    })
    .from(variants)
    .innerJoin(models, eq(variants.modelId, models.id))
    .innerJoin(makes, eq(models.makeId, makes.id))
    .where(and(isNotNull(variants.exShowroomPrice), isNotNull(variants.fuelType), isNotNull(variants.transmission)))
    .orderBy(asc(variants.id));
  return rows.map((r) => ({
    make: r.makeName,
    makeId: r.makeId,
    isLuxury: r.isLuxury,
    model: { id: r.modelId, name: r.modelName, bodyType: r.bodyType, variants: [] },
    variant: {
      id: r.variantId,
      name: r.variantName,
      fuelType: r.fuelType,
      transmission: r.transmission,
      gearbox: r.gearbox,
      seats: r.seats,
      features: r.features,
    },
    exShowroomPrice: r.exShowroomPrice!,
    fuelType: r.fuelType as FuelType,
    transmission: r.transmission as Transmission,
    engineCc: r.engineCc,
    powerBhp: r.powerBhp,
    fuelEconomy: r.fuelEconomy,
  }));
}

export interface GenerateOptions {
  count: number;
  /** Source id prefix: "gen" for demo listings, "syn" for synthetic ones. */
  prefix: "gen" | "syn";
  isSynthetic: boolean;
  now: Date;
}

export interface GenerateResult {
  listings: number;
  crossListed: number;
  priceChanges: number;
}

export async function addGeneratedListings(db: Database, options: GenerateOptions): Promise<GenerateResult> {
  const result: GenerateResult = { listings: 0, crossListed: 0, priceChanges: 0 };
  if (options.count <= 0) return result;
  const pool = await loadGeneratorVariants(db);
  if (pool.length === 0) return result;
  const pick = weightedPicker(pool, popularity);
  const file = options.prefix === "syn" ? "synthetic" : "generated";
  for (let start = 1; start <= options.count; start += CHUNK) {
    const prepared: PreparedListing[] = [];
    for (let n = start; n < Math.min(start + CHUNK, options.count + 1); n++) {
      const key = `${options.prefix}-${n}`;
      const v = pick(seededRandom(file, key, "variant").next());
      const built = buildListings(generatedFact(v, file, key, options.now), generatedIdentity(v), {
        now: options.now,
        makeId: v.makeId,
        isSynthetic: options.isSynthetic,
        crossList: !options.isSynthetic,
      });
      result.crossListed += built.length - 1;
      for (const p of built) result.priceChanges += p.history.length - 1;
      prepared.push(...built);
    }
    result.listings += prepared.length;
    // Synthetic rows are bulk filler for load tests, none a copy of another (not cross-listed):
    // grouping a million of them would cost a probe per car and find only look-alikes.
    await db.transaction((tx) => writeListings(tx, prepared, { now: options.now, insertOnly: options.isSynthetic, groupSameCars: !options.isSynthetic }));
  }
  return result;
}
