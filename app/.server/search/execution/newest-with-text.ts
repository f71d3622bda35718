/**
 * Cars whose search text contains what the shopper typed, for the header's suggestions. The
 * typed text is matched once against each distinct search text (a few thousand, where a
 * trigram LIKE matched tens of thousands of rows for "cre" and sorted them all), then the
 * newest-first order is walked until the best-ranked texts have filled the list.
 */
import type { ListingIndex } from "../store/listing-index";

const NO_MATCH = -1;
/** Match ranks, best first: a whole word ("creta"), a word's start ("cre"), inside a word. */
const RANK_COUNT = 3;

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** The best rank of `needle` in `text` (earlier ranks are better), or NO_MATCH. */
export function matchRank(text: string, needle: string): number {
  let best = NO_MATCH;
  for (let at = text.indexOf(needle); at !== -1 && best !== 0; at = text.indexOf(needle, at + 1)) {
    const startsWord = !isWordChar(text[at - 1]);
    const endsWord = !isWordChar(text[at + needle.length]);
    const rank = startsWord ? (endsWord ? 0 : 1) : 2;
    if (best === NO_MATCH || rank < best) best = rank;
  }
  return best;
}

/**
 * Ids of up to `limit` active cars whose text contains `needle` (lower case): best match
 * rank first (as pg_trgm's word_similarity ranked them), then newest, then id.
 */
export function newestWithText(ix: ListingIndex, needle: string, limit: number): number[] {
  if (limit <= 0 || needle === "") return [];
  const texts = ix.dict.text.values;
  const rankOf = new Int8Array(texts.length);
  let bestRank = RANK_COUNT;
  for (let code = 0; code < texts.length; code++) {
    rankOf[code] = matchRank(texts[code], needle);
    if (rankOf[code] !== NO_MATCH) bestRank = Math.min(bestRank, rankOf[code]);
  }
  if (bestRank === RANK_COUNT) return [];

  const buckets: number[][] = Array.from({ length: RANK_COUNT }, () => []);
  const order = ix.order("listed_desc");
  for (let i = 0; i < order.length && buckets[bestRank].length < limit; i++) {
    const slot = order[i];
    const rank = rankOf[ix.text[slot]];
    if (rank === NO_MATCH || ix.alive[slot] !== 1 || buckets[rank].length >= limit) continue;
    buckets[rank].push(ix.ids[slot]);
  }
  return buckets.flat().slice(0, limit);
}
