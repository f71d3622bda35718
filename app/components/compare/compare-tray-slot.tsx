import { lazy, Suspense } from "react";
import { useCompareTray } from "./compare-store";

const CompareTray = lazy(() => import("./compare-tray").then((m) => ({ default: m.CompareTray })));

/** Mounted once for every page; the tray's code loads only when a car has been picked. */
export function CompareTraySlot() {
  const cars = useCompareTray();
  if (cars.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
