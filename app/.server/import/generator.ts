/**
 * Made-up used cars derived from catalogue variants: the generated demo listings (no data folder)
 * and the `synthetic` bulk listings share this. Price depreciates ~10-15% a year from the
 * variant's ex-showroom price, with noise; ~8-15k km a year.
 */
import { seededRandom, type SeededRandom } from "../../lib/seeded-random";
import type { FuelType, Transmission } from "../../lib/vehicle-vocabulary";
import { roundTo1000 } from "./assign";
import type { CatalogueModelRef, CatalogueVariantRef, ListingIdentity } from "./catalogue-match";
import type { ListingFact } from "./listing-rows";

export interface GeneratorVariant {
  make: string;
  makeId: number;
  isLuxury: boolean;
  model: CatalogueModelRef;
  variant: CatalogueVariantRef;
  exShowroomPrice: number;
  fuelType: FuelType;
  transmission: Transmission;
  engineCc: number | null;
  powerBhp: number | null;
  fuelEconomy: number | null;
}

/** Popular, affordable cars dominate the used market; supercars are rare. */
export function popularity(v: GeneratorVariant): number {
  if (v.exShowroomPrice > 10_000_000) return 0.05;
  if (v.isLuxury || v.exShowroomPrice > 3_000_000) return 0.4;
  return 1;
}

/** Cumulative weights, so each pick is a binary search instead of a scan over every variant. */
export function weightedPicker<T>(items: readonly T[], weight: (t: T) => number): (random01: number) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += Math.max(0, weight(item))));
  return (random01) => {
    const target = random01 * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}

/** Age in years: mostly 2-8 years old, some nearly new, a few over ten. */
function ageOf(r: SeededRandom): number {
  const u = r.next();
  if (u < 0.1) return r.int(0, 1);
  if (u < 0.85) return r.int(2, 8);
  return r.int(9, 14);
}

function ownersFor(age: number, r: SeededRandom): number {
  if (age <= 3) return r.chance(0.9) ? 1 : 2;
  if (age <= 8) return r.chance(0.7) ? 1 : r.chance(0.8) ? 2 : 3;
  return r.int(1, 4);
}

export function generatedFact(v: GeneratorVariant, file: string, key: string, now: Date): ListingFact {
  const r = seededRandom(file, key, "car");
  const age = ageOf(r);
  const yearlyDrop = r.float(0.1, 0.15);
  const price = roundTo1000(Math.max(60_000, v.exShowroomPrice * (1 - yearlyDrop) ** (age + 0.5) * r.float(0.92, 1.08)));
  const km = Math.max(500, Math.round((age + r.float(0.2, 1)) * r.int(8_000, 15_000) / 100) * 100);
  return {
    file,
    key,
    name: `${v.make} ${v.model.name} ${v.variant.name}`,
    year: now.getUTCFullYear() - age,
    km,
    price,
    fuelType: v.fuelType,
    transmission: v.transmission,
    ownerCount: ownersFor(age, r),
    seats: v.variant.seats,
    engineCc: v.engineCc,
    powerBhp: v.powerBhp,
    fuelEconomy: v.fuelEconomy,
    city: null,
    sellerType: null,
  };
}

export function generatedIdentity(v: GeneratorVariant): ListingIdentity {
  return {
    make: v.make,
    makeRef: null,
    model: v.model.name,
    modelRef: v.model,
    variant: v.variant.name,
    variantRef: v.variant,
  };
}
