import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import type { CardVehicle } from "~/lib/vehicle";
import { ListingCard } from "./listing-card";

/**
 * A filter page's results: the cards in a grid (only the first picture loads eagerly), or,
 * when nothing matches, a note that says so with the page's ways out (clear, view all).
 */
export function FilteredCars({ items, empty }: { items: CardVehicle[]; empty: { title: string; hint: string; actions: ReactNode } }) {
  if (items.length === 0) {
    return (
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <h3 className="mt-3 text-lg font-semibold">{empty.title}</h3>
        <p className="mt-1 text-slate-600">{empty.hint}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">{empty.actions}</div>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((vehicle, i) => (
        <li key={vehicle.id} className="render-when-near flex">
          <ListingCard vehicle={vehicle} eager={i === 0} />
        </li>
      ))}
    </ul>
  );
}
