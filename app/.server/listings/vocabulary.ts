/**
 * The words the query parser recognises (makes, models, cities): the catalogue's makes and
 * models from the database, and what the cars on sale add, from the search index (three
 * DISTINCTs over the listings took ~0.9 s a minute at a million cars). Kept for a minute:
 * they change only when listings are imported or created.
 */
import { sql } from "drizzle-orm";
import type { QueryVocabulary } from "~/lib/query-parser";
import type { Database } from "../db/client";
import { getListingIndex, activeCities } from "../search";
import { activeMakeModelCounts } from "./list-makes";

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
  const [catalogueMakes, catalogueModels, onSale, index] = await Promise.all([
    db.execute<{ name: string; is_luxury: boolean }>(sql`select name, is_luxury from makes`),
    db.execute<{ make: string; name: string }>(sql`select mk.name as make, m.name from models m join makes mk on mk.id = m.make_id`),
    activeMakeModelCounts(db),
    getListingIndex(db),
  ]);
  const makes = new Map(catalogueMakes.rows.map((m) => [m.name, m.is_luxury]));
  for (const { make } of onSale) if (!makes.has(make)) makes.set(make, false);
  const models = new Map(catalogueModels.rows.map((m) => [`${m.make}\n${m.name}`, { make: m.make, name: m.name }]));
  for (const { make, model } of onSale) models.set(`${make}\n${model}`, { make, name: model });
  return {
    makes: [...makes.keys()].map((name) => ({ name, aliases: MAKE_ALIASES[name] })),
    models: [...models.values()],
    cities: activeCities(index),
    luxuryMakes: [...makes].filter(([, luxury]) => luxury).map(([name]) => name),
  };
}
