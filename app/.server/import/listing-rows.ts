/**
 * Rows of the two used-car files -> validated listing facts, or a skip reason. Only what the row
 * says; everything we have to make up (city for car_details, colours, dates) is assigned later.
 */
import { canonicalCity } from "../../lib/indian-cities";
import type { FuelType, SellerType, Transmission } from "../../lib/vehicle-vocabulary";
import type { CsvRecord } from "./csv";
import {
  parseFuelEconomy,
  parseInteger,
  parseKm,
  parseLakh,
  parsePower,
  parseRupees,
} from "./normalise-units";
import { normaliseFuel, normaliseOwner, normaliseSellerType, normaliseTransmission } from "./normalise-vocab";

export interface ListingFact {
  /** Seeds the deterministic assignment: same file + key, same city, colour and dates. */
  file: string;
  /** Stable id within the file: "ucd-<S.No.>", "cd3-<row>", "gen-<n>", "syn-<n>". */
  key: string;
  name: string;
  year: number;
  km: number;
  price: number;
  fuelType: FuelType;
  transmission: Transmission;
  ownerCount: number | null;
  seats: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  fuelEconomy: number | null;
  city: string | null;
  sellerType: SellerType | null;
}

export type RowResult = { fact: ListingFact } | { skip: string };

export const MIN_PRICE = 10_000;
export const MAX_KM = 2_000_000;
export const MIN_YEAR = 1980;

interface RawListing {
  name: string;
  year: string;
  km: string;
  price: number | null;
  priceText: string;
  fuel: string;
  transmission: string;
}

type Validated = Pick<ListingFact, "year" | "km" | "price" | "fuelType" | "transmission">;

function validate(raw: RawListing, currentYear: number): Validated | { skip: string } {
  if (raw.name.trim() === "") return { skip: "missing name" };
  const year = Number(raw.year);
  if (!Number.isInteger(year) || year < MIN_YEAR || year > currentYear) return { skip: "bad year" };
  if (raw.priceText.trim() === "" || /^(null|nan|na)$/i.test(raw.priceText.trim())) return { skip: "missing price" };
  if (raw.price === null || raw.price <= MIN_PRICE) return { skip: "bad price" };
  const km = parseKm(raw.km);
  if (km === null || km >= MAX_KM) return { skip: "bad km" };
  const fuelType = normaliseFuel(raw.fuel);
  if (!fuelType) return { skip: "unknown fuel" };
  const box = normaliseTransmission(raw.transmission);
  if (!box) return { skip: "unknown transmission" };
  return { year, km, price: raw.price, fuelType, transmission: box.transmission };
}

/** Seats outside 2..16 are typos (one row says 0). */
function seatsOf(text: string | undefined): number | null {
  const seats = parseInteger(text);
  return seats !== null && seats >= 2 && seats <= 16 ? seats : null;
}

/** used_cars_data.csv: Price in lakh, a city, owners "First".."Fourth & Above". */
export function usedCarsRow(record: CsvRecord, file: string, currentYear: number): RowResult {
  const v = record.values;
  const checked = validate(
    { name: v.Name ?? "", year: v.Year, km: v.Kilometers_Driven, price: parseLakh(v.Price), priceText: v.Price ?? "", fuel: v.Fuel_Type, transmission: v.Transmission },
    currentYear,
  );
  if ("skip" in checked) return { skip: checked.skip };
  const city = v.Location ? (canonicalCity(v.Location) ?? v.Location.trim()) : null;
  return {
    fact: {
      file,
      key: `ucd-${v["S.No."] || record.row}`,
      name: v.Name.trim().replace(/\s+/g, " "),
      ...checked,
      ownerCount: normaliseOwner(v.Owner_Type),
      seats: seatsOf(v.Seats),
      engineCc: parseInteger(v.Engine),
      powerBhp: parsePower(v.Power).bhp,
      fuelEconomy: parseFuelEconomy(v.Mileage),
      city,
      sellerType: null,
    },
  };
}

/** car_details_v3.csv: selling_price in rupees, seller type and owner spelled out, no city. */
export function carDetailsRow(record: CsvRecord, file: string, currentYear: number): RowResult {
  const v = record.values;
  const checked = validate(
    { name: v.name ?? "", year: v.year, km: v.km_driven, price: parseRupees(v.selling_price), priceText: v.selling_price ?? "", fuel: v.fuel, transmission: v.transmission },
    currentYear,
  );
  if ("skip" in checked) return { skip: checked.skip };
  return {
    fact: {
      file,
      key: `cd3-${record.row}`,
      name: v.name.trim().replace(/\s+/g, " "),
      ...checked,
      ownerCount: normaliseOwner(v.owner),
      seats: seatsOf(v.seats),
      engineCc: parseInteger(v.engine),
      powerBhp: parsePower(v.max_power).bhp,
      fuelEconomy: parseFuelEconomy(v.mileage),
      city: null,
      sellerType: normaliseSellerType(v.seller_type),
    },
  };
}

/** Same car listed twice in one file: identical name, year, km, price, fuel and city. */
export function duplicateKey(fact: ListingFact): string {
  return [fact.name.toLowerCase(), fact.year, fact.km, fact.price, fact.fuelType, fact.city ?? ""].join("|");
}
