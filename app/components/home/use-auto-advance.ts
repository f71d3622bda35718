import { useEffect, useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the user asked the system for less motion; false on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Calls `advance` once `delayMs` after `step` last changed, unless stopped. Keyed on the step,
 * so choosing a slide by hand gives it a full interval before the show moves on.
 */
export function useAutoAdvance(step: number, delayMs: number, stopped: boolean, advance: () => void) {
  useEffect(() => {
    if (stopped) return;
    const timer = window.setTimeout(advance, delayMs);
    return () => window.clearTimeout(timer);
  }, [step, delayMs, stopped, advance]);
}
