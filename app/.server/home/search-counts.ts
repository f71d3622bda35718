/**
 * How often shoppers searched for each featured model, for "Most Searched Cars". Searches are
 * `events` rows (listings/record-search.ts), which only grow; counting them all on each home
 * page refresh read the whole log. The counts are kept in `model_search_counts` instead, and
 * each roll-up adds only the events recorded since the last one (walked on the events' primary
 * key), under a transaction-scoped advisory lock so two processes never count an event twice.
 *
 * A search counts for a model when its model list names it (and its make list, if any, names
 * the make), or when it names no model and its free text has the model as a word: "creta 2020"
 * counts for the Creta.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** The advisory lock key of the roll-up (any constant no other lock uses). */
const SEARCH_COUNT_LOCK = 16_002;

/** A Postgres word-boundary pattern so a free-text search "creta 2020" counts for the Creta. */
function wordPattern(model: string): string {
  return `\\m${model.toLowerCase().replace(/[^a-z0-9 ]/g, "")}\\M`;
}

/** Recorded searches for each of `models`, in their order, counting events up to now. */
export async function rollUpSearchCounts(db: Database, models: readonly { make: string; model: string }[]): Promise<number[]> {
  if (models.length === 0) return [];
  const wanted = sql.join(
    models.map((m, i) => sql`(${i}::int, ${m.make}::text, ${m.model}::text, ${wordPattern(m.model)}::text)`),
    sql`, `,
  );
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_COUNT_LOCK})`);
    // A model seen for the first time starts from nothing counted (through event 0).
    await tx.execute(sql`
      insert into model_search_counts (make, model)
      select make, model from (values ${wanted}) as w(position, make, model, pattern)
      on conflict do nothing`);
    const result = await tx.execute<{ position: number; searches: number }>(sql`
      with wanted(position, make, model, pattern) as (values ${wanted}),
      upto as (select coalesce(max(id), 0) as id from events),
      fresh as (
        select w.position, w.make, w.model, (select count(*)::int from events e
          cross join lateral (select
              coalesce(e.data->>'q', '') as q,
              case jsonb_typeof(e.data->'model') when 'array' then e.data->'model'
                when 'string' then jsonb_build_array(e.data->'model') else '[]'::jsonb end as models,
              case jsonb_typeof(e.data->'make') when 'array' then e.data->'make'
                when 'string' then jsonb_build_array(e.data->'make') else '[]'::jsonb end as makes) s
          where e.id > c.counted_through and e.id <= (select id from upto) and e.type = 'search'
            and ((exists (select 1 from jsonb_array_elements_text(s.models) v where lower(v) = lower(w.model))
                  and (jsonb_array_length(s.makes) = 0
                    or exists (select 1 from jsonb_array_elements_text(s.makes) v where lower(v) = lower(w.make))))
              or (jsonb_array_length(s.models) = 0 and s.q ~ w.pattern))) as added
        from wanted w join model_search_counts c on c.make = w.make and c.model = w.model
      )
      update model_search_counts c
        set searches = c.searches + f.added, counted_through = (select id from upto)
        from fresh f
        where c.make = f.make and c.model = f.model
        returning f.position, c.searches`);
    return result.rows;
  });
  const counts = models.map(() => 0);
  for (const row of rows) counts[Number(row.position)] = Number(row.searches);
  return counts;
}
