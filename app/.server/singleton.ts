/**
 * One instance per process, even when a module is loaded twice (the Express host and the
 * React Router server build each import the db module; Vite dev reloads modules).
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
