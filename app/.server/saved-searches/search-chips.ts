/**
 * A saved search's filters as chip labels for /saved-searches: the search page's own labels
 * (describeParsedQuery, what "Understood as" shows) for everything the parser's shape holds,
 * and the same style for the parameters only a URL can set (km from, owners, seats, deals,
 * platforms). Plain words left in the free text are one quoted chip.
 */
import type { ListingQuery } from "~/lib/filters/listing-query";
import { groupIndian } from "~/lib/format-inr";
import { DEAL_LABELS } from "~/lib/pricing/deal-rating";
import { describeParsedQuery } from "~/lib/query-chips";
import { OWNER_LABELS } from "~/lib/query-parser-lexicon";
import type { ParsedQuery } from "~/lib/query-parser";
import { seatsLabel, sourceLabel } from "~/lib/vehicle-vocabulary";
import { searchTerms } from "./search-terms";

export function savedSearchChips(query: ListingQuery, parsed: ParsedQuery | null): string[] {
  const terms = searchTerms(query, parsed);
  const labels = describeParsedQuery({ filters: terms.filters, text: "" }).map((chip) => chip.label);
  if (terms.minKm !== undefined) labels.push(`Over ${groupIndian(terms.minKm)} km`);
  for (const owner of terms.owners ?? []) labels.push(OWNER_LABELS[owner]);
  for (const seats of terms.seats ?? []) labels.push(seatsLabel(seats));
  for (const deal of terms.deal ?? []) labels.push(DEAL_LABELS[deal]);
  for (const source of terms.source ?? []) labels.push(`On ${sourceLabel(source)}`);
  if (terms.text) labels.push(`“${terms.text}”`);
  return labels;
}
