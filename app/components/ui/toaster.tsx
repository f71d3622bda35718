import { lazy, Suspense, useEffect, useState } from "react";
import { onToastRequested } from "./toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** Where toasts appear (bottom-right); Sonner is fetched with the first toast. */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastRequested(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
