/** A results page's "Save this search" offer for the search it shows (see lib/saved-search-offer.ts). */
import type { ListingQuery } from "~/lib/filters/listing-query";
import { parseQuery, type ParsedQuery } from "~/lib/query-parser";
import type { SaveSearchOffer } from "~/lib/saved-search-offer";
import type { Database } from "../db/client";
import { getSearchVocabulary } from "../listings/vocabulary";
import { canonicalQuery, searchKey } from "./saved-search-query";
import { knownNames } from "./saved-searches";
import { suggestSearchName } from "./search-name";

/** `returnTo`: the page's own path and query; `parsed`: how its search understood its text, when it has that already. */
export async function saveSearchOffer(db: Database, query: ListingQuery, returnTo: string, parsed?: ParsedQuery | null): Promise<SaveSearchOffer> {
  const vocab = await getSearchVocabulary(db);
  const canonical = canonicalQuery(query, knownNames(vocab));
  const understood = parsed !== undefined ? parsed : query.q ? parseQuery(query.q, vocab) : null;
  return { query: canonical, key: searchKey(canonical), name: suggestSearchName(query, understood), returnTo };
}
