/**
 * One car, one card (API.md): the same physical car listed by two platforms shares one
 * `listings.car_group` (decision 004's group, as the import's cross-listings do), so its card
 * shows each platform's price in `otherSources`. The same car is the same registration number;
 * when either side lacks one, the same make, model, year, colour and city with km within 2% and
 * price within 10%. Two listings of one platform are two cars, whatever they look like.
 * Candidates are found through listings_model_year_listed_idx (make, model, year), never a scan.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings } from "../db/schema";
import { activeListing } from "../listings/active-listing";

type Executor = Pick<Database, "select" | "update" | "execute">;

export interface CarFacts {
  source: string;
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
  city: string;
  exteriorColor: string | null;
  registrationNumber: string | null;
}

const KM_SHARE = 0.02;
const PRICE_SHARE = 0.1;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const within = (a: number, b: number, share: number) => Math.abs(a - b) <= share * Math.max(a, b);

export function isSameCar(a: CarFacts, b: CarFacts): boolean {
  if (a.source === b.source) return false;
  if (a.registrationNumber && b.registrationNumber) return a.registrationNumber === b.registrationNumber;
  if (!a.exteriorColor || !b.exteriorColor) return false;
  return (
    same(a.make, b.make) &&
    same(a.model, b.model) &&
    a.year === b.year &&
    same(a.exteriorColor, b.exteriorColor) &&
    same(a.city, b.city) &&
    within(a.km, b.km, KM_SHARE) &&
    within(a.price, b.price, PRICE_SHARE)
  );
}

/** A group key for a car first seen twice now: named after the listing that was there first. */
export const carGroupFor = (listingId: number) => `p:${listingId}`;

export interface GroupedCar extends CarFacts {
  id: number;
}

/**
 * Puts each car (just written) into the group of another platform's listing of the same car on
 * sale, starting a group when that listing had none. Returns how many listings changed group.
 */
export async function groupSameCars(db: Executor, cars: readonly GroupedCar[]): Promise<number> {
  if (cars.length === 0) return 0;
  const keys = new Map<string, GroupedCar>();
  for (const car of cars) keys.set(`${car.make}\u0000${car.model}\u0000${car.year}`, car);
  const tuples = sql.join(
    [...keys.values()].map((car) => sql`(${car.make}, ${car.model}, ${car.year}::smallint)`),
    sql`, `,
  );
  const candidates = await db
    .select({
      id: listings.id,
      source: listings.source,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      km: listings.km,
      price: listings.price,
      city: listings.city,
      exteriorColor: listings.exteriorColor,
      registrationNumber: listings.registrationNumber,
      carGroup: listings.carGroup,
    })
    .from(listings)
    .where(and(sql`(${listings.make}, ${listings.model}, ${listings.year}) in (${tuples})`, activeListing, ne(listings.source, cars[0].source)));
  if (candidates.length === 0) return 0;
  const groups = new Map<number, string>();
  const groupOf = (c: (typeof candidates)[number]) => groups.get(c.id) ?? c.carGroup;
  for (const car of cars) {
    const matches = candidates.filter((c) => isSameCar(car, c));
    if (matches.length === 0) continue;
    const grouped = matches.find((c) => groupOf(c) !== null) ?? matches[0];
    const group = groupOf(grouped) ?? carGroupFor(grouped.id);
    groups.set(car.id, group);
    if (groupOf(grouped) === null) groups.set(grouped.id, group);
  }
  if (groups.size === 0) return 0;
  const values = sql.join(
    [...groups].map(([id, group]) => sql`(${id}::integer, ${group}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update listings set car_group = v.car_group from (values ${values}) as v(id, car_group)
    where listings.id = v.id and listings.car_group is distinct from v.car_group`);
  return result.rowCount ?? 0;
}

/** The car group a listing has now (tests and the push's answer). */
export async function carGroupOf(db: Executor, listingId: number): Promise<string | null> {
  const [row] = await db.select({ carGroup: listings.carGroup }).from(listings).where(eq(listings.id, listingId));
  return row?.carGroup ?? null;
}
