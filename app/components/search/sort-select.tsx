import { SORT_LABELS, SORTS, type Sort } from "~/lib/vehicle-vocabulary";
import { useApplySearch, useSearchLocation } from "./use-search-navigation";

/**
 * Sorting applies as soon as the value changes; without JavaScript the select is a plain GET
 * form that keeps the other filters (hidden fields) with a 'Sort' button to submit it.
 */
export function SortSelect({ sort }: { sort: Sort | undefined }) {
  const apply = useApplySearch();
  const { params } = useSearchLocation();
  const kept = [...params].filter(([key]) => key !== "sort" && key !== "page");
  return (
    <form method="get" className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      {kept.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-700">
        <span className="sr-only shrink-0 whitespace-nowrap sm:not-sr-only">Sort by</span>
        <select
          name="sort"
          value={sort ?? "relevant"}
          onChange={(e) => apply({ sort: e.target.value === "relevant" ? null : e.target.value })}
          className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold">
          Sort
        </button>
      </noscript>
    </form>
  );
}
