/**
 * The cars picked with "Compare" on listing cards, kept in localStorage so the choice
 * survives navigation and is shared by every open tab (the storage event syncs them).
 */
import { useSyncExternalStore } from "react";
import { checkAdd, MAX_COMPARE, type AddCheck } from "~/lib/compare";

export interface TrayCar {
  id: string;
  title: string;
  year: number;
  price: number;
}

const KEY = "carsaathi:compare";
const EMPTY: TrayCar[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: TrayCar[] = EMPTY;

function isTrayCar(value: unknown): value is TrayCar {
  const car = value as TrayCar;
  return typeof car?.id === "string" && typeof car.title === "string" && typeof car.year === "number" && typeof car.price === "number";
}

/** The stored list; the same array while the stored text is unchanged (useSyncExternalStore needs that). */
function read(): TrayCar[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY; // storage blocked (private mode, policy): the tray simply stays empty
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed) ? parsed.filter(isTrayCar).slice(0, MAX_COMPARE) : EMPTY;
  } catch {
    cached = EMPTY;
  }
  return cached;
}

function write(cars: TrayCar[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(cars));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === KEY || event.key === null) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function useCompareTray(): TrayCar[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** Adds the car, or says why not ("full", "duplicate"). */
export function addToTray(car: TrayCar): AddCheck {
  const cars = read();
  const check = checkAdd(
    cars.map((c) => c.id),
    car.id,
  );
  if (check === "ok") write([...cars, car]);
  return check;
}

export function removeFromTray(id: string) {
  write(read().filter((c) => c.id !== id));
}

export function clearTray() {
  write([]);
}
