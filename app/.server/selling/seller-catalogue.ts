/**
 * The catalogue as a seller picks from it: makes, their models and each model's variants. The
 * make must be one we know; the model may be an older one the catalogue lacks (a 2009 Santro
 * Xing is still a car to sell), and then the listing simply has no catalogue link.
 * Read once per process: the catalogue changes only when the import runs.
 */
import { asc } from "drizzle-orm";
import type { Database } from "../db/client";
import { makes, models, variants } from "../db/schema";
import { compactKey } from "../import/normalise-names";
import type { ListingData } from "../../lib/selling/listing-form";
import type { CatalogueChoices } from "../../lib/selling/catalogue-choices";

export interface SellerVariant {
  id: number;
  name: string;
  fuelType: string | null;
  transmission: string | null;
  gearbox: string | null;
  seats: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  fuelEconomy: number | null;
  rangeKm: number | null;
  /** Ex-showroom price: the fair-price model reads it from the variant a listing links to. */
  exShowroom: number | null;
  features: string[];
}
export interface SellerModel {
  id: number;
  name: string;
  bodyType: string | null;
  variants: SellerVariant[];
}
export interface SellerMake {
  id: number;
  name: string;
  models: SellerModel[];
}

export type { CatalogueChoices };


async function readCatalogue(db: Database): Promise<SellerMake[]> {
  const [makeRows, modelRows, variantRows] = await Promise.all([
    db.select({ id: makes.id, name: makes.name }).from(makes).orderBy(asc(makes.name)),
    db.select({ id: models.id, makeId: models.makeId, name: models.name, bodyType: models.bodyType }).from(models).orderBy(asc(models.name)),
    db
      .select({
        id: variants.id,
        modelId: variants.modelId,
        name: variants.name,
        fuelType: variants.fuelType,
        transmission: variants.transmission,
        gearbox: variants.gearbox,
        seats: variants.seats,
        engineCc: variants.engineCc,
        powerBhp: variants.powerBhp,
        fuelEconomy: variants.fuelEconomy,
        rangeKm: variants.rangeKm,
        exShowroom: variants.exShowroomPrice,
        features: variants.features,
      })
      .from(variants)
      .orderBy(asc(variants.name)),
  ]);
  const byModel = groupBy(variantRows, (v) => v.modelId);
  const byMake = groupBy(modelRows, (m) => m.makeId);
  return makeRows.map((make) => ({
    ...make,
    models: (byMake.get(make.id) ?? []).map((m) => ({ id: m.id, name: m.name, bodyType: m.bodyType, variants: byModel.get(m.id) ?? [] })),
  }));
}

/** Map.groupBy arrived in Node 21; package.json allows Node 20. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export class SellerCatalogue {
  constructor(readonly makes: readonly SellerMake[]) {}

  findMake(name: string): SellerMake | null {
    return this.makes.find((m) => compactKey(m.name) === compactKey(name)) ?? null;
  }

  /** The catalogue links of a listing; nulls where the names match nothing. */
  resolve(data: Pick<ListingData, "make" | "model" | "variant">): { make: SellerMake; model: SellerModel | null; variant: SellerVariant | null } | null {
    const make = this.findMake(data.make);
    if (!make) return null;
    const model = make.models.find((m) => compactKey(m.name) === compactKey(data.model)) ?? null;
    const variant = model && data.variant ? (model.variants.find((v) => compactKey(v.name) === compactKey(data.variant ?? "")) ?? null) : null;
    return { make, model, variant };
  }

  choices(): CatalogueChoices {
    return this.makes.map((make) => ({
      make: make.name,
      models: make.models.map((m) => ({ name: m.name, bodyType: m.bodyType, variants: m.variants.map((v) => v.name) })),
    }));
  }
}

export const UNKNOWN_MAKE_MESSAGE = "Choose a make from the list";

/** The process's copy, read once. */
const holder = { current: null as Promise<SellerCatalogue> | null };

/** The process's copy; `refresh` after an import changed the catalogue (and in tests). */
export async function getSellerCatalogue(db: Database, refresh = false): Promise<SellerCatalogue> {
  if (refresh || !holder.current) holder.current = readCatalogue(db).then((list) => new SellerCatalogue(list));
  try {
    return await holder.current;
  } catch (error) {
    holder.current = null;
    throw error;
  }
}
