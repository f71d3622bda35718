import { X } from "lucide-react";
import { describeParsedQuery } from "~/lib/query-chips";
import type { ParsedQuery } from "~/lib/query-parser";
import { removeChipSearch } from "~/lib/filters/search-url";
import { PlainLink } from "~/components/navigation/site-navigation";
import { useSearchLocation } from "./use-search-navigation";

/** How the typed text was understood, one removable chip per understood part. */
export function QueryChips({ parsed }: { parsed: ParsedQuery | null }) {
  const { params } = useSearchLocation();
  if (!parsed) return null;
  const chips = describeParsedQuery(parsed);
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">Understood as:</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <PlainLink
              to={removeChipSearch(params, parsed, chip.key) || "?"}
              preventScrollReset
              aria-label={`Remove ${chip.label}`}
              className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100"
            >
              {chip.label}
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            </PlainLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
