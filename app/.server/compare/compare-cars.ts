/**
 * What /compare is made of: the cars to compare (ids that do not load are skipped), a sample
 * pair of real listings for when none are named, and the brands offered in the picker.
 */
import { sql } from "drizzle-orm";
import type { CompareVehicle } from "~/lib/compare";
import { wideTrendGap, type VariantNewPrice } from "~/lib/compare-price-texts";
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
        const trend = await priceTrendFor(db, detail, now);
        // Read only when the page will explain a wide gap between fair price and median.
        const newPrice = wideTrendGap(trend, fairPrice?.estimate) === null ? null : await variantNewPrice(db, detail.id);
        return { vehicle, specs, fairPrice, trend, variantNewPrice: newPrice };
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return null;
        throw error;
      }
    }),
  );
  return loaded.filter((car): car is CompareVehicle => car !== null);
}

/**
 * Ex-showroom price of the listing's catalogue variant (the one its fair price reads) and the
 * median of its model's variants; null without a linked, priced variant.
 */
export async function variantNewPrice(db: Database, listingId: string): Promise<VariantNewPrice | null> {
  const result = await db.execute<{ variant: number | null; model_median: number | string | null }>(sql`
    select v.ex_showroom_price as variant,
      (select percentile_cont(0.5) within group (order by m.ex_showroom_price) from variants m where m.model_id = v.model_id) as model_median
    from listings l join variants v on v.id = l.variant_id
    where l.id = ${Number(listingId)}`);
  const row = result.rows[0];
  if (!row || row.variant === null || row.model_median === null) return null;
  return { variant: Number(row.variant), modelMedian: Math.round(Number(row.model_median)) };
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
