import { Loader2 } from "lucide-react";
import { memo } from "react";
import { HydrateLater } from "~/components/layout/hydrate-later";
import { ListingCard } from "~/components/listings/listing-card";
import type { CardVehicle } from "~/lib/vehicle";
import { usePendingSearch } from "./use-search-navigation";
import type { ResultsView } from "./view-toggle";

/** The first card (the phone's only visible one) loads at once with high priority; the rest lazily, so they do not compete with it. */
const EAGER_COUNT = 1;

/** Over the results rather than dimming them: dimming repaints every card twice per filter. */
function LoadingNote() {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-16 z-10 flex justify-center" role="status">
      <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-md ring-1 ring-slate-200">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        Loading cars…
      </span>
    </div>
  );
}

/** Memoised: the cards render again only when the results or the layout change. */
const ResultList = memo(function ResultList({ items, view }: { items: CardVehicle[]; view: ResultsView }) {
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <p className="text-lg font-semibold text-slate-900">No cars match your search criteria</p>
        <p className="mt-2 text-slate-600">Try adjusting your filters for more results</p>
      </div>
    );
  }
  return (
    <ul className={view === "list" ? "flex flex-col gap-4" : "grid gap-5 sm:grid-cols-2 xl:grid-cols-3"}>
      {/* Each card hydrates in a task of its own after the page: 48 at once blocked a phone for 200 ms. */}
      {items.map((vehicle, i) => (
        <HydrateLater as="li" key={vehicle.id} className="render-when-near flex">
          <ListingCard vehicle={vehicle} eager={i < EAGER_COUNT} layout={view} />
        </HydrateLater>
      ))}
    </ul>
  );
});

export function SearchResults({ items, view }: { items: CardVehicle[]; view: ResultsView }) {
  const loading = usePendingSearch() !== null;
  return (
    <div className="relative" aria-busy={loading}>
      {loading && <LoadingNote />}
      <ResultList items={items} view={view} />
    </div>
  );
}
