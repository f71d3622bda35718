/**
 * A word -> value table looked up with text from outside (a form, a URL, a dealer's CSV):
 * without Object's prototype, so a key such as "constructor" or "__proto__" finds nothing
 * instead of one of Object's own functions (a city of "constructor" on the sell form threw and
 * answered 500: issue 32).
 */
export function lookupTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
