import { SORT_LABELS, SORTS, type Sort } from "~/lib/vehicle-vocabulary";
import { useSearchNavigation } from "./use-search-navigation";

export function SortSelect({ sort }: { sort: Sort | undefined }) {
  const { apply } = useSearchNavigation();
  return (
    <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-700 sm:flex-none">
      <span className="sr-only shrink-0 whitespace-nowrap sm:not-sr-only">Sort by</span>
      <select
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
  );
}
