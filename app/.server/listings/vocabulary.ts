/**
 * The words the query parser recognises (makes, models, cities), read from the database and
 * kept for a minute: they change only when listings are imported or created.
 */
import { sql } from "drizzle-orm";
import type { QueryVocabulary } from "~/lib/query-parser";
import type { Database } from "../db/client";
import { activeListing } from "./active-listing";

const TTL_MS = 60_000;
const MAKE_ALIASES: Record<string, string[]> = {
  "Maruti Suzuki": ["maruti", "suzuki"],
  "Mercedes-Benz": ["mercedes", "benz", "merc", "mercedes benz"],
  Volkswagen: ["vw"],
  "Land Rover": ["landrover"],
  "Rolls-Royce": ["rolls royce"],
};

export interface SearchVocabulary extends QueryVocabulary {
  luxuryMakes: string[];
}

let cache: { at: number; db: Database; value: Promise<SearchVocabulary> } | undefined;

export function getSearchVocabulary(db: Database): Promise<SearchVocabulary> {
  if (cache && cache.db === db && Date.now() - cache.at < TTL_MS) return cache.value;
  const value = loadVocabulary(db);
  cache = { at: Date.now(), db, value };
  value.catch(() => (cache = undefined));
  return value;
}

export function clearSearchVocabulary() {
  cache = undefined;
}

async function loadVocabulary(db: Database): Promise<SearchVocabulary> {
  const makes = await db.execute<{ name: string; is_luxury: boolean }>(sql`
    select name, is_luxury from makes
    union
    select distinct make, false from listings where make not in (select name from makes)`);
  const models = await db.execute<{ make: string; name: string }>(sql`
    select distinct mk.name as make, m.name from models m join makes mk on mk.id = m.make_id
    union
    select distinct make, model from listings where ${activeListing}`);
  const cities = await db.execute<{ city: string }>(sql`
    select distinct city from listings where ${activeListing}`);
  return {
    makes: makes.rows.map((m) => ({ name: m.name, aliases: MAKE_ALIASES[m.name] })),
    models: models.rows.map((m) => ({ make: m.make, name: m.name })),
    cities: cities.rows.map((c) => c.city),
    luxuryMakes: makes.rows.filter((m) => m.is_luxury).map((m) => m.name),
  };
}
