/**
 * Keeps the in-memory matcher in step with the saved_searches table, polled by each matching
 * run rather than notified (decision 039): a cheap summary of the table (how many searches, the
 * sums of their ids, of the paused ones' ids and squares, the latest change) is compared with
 * the last one, and only when it moved are the ids read to add new searches and drop deleted or
 * paused ones. Searches with free text are read again when the vocabulary `q` is parsed with
 * changes (a new model on sale turns "nexon" from text into a model filter, as on /search).
 * Loading yields to requests every few milliseconds (100,000 searches take seconds).
 */
import { sql } from "drizzle-orm";
import { inSlices } from "../../background/time-slice";
import type { Database } from "../../db/client";
import type { SearchVocabulary } from "../../listings/vocabulary";
import { readsVocabulary, savedSearchFilters } from "./saved-search-filters";
import { SavedSearchMatcher } from "./saved-search-matcher";

/** Only the matching run waits for the matcher: its building steps aside for requests. */
const AFTER_REQUESTS = { deferToRequests: true };

type Reader = Pick<Database, "execute">;

export class MatcherSync {
  private current: SavedSearchMatcher | null = null;
  private summary = "";
  private vocab: SearchVocabulary | null = null;
  private vocabWords = "";
  /** The queries of held searches with free text (read again when the vocabulary changes). */
  private readonly textQueries = new Map<number, string>();

  /** The matcher, brought up to date with the table and the vocabulary. */
  async refresh(db: Reader, vocab: SearchVocabulary): Promise<SavedSearchMatcher> {
    let matcher = this.current;
    if (!matcher || JSON.stringify(matcher.luxuryMakes) !== JSON.stringify(vocab.luxuryMakes)) {
      matcher = this.current = new SavedSearchMatcher(vocab.luxuryMakes);
      this.summary = "";
      this.textQueries.clear();
      this.vocab = vocab;
      this.vocabWords = wordsOf(vocab);
    }
    const summary = await summaryOf(db);
    if (summary !== this.summary) {
      await this.load(db, matcher, vocab);
      this.summary = summary;
    }
    if (vocab !== this.vocab) {
      const words = wordsOf(vocab);
      if (words !== this.vocabWords) await inSlices([...this.textQueries], ([id, query]) => matcher.add(id, savedSearchFilters(query, vocab)), AFTER_REQUESTS);
      this.vocab = vocab;
      this.vocabWords = words;
    }
    return matcher;
  }

  private async load(db: Reader, matcher: SavedSearchMatcher, vocab: SearchVocabulary) {
    const { rows } = await db.execute<{ id: number; paused: boolean }>(sql`select id, paused from saved_searches`);
    const wanted = new Set(rows.filter((row) => !row.paused).map((row) => Number(row.id)));
    for (const id of matcher.ids()) {
      if (wanted.has(id)) continue;
      matcher.remove(id);
      this.textQueries.delete(id);
    }
    const added = [...wanted].filter((id) => !matcher.has(id));
    for (let at = 0; at < added.length; at += 5_000) {
      const ids = added.slice(at, at + 5_000);
      const { rows: searches } = await db.execute<{ id: number; query: string }>(
        sql`select id, query from saved_searches where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
      );
      await inSlices(searches, ({ id, query }) => {
        matcher.add(Number(id), savedSearchFilters(query, vocab));
        if (readsVocabulary(query)) this.textQueries.set(Number(id), query);
      }, AFTER_REQUESTS);
    }
  }
}

async function summaryOf(db: Reader): Promise<string> {
  const { rows } = await db.execute(sql`
    select count(*) as n, coalesce(sum(id), 0) as ids, coalesce(sum(id) filter (where paused), 0) as paused,
      coalesce(sum(id::bigint * id) filter (where paused), 0) as paused_squares, max(updated_at) as changed
    from saved_searches`);
  return JSON.stringify(rows[0]);
}

/** What `q` is read against: the makes (and aliases), models and cities. */
function wordsOf(vocab: SearchVocabulary): string {
  return JSON.stringify([vocab.makes, vocab.models, vocab.cities]);
}
