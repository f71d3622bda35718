/**
 * One instance per process even when its module is evaluated again, for the few things that
 * must not exist twice or that tests swap out. Production evaluates every module once (the
 * host takes the app from the server build: decision 023), so ordinary module state needs no
 * wrapper. What still evaluates a module again:
 * - Vite in development re-runs an edited module and everything that imports it, while the
 *   host keeps the first build's functions: a second database handle would fail on the data
 *   directory's lock, and a second message bus would leave the host's open chat streams
 *   listening on the old one;
 * - tests install their own instance with `replaceSingleton` (a fresh database, a photo store
 *   in a temporary directory).
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __carsaathi?: Map<string, unknown> };
  store.__carsaathi ??= new Map();
  if (!store.__carsaathi.has(name)) store.__carsaathi.set(name, create());
  return store.__carsaathi.get(name) as T;
}

/** Tests point the process-wide instance at their own (e.g. a fresh test database). */
export function replaceSingleton<T>(name: string, value: T): void {
  const store = globalThis as unknown as { __carsaathi?: Map<string, unknown> };
  store.__carsaathi ??= new Map();
  store.__carsaathi.set(name, value);
}
