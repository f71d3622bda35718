/**
 * One car, one card (API.md): the same physical car listed by two platforms shares one
 * `listings.car_group` (decision 004's group), so its card shows each platform's price in
 * `otherSources`. The same car is the same registration number; when either side lacks one, the
 * same make, model, year, colour and city with km within 2% and price within 10%. Two listings of
 * one platform are two cars, whatever they look like. isSameCar is the rule; SQL only narrows the
 * candidates, per car, with windows at least as wide as the rule's (decision 034): an exact probe
 * of listings_registration_idx, and a km range of listings_same_car_idx within the car's make,
 * model, year, city and colour. Partner pushes and feeds and the demo import all group through here.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { activeListingIn } from "../listings/active-listing";

type Executor = Pick<Database, "execute">;

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

/**
 * Whole numbers b with within(value, b, share) lie in [value * (1 - share), value / (1 - share)];
 * rounded outwards, so the SQL range never drops a car the rule would take.
 */
export function windowOf(value: number, share: number): [number, number] {
  return [Math.floor(value * (1 - share)), Math.ceil(value / (1 - share))];
}
export const kmWindow = (km: number) => windowOf(km, KM_SHARE);
export const priceWindow = (price: number) => windowOf(price, PRICE_SHARE);

/** A group key for a car first seen twice now: named after the listing that was there first. */
export const carGroupFor = (listingId: number) => `p:${listingId}`;

export interface GroupedCar extends CarFacts {
  id: number;
}

interface Candidate extends GroupedCar {
  carGroup: string | null;
}

type CandidateRow = {
  car_id: number;
  own_group: string | null;
  id: number;
  source: string;
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
  city: string;
  exterior_color: string | null;
  registration_number: string | null;
  car_group: string | null;
};

/**
 * Each car's possible copies on sale on another platform, in one statement: the batch goes as one
 * jsonb parameter (a VALUES list of 12,000 parameters took longer to build than to run) and each
 * car probes the two indexes. Also answers each matched car's own group now.
 */
async function findCandidates(db: Executor, cars: readonly GroupedCar[]) {
  const batch = cars.map((car) => {
    const [kmLow, kmHigh] = kmWindow(car.km);
    const [priceLow, priceHigh] = priceWindow(car.price);
    const { id, source, make, model, year, city, exteriorColor: color, registrationNumber: reg } = car;
    return { id, source, make, model, year, city, color, reg, km_low: kmLow, km_high: kmHigh, price_low: priceLow, price_high: priceHigh };
  });
  const columns = sql`l.id, l.source, l.make, l.model, l.year, l.km, l.price, l.city, l.exterior_color, l.registration_number, l.car_group`;
  const result = await db.execute<CandidateRow>(sql`
    with cars as (
      select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as c(id integer, source text, make text, model text,
        year smallint, city text, color text, reg text, km_low integer, km_high integer, price_low integer, price_high integer)),
    found as (
      select c.id as car_id, ${columns} from cars c
      join listings l on l.registration_number = c.reg
      where l.registration_number is not null and ${activeListingIn("l")} and l.source <> c.source
      union all
      select c.id as car_id, ${columns} from cars c
      join listings l on lower(trim(l.make)) = lower(trim(c.make)) and lower(trim(l.model)) = lower(trim(c.model))
        and l.year = c.year and lower(trim(l.city)) = lower(trim(c.city))
        and lower(trim(l.exterior_color)) = lower(trim(c.color)) and l.km between c.km_low and c.km_high
      where ${activeListingIn("l")} and l.source <> c.source and l.price between c.price_low and c.price_high)
    select f.*, own.car_group as own_group from found f join listings own on own.id = f.car_id`);
  const byCar = new Map<number, Map<number, Candidate>>();
  const ownGroups = new Map<number, string | null>();
  for (const r of result.rows) {
    ownGroups.set(r.car_id, r.own_group);
    const candidates = byCar.get(r.car_id) ?? new Map<number, Candidate>();
    const { id, source, make, model, city, car_group: carGroup, exterior_color: exteriorColor, registration_number: registrationNumber } = r;
    candidates.set(id, { id, source, make, model, city, carGroup, exteriorColor, registrationNumber, year: Number(r.year), km: Number(r.km), price: Number(r.price) });
    byCar.set(r.car_id, candidates);
  }
  return { byCar, ownGroups };
}

/** Cars per candidate statement: a partner's batch; a 100,000-row feed is 100 of them. */
const PROBE_BATCH = 1_000;

/**
 * Puts each car (already written) into the group of another platform's listing of the same car
 * on sale. With no group among them yet, the car keeps its own, or a new one is named after the
 * listing seen first (the lowest id); every ungrouped match joins it. Returns how many listings
 * changed group. Cars go 1,000 a statement, each part's groups written before the next looks.
 */
export async function groupSameCars(db: Executor, cars: readonly GroupedCar[]): Promise<number> {
  let changed = 0;
  for (let i = 0; i < cars.length; i += PROBE_BATCH) changed += await groupPart(db, cars.slice(i, i + PROBE_BATCH));
  return changed;
}

async function groupPart(db: Executor, cars: readonly GroupedCar[]): Promise<number> {
  const { byCar, ownGroups } = await findCandidates(db, cars);
  if (byCar.size === 0) return 0;
  const groups = new Map<number, string>();
  const groupOf = (id: number, stored: string | null) => groups.get(id) ?? stored;
  for (const car of cars) {
    const matches = [...(byCar.get(car.id)?.values() ?? [])].filter((c) => isSameCar(car, c));
    if (matches.length === 0) continue;
    const grouped = matches.find((c) => groupOf(c.id, c.carGroup) !== null);
    const group =
      (grouped && groupOf(grouped.id, grouped.carGroup)) ??
      groupOf(car.id, ownGroups.get(car.id) ?? null) ??
      carGroupFor(Math.min(car.id, ...matches.map((c) => c.id)));
    groups.set(car.id, group);
    for (const match of matches) if (groupOf(match.id, match.carGroup) === null) groups.set(match.id, group);
  }
  if (groups.size === 0) return 0;
  const json = JSON.stringify([...groups].map(([id, group]) => ({ id, car_group: group })));
  const result = await db.execute(sql`
    update listings set car_group = v.car_group from jsonb_to_recordset(${json}::jsonb) as v(id integer, car_group text)
    where listings.id = v.id and listings.car_group is distinct from v.car_group`);
  return result.rowCount ?? 0;
}
