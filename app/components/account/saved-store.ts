/**
 * Hearts toggled in this tab, on top of the saved ids the root loader sent. A toggle shows at
 * once on every heart for that car and is then sent with a plain fetch: no router fetcher per
 * card (48 cards would mean 48 fetchers registered and torn down on every results change).
 */
import { useSyncExternalStore } from "react";

const overrides = new Map<number, boolean>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab's latest choice for the car, or undefined when it has not been toggled here. */
export function useSavedOverride(listingId: number): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => overrides.get(listingId),
    () => undefined,
  );
}

export type SaveResult = "ok" | "signed-out" | "failed";

/** Saves or unsaves on the server; the heart shows the new state until the server disagrees. */
export async function setSaved(listingId: number, saved: boolean): Promise<SaveResult> {
  const previous = overrides.get(listingId);
  overrides.set(listingId, saved);
  emit();
  const status = await fetch(`/api/saved-listings/${listingId}`, { method: saved ? "PUT" : "DELETE" }).then(
    (response) => response.status,
    () => 0, // offline: treated like a failure below
  );
  if (status >= 200 && status < 300) return "ok";
  if (previous === undefined) overrides.delete(listingId);
  else overrides.set(listingId, previous);
  emit();
  return status === 401 ? "signed-out" : "failed";
}
