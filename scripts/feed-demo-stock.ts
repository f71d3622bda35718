/**
 * The demo partner's stock (scripts/feed-demo.ts): cars of the shared used-car data as
 * PartnerListing rows, and the three moments of the story: they arrive, some get cheaper, some
 * are sold. Pure, so the demo's data is tested without a server.
 */
import { readCsv } from "../app/.server/import/csv";
import { usedCarsRow } from "../app/.server/import/listing-rows";
import { splitListingName } from "../app/.server/import/normalise-names";

export interface DemoCar {
  externalId: string;
  make: string;
  model: string;
  variant?: string;
  year: number;
  price: number;
  mileage: number;
  fuelType: string;
  transmission: string;
  ownerCount?: number;
  city: string;
  url: string;
}

export const FEED_COLUMNS = ["externalId", "make", "model", "variant", "year", "price", "mileage", "fuelType", "transmission", "ownerCount", "city", "url"] as const;

/**
 * `count` usable cars of used_cars_data.csv that name a city, spread evenly over the file (it is
 * sorted by price, so its first rows are all Lamborghinis and Range Rovers).
 */
export async function readDemoCars(file: string, count: number, currentYear = new Date().getFullYear()): Promise<DemoCar[]> {
  const table = await readCsv(file);
  const cars: DemoCar[] = [];
  for (const record of table.records) {
    const row = usedCarsRow(record, "used_cars_data.csv", currentYear);
    if (!("fact" in row) || !row.fact.city) continue;
    const parts = splitListingName(row.fact.name, []);
    if (!parts || parts.words.length === 0) continue;
    const { fact } = row;
    const externalId = `demo-${fact.key}`;
    cars.push({
      externalId,
      make: parts.make,
      model: parts.words[0],
      ...(parts.words.length > 1 ? { variant: parts.words.slice(1).join(" ") } : {}),
      year: fact.year,
      price: fact.price,
      mileage: fact.km,
      fuelType: fact.fuelType,
      transmission: fact.transmission,
      ...(fact.ownerCount ? { ownerCount: fact.ownerCount } : {}),
      city: fact.city!,
      url: `https://demo-partner.example/cars/${externalId}`,
    });
  }
  const step = Math.max(1, cars.length / count);
  return Array.from({ length: Math.min(count, cars.length) }, (_, i) => cars[Math.floor((i + 0.5) * step)]);
}

/** Every third car 5% cheaper, rounded to the thousand (what a dealer's price drop looks like). */
export function repriced(cars: readonly DemoCar[]): DemoCar[] {
  return cars.map((car, i) => (i % 3 === 1 ? { ...car, price: Math.round((car.price * 0.95) / 1000) * 1000 } : car));
}

/** The last fifth of the cars: sold. */
export function soldOf(cars: readonly DemoCar[]): DemoCar[] {
  return cars.slice(cars.length - Math.max(1, Math.floor(cars.length / 5)));
}

const cell = (value: unknown) => {
  const text = value === undefined ? "" : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The stock as a CSV feed (API.md "Pull feeds"). */
export function toFeedCsv(cars: readonly DemoCar[]): string {
  const lines = cars.map((car) => FEED_COLUMNS.map((c) => cell(car[c])).join(","));
  return [FEED_COLUMNS.join(","), ...lines].join("\n") + "\n";
}
