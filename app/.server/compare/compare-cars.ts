/**
 * What /compare is made of: the cars to compare (ids that do not load are skipped), a sample
 * pair of real listings for when none are named, and the brands offered in the picker.
 */
import { sql } from "drizzle-orm";
import type { CompareVehicle } from "~/lib/compare";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";
import { logger } from "../logger";
import { getVehicle } from "../listings/get-vehicle";
import { listMakes } from "../listings/list-makes";
import { priceTrendFor } from "./price-trend";
import { activeListing } from "../listings/active-listing";

const BRAND_COUNT = 6;
/** Spec section 8: the brand list when the makes cannot be read. */
const FALLBACK_BRANDS = ["Maruti Suzuki", "Hyundai", "Tata", "Kia", "Toyota", "Honda"];
/** Two mid-size SUVs buyers often weigh against each other. */
const SAMPLE_MODELS = [
  { make: "Hyundai", model: "Creta" },
  { make: "Kia", model: "Seltos" },
];

export async function loadCompareVehicles(db: Database, ids: readonly string[], now = new Date()): Promise<CompareVehicle[]> {
  const loaded = await Promise.all(
    ids.map(async (id): Promise<CompareVehicle | null> => {
      try {
        const detail = await getVehicle(db, id);
        const { specs, priceHistory: _history, fairPrice, ...vehicle } = detail;
        return { vehicle, specs, fairPrice, trend: await priceTrendFor(db, detail, now) };
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return null;
        throw error;
      }
    }),
  );
  return loaded.filter((car): car is CompareVehicle => car !== null);
}

/** The newest active listing of each sample model; other newest cars fill in when one is missing. */
export async function samplePairIds(db: Database): Promise<string[]> {
  const ids: string[] = [];
  for (const { make, model } of SAMPLE_MODELS) {
    const result = await db.execute<{ id: number }>(sql`
      select id from listings where ${activeListing} and make = ${make} and model = ${model}
      order by year desc, listed_at desc, id desc limit 1`);
    if (result.rows[0]) ids.push(String(result.rows[0].id));
  }
  if (ids.length < SAMPLE_MODELS.length) {
    const exclude = JSON.stringify(ids.map(Number));
    const result = await db.execute<{ id: number }>(sql`
      select id from listings where ${activeListing}
        and id not in (select jsonb_array_elements_text(${exclude}::jsonb)::int)
      order by year desc, listed_at desc, id desc limit ${SAMPLE_MODELS.length - ids.length}`);
    ids.push(...result.rows.map((r) => String(r.id)));
  }
  return ids;
}

/** The makes with the most cars on sale, for the picker's brand dropdown (counted by the search index). */
export async function topBrands(db: Database): Promise<string[]> {
  try {
    const makes = (await listMakes(db)).filter((m) => m.listingCount > 0);
    makes.sort((a, b) => b.listingCount - a.listingCount || a.name.localeCompare(b.name));
    return makes.length > 0 ? makes.slice(0, BRAND_COUNT).map((m) => m.name) : FALLBACK_BRANDS;
  } catch (error) {
    logger.warn({ err: error }, "compare: brand list unavailable, using the fallback");
    return FALLBACK_BRANDS;
  }
}
