import { X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { compareHref, MAX_COMPARE } from "~/lib/compare";
import { formatInrShort } from "~/lib/format-inr";
import { clearTray, removeFromTray, useCompareTray } from "./compare-store";

/** The floating list of cars picked with "Compare", with the link that compares them. */
export function CompareTray() {
  const cars = useCompareTray();
  // On /compare the page's own chips show the selection; the tray would only repeat them.
  const onComparePage = useLocation().pathname === "/compare";
  if (cars.length === 0 || onComparePage) return null;
  return (
    <aside
      aria-label="Compare tray"
      className="fixed inset-x-2 bottom-20 z-40 rounded-xl border border-slate-200 bg-white p-3 shadow-lg md:inset-x-auto md:bottom-4 md:left-1/2 md:w-[28rem] md:-translate-x-1/2"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-bold">
          Compare ({cars.length}/{MAX_COMPARE})
        </h2>
        <button type="button" onClick={clearTray} className="text-xs font-semibold text-slate-700 underline hover:text-slate-900">
          Clear
        </button>
      </div>
      <ul className="mt-2 space-y-1">
        {cars.map((car) => (
          <li key={car.id} className="flex items-center justify-between gap-2 text-sm">
            <span className="truncate">
              {car.year} {car.title} · {formatInrShort(car.price)}
            </span>
            <button
              type="button"
              onClick={() => removeFromTray(car.id)}
              aria-label={`Remove ${car.year} ${car.title} from the compare tray`}
              className="rounded-full p-1 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      <Link
        to={compareHref(cars.map((c) => c.id))}
        className={buttonClass({ size: "none", block: true, className: "mt-2 px-3 py-2 text-center text-sm" })}
      >
        Compare now
      </Link>
    </aside>
  );
}
