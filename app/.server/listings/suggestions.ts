/**
 * Header search suggestions: cars, makes, models and canned queries that match what the
 * shopper has typed so far, within the limits of spec section 9.
 */
import { sql } from "drizzle-orm";
import { CANNED_QUERIES, SUGGESTION_LIMITS } from "~/lib/canned-queries";
import { slugify } from "~/lib/slug";
import type { Suggestion } from "~/lib/suggestion";
import type { Database } from "../db/client";
import { listingImageUrls } from "./listing-images";
import { getSearchVocabulary } from "./vocabulary";
import { getListingIndex, newestWithText } from "../search";
import { loadListingRows } from "./load-vehicles";

/** Earlier position of the typed text in a name ranks higher: "cr" prefers Creta to Accrue. */
function rank(name: string, needle: string): number {
  const at = name.toLowerCase().indexOf(needle);
  return at === -1 ? Number.POSITIVE_INFINITY : at;
}

export async function suggest(db: Database, rawQuery: string): Promise<Suggestion[]> {
  const needle = rawQuery.trim().toLowerCase().replace(/\s+/g, " ").slice(0, 100);
  if (needle.length < SUGGESTION_LIMITS.minQueryLength) return [];
  const vocab = await getSearchVocabulary(db);

  const makes = vocab.makes
    .filter((m) => [m.name, ...(m.aliases ?? [])].some((n) => n.toLowerCase().includes(needle)))
    .sort((a, b) => rank(a.name, needle) - rank(b.name, needle) || a.name.localeCompare(b.name))
    .slice(0, SUGGESTION_LIMITS.make)
    .map((m): Suggestion => ({ id: `make:${slugify(m.name)}`, title: m.name, type: "make", make: m.name }));

  const models = vocab.models
    .filter((m) => `${m.make} ${m.name}`.toLowerCase().includes(needle) && m.name.toLowerCase() !== m.make.toLowerCase())
    .sort((a, b) => rank(a.name, needle) - rank(b.name, needle) || a.name.localeCompare(b.name))
    .filter((m, i, all) => all.findIndex((o) => o.make === m.make && o.name === m.name) === i)
    .slice(0, SUGGESTION_LIMITS.model)
    .map((m): Suggestion => ({
      id: `model:${slugify(m.make)}:${slugify(m.name)}`,
      title: `${m.make} ${m.name}`,
      type: "model",
      make: m.make,
      model: m.name,
    }));

  const queries = CANNED_QUERIES.filter((q) => q.toLowerCase().includes(needle))
    .slice(0, SUGGESTION_LIMITS.query)
    .map((q): Suggestion => ({ id: `query:${slugify(q)}`, title: q, type: "query" }));

  const carRoom = Math.min(SUGGESTION_LIMITS.car, SUGGESTION_LIMITS.total - makes.length - models.length - queries.length);
  const cars = carRoom > 0 ? await matchingCars(db, needle, carRoom) : [];
  return [...makes, ...models, ...cars, ...queries];
}

/** The index picks the cars (search/newest-with-text.ts); only their few columns are read, by id. */
async function matchingCars(db: Database, needle: string, limit: number): Promise<Suggestion[]> {
  const ids = newestWithText(await getListingIndex(db), needle, limit);
  const rows = await loadListingRows<{
    id: number; title: string; make: string; model: string; year: number; body_type: string; exterior_color: string | null;
  }>(db, ids, sql`id, title, make, model, year, body_type, exterior_color`);
  return rows.map((r): Suggestion => ({
    id: String(r.id),
    title: `${r.year} ${r.title}`,
    type: "car",
    image: listingImageUrls(r, 400)[0],
    make: r.make,
    model: r.model,
  }));
}
