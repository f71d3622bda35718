/** Sequential HTTP timings (one request at a time, so each number is one request's latency). */
export interface LatencyStats {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** One GET, its whole body read (a streamed page counts until its last byte), in ms; throws on a status not in `accept`. */
export async function timedGet(baseUrl: string, path: string, accept: readonly number[] = [200]): Promise<number> {
  const started = performance.now();
  const response = await fetch(baseUrl + path);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!accept.includes(response.status)) throw new Error(`${path} answered ${response.status}`);
  return ms;
}

export function summarise(name: string, times: number[]): LatencyStats {
  const sorted = [...times].sort((a, b) => a - b);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return { name, requests: sorted.length, p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), max: round1(sorted[sorted.length - 1]) };
}

export async function measure(baseUrl: string, name: string, paths: string[], rounds: number): Promise<LatencyStats> {
  // Warm up caches and the query planner the way a running site would be.
  for (const path of paths) await (await fetch(baseUrl + path)).arrayBuffer();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) times.push(await timedGet(baseUrl, path));
  }
  return summarise(name, times);
}

/** Filtered searches a shopper would run: several filters at once, counts and facets included. */
export const FILTERED_SEARCHES = [
  "/api/vehicles?make=Hyundai&maxPrice=1000000&sort=price_asc",
  "/api/vehicles?fuel=Diesel&transmission=Automatic&minYear=2016",
  "/api/vehicles?bodyType=SUV&minPrice=800000&maxPrice=2000000&page=3",
  "/api/vehicles?city=pune&owners=1&sort=year_desc",
  "/api/vehicles?make=Maruti%20Suzuki,Tata&bodyType=Hatchback&maxKm=60000",
  "/api/vehicles?fuel=Petrol&maxPrice=500000&sort=mileage_asc",
  "/api/vehicles?make=BMW,Audi,Mercedes-Benz&sort=price_desc",
  "/api/vehicles?minYear=2018&maxYear=2020&transmission=Manual&city=delhi",
  "/api/vehicles?deal=great,good&bodyType=SUV&sort=best_deal",
  "/api/vehicles?make=Hyundai&sort=best_deal",
];

export const FREE_TEXT_SEARCHES = [
  "/api/vehicles?q=creta",
  "/api/vehicles?q=hyundai%20creta%202019",
  "/api/vehicles?q=SUVs%20with%20sunroof%20under%2015%20lakh",
  "/api/vehicles?q=diesel%20automatic%20under%208L%20in%20pune",
  "/api/vehicles?q=hatchbacks%20with%20best%20mileage",
  "/api/vehicles?q=swift%20vdi",
  "/api/vehicles?q=7-seater%20cars%20with%20automatic%20transmission",
  "/api/vehicles?q=between%205%20and%2010%20lakh",
];
