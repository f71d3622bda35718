/**
 * The server side of /compare, beside its page: the cars named by `?ids=`, or, with none, a
 * sample pair of real listings; plus the brands offered in the picker.
 */
import { loadCompareVehicles, samplePairIds, topBrands } from "~/.server/compare/compare-cars";
import { getDb } from "~/.server/db/client";
import { parseCompareIds, type ComparePageData } from "~/lib/compare";

export async function loadComparePage(request: Request): Promise<ComparePageData> {
  const db = await getDb();
  const requested = parseCompareIds(new URL(request.url).searchParams.get("ids"));
  const sample = requested.length === 0;
  const ids = sample ? await samplePairIds(db) : requested;
  const [vehicles, brands] = await Promise.all([loadCompareVehicles(db, ids), topBrands(db)]);
  return { vehicles, sample: sample && vehicles.length > 0, brands };
}
