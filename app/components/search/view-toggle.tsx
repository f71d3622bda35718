import { LayoutGrid, List } from "lucide-react";
import { PlainLink } from "~/components/navigation/site-navigation";
import { useSearchLocation } from "./use-search-navigation";

export type ResultsView = "grid" | "list";

/** Grid or list, kept in the URL (`view=list`) so a shared link opens the same layout. */
export function ViewToggle({ view, page }: { view: ResultsView; page: number }) {
  const { hrefFor } = useSearchLocation();
  const option = (value: ResultsView, label: string, Icon: typeof List) => (
    <PlainLink
      to={hrefFor({ view: value === "list" ? "list" : null, page: page === 1 ? null : page })}
      preventScrollReset
      replace
      aria-label={`${label} view`}
      aria-current={view === value ? "true" : undefined}
      className={`inline-flex h-10 w-10 items-center justify-center ${
        view === value ? "bg-brand-700 text-white" : "bg-white text-slate-700 hover:bg-slate-100"
      }`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </PlainLink>
  );
  return (
    <div className="flex shrink-0 overflow-hidden rounded-lg border border-slate-300" role="group" aria-label="Layout">
      {option("grid", "Grid", LayoutGrid)}
      {option("list", "List", List)}
    </div>
  );
}
