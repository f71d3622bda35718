/**
 * Everything a partner row does not tell us, assigned deterministically from the file name and
 * row key (never Math.random): city for rows without one, platform, colours, seller, dealer name,
 * listing date and earlier prices. Re-seeding gives the same answers.
 */
import { CAR_COLORS, INTERIOR_COLORS, pickWeighted } from "../../lib/car-colors";
import { INDIAN_CITIES, stateOfCity } from "../../lib/indian-cities";
import { seededRandom, type SeededRandom } from "../../lib/seeded-random";
import { PARTNER_SOURCES, type PartnerSource, type SellerType } from "../../lib/vehicle-vocabulary";

const DAY_MS = 86_400_000;
const LISTING_WINDOW_DAYS = 90;
const PRICE_CHANGE_SHARE = 0.12;
const DEALER_SHARE = 0.22;

/** Rough share of used-car listings per platform. */
const SOURCE_WEIGHTS: Record<PartnerSource, number> = {
  CarDekho: 18,
  Cars24: 16,
  CarWale: 14,
  OLX: 12,
  Spinny: 10,
  CarTrade: 10,
  Droom: 8,
  CarAndBike: 6,
  "Maruti Suzuki True Value": 20,
};

const SURNAMES = [
  "Sharma", "Verma", "Gupta", "Agarwal", "Patel", "Shah", "Mehta", "Reddy", "Rao", "Nair", "Menon",
  "Iyer", "Singh", "Sethi", "Malhotra", "Kapoor", "Chopra", "Bansal", "Jain", "Joshi", "Kulkarni",
  "Deshmukh", "Pillai", "Banerjee", "Das", "Ghosh", "Chatterjee", "Khanna", "Arora", "Saxena",
];
const DEALER_WORDS = ["Motors", "Automobiles", "Car World", "Autos", "Wheels", "Car Bazaar", "Auto Hub"];

/** Platforms a car of this make can appear on: True Value sells only Maruti Suzuki cars. */
export function sourcesFor(make: string): PartnerSource[] {
  return PARTNER_SOURCES.filter((s) => s !== "Maruti Suzuki True Value" || make === "Maruti Suzuki");
}

export function pickSource(make: string, random01: number, exclude: readonly string[] = []): PartnerSource {
  const options = sourcesFor(make).filter((s) => !exclude.includes(s));
  return pickWeighted(options, (s) => SOURCE_WEIGHTS[s], random01);
}

export interface PricePoint {
  price: number;
  at: Date;
}

export interface Assignment {
  city: string;
  state: string | null;
  source: PartnerSource;
  exteriorColor: string;
  interiorColor: string;
  sellerType: SellerType;
  dealerName: string | null;
  listedAt: Date;
  /** Every price the listing had, oldest first; the last is the current price. */
  priceHistory: PricePoint[];
}

export const roundTo1000 = (value: number) => Math.max(1000, Math.round(value / 1000) * 1000);

/** A date uniformly within the last `LISTING_WINDOW_DAYS` before now, to the second. */
export function listedAtFor(r: SeededRandom, now: Date): Date {
  const ms = now.getTime() - r.float(0, LISTING_WINDOW_DAYS * DAY_MS);
  return new Date(Math.floor(ms / 1000) * 1000);
}

/**
 * ~12% of listings had 1-2 earlier, higher asking prices (2-8% above the next one), changed
 * at times between listed_at and now.
 */
export function priceHistoryFor(r: SeededRandom, price: number, listedAt: Date, now: Date): PricePoint[] {
  if (!r.chance(PRICE_CHANGE_SHARE)) return [{ price, at: listedAt }];
  const changes = r.int(1, 2);
  const prices = [price];
  for (let i = 0; i < changes; i++) prices.unshift(roundTo1000(prices[0] * (1 + r.float(0.02, 0.08))));
  const span = now.getTime() - listedAt.getTime();
  const times = Array.from({ length: changes }, () => listedAt.getTime() + Math.floor(r.float(0.05, 1) * span))
    .sort((a, b) => a - b);
  return prices.map((p, i) => ({ price: p, at: i === 0 ? listedAt : new Date(times[i - 1]) }));
}

export interface AssignInput {
  file: string;
  key: string;
  make: string;
  price: number;
  city: string | null;
  sellerType: SellerType | null;
}

export function assignListing(input: AssignInput, now: Date): Assignment {
  const r = seededRandom(input.file, input.key);
  // Draw every value in a fixed order, even when the row has it, so one column never shifts another.
  const cityPick = pickWeighted(INDIAN_CITIES, (c) => c.weight, r.next()).name;
  const sellerPick: SellerType = r.chance(DEALER_SHARE) ? "dealer" : "individual";
  const source = pickSource(input.make, r.next());
  const exteriorColor = pickWeighted(CAR_COLORS, (c) => c.exteriorWeight, r.next()).name;
  const interiorColor = r.pick(INTERIOR_COLORS);
  const dealerWords = `${r.pick(SURNAMES)} ${r.pick(DEALER_WORDS)}`;
  const listedAt = listedAtFor(r, now);
  const city = input.city ?? cityPick;
  const sellerType = input.sellerType ?? sellerPick;
  return {
    city,
    state: stateOfCity(city),
    source,
    exteriorColor,
    interiorColor,
    sellerType,
    dealerName: sellerType === "individual" ? null : `${dealerWords} ${city}`,
    listedAt,
    priceHistory: priceHistoryFor(r, input.price, listedAt, now),
  };
}
