/**
 * The model page's variants table as the URL asks for it (`?sort=&fuel=&gearbox=`), so sorting
 * and filtering work as plain links and a GET form without JavaScript. Unknown values fall back
 * to the defaults rather than failing: these are shareable addresses, not an API.
 */
export const VARIANT_SORTS = [
  { value: "price", label: "Price: low to high" },
  { value: "mileage", label: "Mileage: best first" },
  { value: "power", label: "Power: most first" },
] as const;
export type VariantSort = (typeof VARIANT_SORTS)[number]["value"];

export interface VariantListQuery {
  sort: VariantSort;
  /** A fuel the model has, spelled as the catalogue does, or null for all. */
  fuel: string | null;
  gearbox: string | null;
}

export interface ListableVariant {
  exShowroom: number | null;
  fuel: string | null;
  gearbox: string | null;
  powerBhp: number | null;
  fuelEconomy: number | null;
}

/** The distinct non-empty values, in first-seen order. */
export function distinctValues(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

const pick = (wanted: string | null, options: readonly string[]) =>
  options.find((o) => o.toLowerCase() === wanted?.trim().toLowerCase()) ?? null;

export function parseVariantListQuery(params: URLSearchParams, fuels: readonly string[], gearboxes: readonly string[]): VariantListQuery {
  const sort = VARIANT_SORTS.find((s) => s.value === params.get("sort"))?.value ?? "price";
  return { sort, fuel: pick(params.get("fuel"), fuels), gearbox: pick(params.get("gearbox"), gearboxes) };
}

/** Nulls last whichever way the column sorts: an unknown figure is neither best nor worst. */
function byNumber(get: (v: ListableVariant) => number | null, descending: boolean) {
  return (a: ListableVariant, b: ListableVariant) => {
    const x = get(a);
    const y = get(b);
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return descending ? y - x : x - y;
  };
}

const SORTERS = {
  price: byNumber((v) => v.exShowroom, false),
  mileage: byNumber((v) => v.fuelEconomy, true),
  power: byNumber((v) => v.powerBhp, true),
} satisfies Record<VariantSort, unknown>;

/** The variants the query shows, in its order (stable: ties keep the catalogue's price order). */
export function listVariants<T extends ListableVariant>(variants: readonly T[], query: VariantListQuery): T[] {
  return variants
    .filter((v) => (!query.fuel || v.fuel === query.fuel) && (!query.gearbox || v.gearbox === query.gearbox))
    .sort(SORTERS[query.sort]);
}

/** The query as URL parameters, defaults left out so the plain page has one address. */
export function variantListParams(query: VariantListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sort !== "price") params.set("sort", query.sort);
  if (query.fuel) params.set("fuel", query.fuel);
  if (query.gearbox) params.set("gearbox", query.gearbox);
  return params;
}
