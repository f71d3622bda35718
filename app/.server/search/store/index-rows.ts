/**
 * The listing rows the search index reads, as one tab-separated text per batch, and their
 * parser: shared by the loader and the background deal rating pass.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { activeListing } from "../../listings/active-listing";
import type { ListingFactsRow } from "../../pricing/listing-facts";
import type { IndexRow } from "./listing-index";

const LOAD_BATCH = 20_000;
/**
 * Changed rows (a feed's second of writes) come in smaller batches: the driver parses each
 * reply in one go, and a 20,000-row reply held this process's searches for 100-150 ms.
 */
const CHANGED_BATCH = 1_000;

/**
 * Rows travel as one tab-separated text per batch: decoding 20,000 rows field by field costs
 * seconds in the embedded database, one aggregated string costs milliseconds. Nullable
 * numbers become empty fields; tabs and newlines cannot occur in these columns but are
 * replaced anyway so a row can never split. car_group gets a leading '=' so that an empty
 * group and no group stay apart.
 */
const clean = (column: string) => sql.raw(`translate(${column}, E'\\t\\n', '  ')`);
export const ROW_TEXT = sql`concat_ws(E'\t', id, ${clean("make")}, ${clean("model")}, ${clean("city")}, ${clean("source")},
  fuel_type, transmission, body_type, price_band, price, year, km, coalesce(owner_count::text, ''),
  coalesce(seats::text, ''), is_new::int, (extract(epoch from listed_at) * 1000)::bigint,
  coalesce(fuel_economy::text, ''), coalesce(range_km::text, ''), ${clean("search_text")}, status, change_seq,
  ${clean("coalesce(variant, '')")}, coalesce(engine_cc::text, ''), coalesce(power_bhp::text, ''), seller_type,
  coalesce((select v.ex_showroom_price from variants v where v.id = batch.variant_id)::text, ''), split_part(source_id, '-', 1),
  coalesce('=' || ${clean("car_group")}, ''))`;
/** A listing's own features and its catalogue variant (whose standard equipment counts too: variant-equipment.ts). */
export const FEATURES_TEXT = sql`concat_ws(E'\t', id, coalesce(variant_id::text, ''), ${clean("lower(array_to_string(features, ' | '))")})`;

export function parseFeatureLine(line: string): { id: number; variantId: number | null; own: string } {
  const first = line.indexOf("\t");
  const second = line.indexOf("\t", first + 1);
  const variant = line.slice(first + 1, second);
  return { id: Number(line.slice(0, first)), variantId: variant === "" ? null : Number(variant), own: line.slice(second + 1) };
}

/** An index row and what the fair-price model needs to rate it. */
export type LoadedRow = IndexRow & { facts: ListingFactsRow };

export function parseRow(line: string, features: string | undefined): LoadedRow {
  const f = line.split("\t");
  const numberOrNull = (v: string) => (v === "" ? null : Number(v));
  const facts: ListingFactsRow = {
    make: f[1], model: f[2], variant: f[21] || null, year: Number(f[10]), km: Number(f[11]), fuel_type: f[5],
    transmission: f[6], owner_count: numberOrNull(f[12]), city: f[3], body_type: f[7], seats: numberOrNull(f[13]),
    engine_cc: numberOrNull(f[22]), power_bhp: numberOrNull(f[23]), fuel_economy: numberOrNull(f[16]), seller_type: f[24],
    ex_showroom: numberOrNull(f[25]), source_prefix: f[26],
  };
  return {
    facts,
    id: Number(f[0]), make: f[1], model: f[2], city: f[3], source: f[4], fuel_type: f[5], transmission: f[6],
    body_type: f[7], price_band: f[8], price: Number(f[9]), year: Number(f[10]), km: Number(f[11]),
    owner_count: numberOrNull(f[12]), seats: numberOrNull(f[13]), is_new: f[14] === "1", listed_at: new Date(Number(f[15])),
    fuel_economy: numberOrNull(f[16]), range_km: numberOrNull(f[17]), search_text: f[18], status: f[19],
    change_seq: Number(f[20]), features_text: features, car_group: f[27] ? f[27].slice(1) : null,
  };
}

/**
 * Batches of rows past a change number, as text (keyset pagination keeps each read bounded).
 * The next batch is asked for as soon as this one arrives, so on a database server its
 * query runs while this one is parsed: at start-up the database and the parsing overlap.
 */
export async function* readBatches(db: Database, rowText: typeof ROW_TEXT, fromSeq: number, onlyActive: boolean) {
  // A full load (only the cars on sale) reads big batches; a refresh reads what changed.
  const size = onlyActive ? LOAD_BATCH : CHANGED_BATCH;
  const read = (after: number) =>
    db.execute<{ rows: string | null; last: string | number | null; n: string | number }>(sql`
      select string_agg(${rowText}, E'\n') as rows, max(change_seq) as last, count(*) as n from (
        select * from listings where change_seq > ${after} ${onlyActive ? sql`and ${activeListing}` : sql``}
        order by change_seq limit ${size}) batch`);
  let next = read(fromSeq);
  try {
    for (;;) {
      const batch = (await next).rows[0];
      if (!batch?.rows) return;
      const more = Number(batch.n) >= size;
      if (more) next = read(Number(batch.last));
      yield batch.rows.split("\n");
      if (!more) return;
    }
  } finally {
    // A reader that stops early leaves one read in flight: its failure is nobody's to handle.
    next.catch(() => undefined);
  }
}
