import { toast } from "~/components/ui/toast";
import { COMPARE_LIMIT_MESSAGE } from "~/lib/compare";
import type { Vehicle } from "~/lib/vehicle";
import { addToTray, removeFromTray, useCompareTray } from "./compare-store";

/** Spec section 9: the comparison area shows one toast at a time, so each replaces the last. */
export const COMPARE_TOAST_ID = "compare";

/** "Compare" on a listing card: puts the car in the compare tray or takes it out. */
export function CompareToggle({ vehicle }: { vehicle: Pick<Vehicle, "id" | "title" | "year" | "price"> }) {
  const tray = useCompareTray();
  const selected = tray.some((c) => c.id === vehicle.id);

  function toggle() {
    if (selected) {
      removeFromTray(vehicle.id);
      return;
    }
    const result = addToTray({ id: vehicle.id, title: vehicle.title, year: vehicle.year, price: vehicle.price });
    if (result === "full") toast.error(COMPARE_LIMIT_MESSAGE, { id: COMPARE_TOAST_ID });
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={selected}
      aria-label={`Compare ${vehicle.year} ${vehicle.title}`}
      className={`relative z-10 mt-2 inline-flex items-center gap-1 self-start rounded-md border px-2 py-1 text-xs font-semibold ${
        selected ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"
      }`}
    >
      <span aria-hidden="true" className={`mask-icon size-3.5 ${selected ? "icon-check" : "icon-compare"}`} />
      Compare
    </button>
  );
}
