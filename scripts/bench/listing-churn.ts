/**
 * "The index stays correct while listings change during a load test": writes listing changes
 * straight into PostgreSQL (as another process or an import would) while the server is under
 * load, then checks through the API that the server's answers match the database. A few hundred
 * rows in all, chosen among synthetic listings, so a reused database stays nearly as it was.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../app/.server/db/client";
import { activeListing, carCardIn } from "../../app/.server/listings/active-listing";
import { priceBandOf } from "../../app/lib/price-bands";
import type { VehicleSearchResult } from "../../app/lib/vehicle";

const PER_WAVE = { priced: 50, sold: 10, deleted: 5, inserted: 5 };

export interface ChurnWrites {
  /** Listing id to the price it was given. */
  priced: Map<number, number>;
  sold: number[];
  deleted: number[];
  inserted: number[];
}

/** Active listings, synthetic ones first, half of them inside the checked filter so its count moves. */
async function candidates(db: Database, count: number): Promise<{ id: number; price: number }[]> {
  const pick = async (where: ReturnType<typeof sql>, limit: number) =>
    (
      await db.execute<{ id: number; price: number }>(
        sql`select id, price from listings where ${activeListing} and ${where} order by is_synthetic desc, random() limit ${limit}`,
      )
    ).rows;
  const inFilter = await pick(sql`lower(make) = 'hyundai' and price <= 800000`, Math.floor(count / 2));
  const taken = new Set(inFilter.map((r) => r.id));
  const others = (await pick(sql`true`, count * 2)).filter((r) => !taken.has(r.id));
  // Alternate the two groups so every kind of change touches both.
  const mixed: { id: number; price: number }[] = [];
  for (let i = 0; mixed.length < count && (i < inFilter.length || i < others.length); i++) {
    if (inFilter[i]) mixed.push(inFilter[i]!);
    if (others[i] && mixed.length < count) mixed.push(others[i]!);
  }
  return mixed;
}

/** Columns an INSERT ... SELECT copy may take over from the original row. */
async function copyableColumns(db: Database): Promise<string[]> {
  const result = await db.execute<{ column_name: string }>(
    sql`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'listings' and is_identity = 'NO' and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  // The copy is a new car: its own source id and timestamps, and not cross-listed with the original.
  const fresh = new Set(["source_id", "change_seq", "created_at", "updated_at", "listed_at", "car_group"]);
  return result.rows.map((r) => r.column_name).filter((c) => !fresh.has(c));
}

/** `waves` rounds of changes, `intervalMs` apart (run beside a throughput measurement). */
export async function churnListings(db: Database, waves: number, intervalMs: number): Promise<ChurnWrites> {
  const perWave = PER_WAVE.priced + PER_WAVE.sold + PER_WAVE.deleted + PER_WAVE.inserted;
  const pool = await candidates(db, perWave * waves);
  const columns = (await copyableColumns(db)).map((c) => `"${c}"`).join(", ");
  const writes: ChurnWrites = { priced: new Map(), sold: [], deleted: [], inserted: [] };
  const stamp = Date.now();
  for (let wave = 0; wave < waves; wave++) {
    if (wave > 0) await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const take = (n: number) => pool.splice(0, n);
    for (const { id } of take(PER_WAVE.priced)) {
      // Odd rupee amounts: a search for exactly this price finds this car and hardly any other.
      const price = 200_000 + Math.floor(Math.random() * 1_300) * 1_000 + 37 + wave;
      await db.execute(sql`update listings set price = ${price}, price_band = ${priceBandOf(price).key} where id = ${id}`);
      await db.execute(sql`insert into price_history (listing_id, price) values (${id}, ${price})`);
      writes.priced.set(id, price);
    }
    const sold = take(PER_WAVE.sold).map((r) => r.id);
    await db.execute(sql`update listings set status = 'sold', sold_at = now(), sale_price = price where id in ${idList(sold)}`);
    writes.sold.push(...sold);
    const deleted = take(PER_WAVE.deleted).map((r) => r.id);
    await db.execute(sql`delete from listings where id in ${idList(deleted)}`);
    writes.deleted.push(...deleted);
    const originals = take(PER_WAVE.inserted).map((r) => r.id);
    const copies = await db.execute<{ id: number }>(
      sql`insert into listings (${sql.raw(columns)}, source_id)
          select ${sql.raw(columns)}, 'bench-churn-' || ${String(stamp)} || '-' || id from listings where id in ${idList(originals)}
          returning id`,
    );
    writes.inserted.push(...copies.rows.map((r) => r.id));
  }
  return writes;
}

function idList(ids: number[]) {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

export interface ChurnCheck {
  rowsWritten: number;
  pricesWrong: number;
  newPricesNotFoundBySearch: number;
  soldOrDeletedStillServed: number;
  insertedNotServed: number;
  filteredTotal: { api: number; sql: number };
  activeTotal: { api: number; sql: number };
  pass: boolean;
}

async function status(baseUrl: string, path: string): Promise<number> {
  const response = await fetch(baseUrl + path);
  await response.arrayBuffer();
  return response.status;
}

async function search(baseUrl: string, path: string): Promise<VehicleSearchResult> {
  const response = await fetch(baseUrl + path);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as VehicleSearchResult;
}

/** `filterPath`: a search for active Hyundais up to 8 lakh, compared with the same count in SQL, of cards (a car on several platforms is one, as search shows it). */
export async function verifyChurn(baseUrl: string, db: Database, writes: ChurnWrites, filterPath: string): Promise<ChurnCheck> {
  let pricesWrong = 0;
  let newPricesNotFoundBySearch = 0;
  for (const [id, price] of writes.priced) {
    const response = await fetch(`${baseUrl}/api/vehicles/${id}`);
    const body = (await response.json()) as { price?: number };
    if (response.status !== 200 || body.price !== price) pricesWrong++;
    // The search index, not only the row read: the car must be found at its new price.
    const found = await search(baseUrl, `/api/vehicles?minPrice=${price}&maxPrice=${price}&pageSize=100`);
    if (!found.items.some((v) => v.id === String(id))) newPricesNotFoundBySearch++;
  }
  let soldOrDeletedStillServed = 0;
  for (const id of [...writes.sold, ...writes.deleted]) if ((await status(baseUrl, `/api/vehicles/${id}`)) !== 404) soldOrDeletedStillServed++;
  let insertedNotServed = 0;
  for (const id of writes.inserted) if ((await status(baseUrl, `/api/vehicles/${id}`)) !== 200) insertedNotServed++;

  const count = async (where: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: string }>(sql`select count(*) as n from listings where ${activeListing} and ${carCardIn("listings")} and ${where}`)).rows[0]?.n);
  const filteredTotal = {
    api: (await search(baseUrl, `${filterPath}&pageSize=1`)).total,
    sql: await count(sql`lower(make) = 'hyundai' and price <= 800000`),
  };
  const activeTotal = { api: (await search(baseUrl, "/api/vehicles?pageSize=1")).total, sql: await count(sql`true`) };
  const pass =
    pricesWrong + newPricesNotFoundBySearch + soldOrDeletedStillServed + insertedNotServed === 0 &&
    filteredTotal.api === filteredTotal.sql &&
    activeTotal.api === activeTotal.sql;
  const rowsWritten = writes.priced.size + writes.sold.length + writes.deleted.length + writes.inserted.length;
  return { rowsWritten, pricesWrong, newPricesNotFoundBySearch, soldOrDeletedStillServed, insertedNotServed, filteredTotal, activeTotal, pass };
}
