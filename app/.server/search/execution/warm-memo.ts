/**
 * After a feed's rows are read in (decision 041) the memo of passes is empty, and the next
 * search of each kind would pay a pass over every slot (~15 ms at a million). The searches asked
 * most recently are passed again here first, between requests: a full pass in slices of a few
 * milliseconds, kept only if the index did not move meanwhile. The fast paths (a range or one
 * make's slots) take well under a slice and run as a search would.
 */
import { slicer } from "../../background/time-slice";
import { searchMemo } from "../caches/search-memo";
import { planSearch } from "../planning/plan-search";
import { scanValuesOf } from "../planning/scan-values";
import type { ListingIndex } from "../store/listing-index";
import { scanFor } from "./compiled-scan";
import { missesToCounts, newCounts } from "./facet-counts";
import { scanIndex } from "./query-index";

/** Slots per step of a pass (~0.3 ms); the pass gives way once a 4 ms slice has run out. */
const STEP = 32_768;

let matches = new Int32Array(0);

/** Passes the memo's recent searches again for the index as it now is; stops if the index moves. */
export async function warmSearchMemo(ix: ListingIndex, step = STEP): Promise<void> {
  const pause = slicer();
  const generation = ix.generation;
  for (const { key, filters, luxuryMakes } of searchMemo(ix).recentQueries()) {
    // Asked again since the read: that search passed it itself.
    if (searchMemo(ix).isCurrent(key)) continue;
    const { shape, values } = scanValuesOf(ix, filters, luxuryMakes);
    const plan = planSearch(ix, shape, values);
    if (plan.path !== "pass") {
      scanIndex(ix, filters, luxuryMakes, searchMemo(ix), key);
      continue;
    }
    if (plan.complement) shape.complement = true;
    const { scan } = scanFor(shape);
    const counts = newCounts(ix);
    if (matches.length < ix.size) matches = new Int32Array(ix.capacity);
    let total = 0;
    for (let from = 0; from < ix.size; from += step) {
      total += scan(ix, values, counts, matches.subarray(total), from, Math.min(from + step, ix.size));
      await pause();
      if (ix.generation !== generation) return;
    }
    if (shape.complement) missesToCounts(ix, counts);
    searchMemo(ix).set(key, total, counts, matches.subarray(0, total));
    await pause();
    if (ix.generation !== generation) return;
  }
}
