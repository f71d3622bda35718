/**
 * Comparison rules shared by the /compare page, the listing cards' Compare toggle and the
 * server: which ids the URL may carry, when a car may be added, and which spec rows differ.
 */
import { sourceLabel } from "./vehicle-vocabulary";
import type { PriceTrend } from "./compare-trend";
import type { VariantNewPrice } from "./compare-price-texts";
import { formatInr, formatKm, groupIndian } from "./format-inr";
import { NOT_AVAILABLE, specSections, type SpecSection } from "./spec-rows";
import type { Vehicle, VehicleDetail } from "./vehicle";

export const MAX_COMPARE = 3;
export const COMPARE_LIMIT_MESSAGE = "Maximum of 3 vehicles can be compared at once.";
export const ALREADY_IN_COMPARISON = "Already in comparison";

/** One car on the comparison page: the listing, its catalogue specs, fair price and price trend. */
export interface CompareVehicle {
  vehicle: Vehicle;
  specs: VehicleDetail["specs"];
  /** The fair-price estimate and 80% range (null for new cars and while no model exists). */
  fairPrice: VehicleDetail["fairPrice"];
  trend: PriceTrend;
  /**
   * New prices of its catalogue variant and of its model's middle variant, when the fair price
   * is far from the market trend's median: often the reason (null otherwise, or unknown).
   */
  variantNewPrice: VariantNewPrice | null;
}

/** What the /compare loader answers. */
export interface ComparePageData {
  vehicles: CompareVehicle[];
  /** True when the page shows the sample pair because the URL named no cars. */
  sample: boolean;
  /** The brands offered in the picker's dropdown. */
  brands: string[];
}

/** The ids of `?ids=a,b,c`: listing ids only, no repeats, at most three. */
export function parseCompareIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const ids: string[] = [];
  for (const part of raw.split(",")) {
    const id = part.trim();
    if (/^[1-9]\d{0,8}$/.test(id) && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_COMPARE);
}

export function compareHref(ids: string[]): string {
  return ids.length > 0 ? `/compare?ids=${ids.join(",")}` : "/compare";
}

export type AddCheck = "ok" | "full" | "duplicate";

/** Whether a car may join a selection: never twice, never a fourth. */
export function checkAdd(ids: readonly string[], id: string): AddCheck {
  if (ids.includes(id)) return "duplicate";
  return ids.length >= MAX_COMPARE ? "full" : "ok";
}

export interface CompareRow {
  key: string;
  label: string;
  /** One display value per car, in the order of the cars. */
  values: string[];
}

export interface CompareSection {
  id: "overview" | SpecSection["id"];
  title: string;
  rows: CompareRow[];
}

/** A row differs when the cars do not all show the same text ('N/A' against a value counts). */
export function rowDiffers(values: readonly string[]): boolean {
  return new Set(values).size > 1;
}

const ordinal = (n: number) => (n === 1 ? "1st" : n === 2 ? "2nd" : n === 3 ? "3rd" : `${n}th`);

/** The engine in a line: catalogue displacement and power, else what the listing says. */
export function engineSummary(car: Pick<CompareVehicle, "vehicle" | "specs">): string {
  const cc = car.specs?.engine.displacementCc ?? car.vehicle.engineCc;
  const bhp = car.specs?.performance.powerBhp ?? car.vehicle.powerBhp;
  const parts = [cc ? `${groupIndian(cc)} cc` : null, bhp ? `${Math.round(bhp)} bhp` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : NOT_AVAILABLE;
}

function overviewRows(cars: readonly CompareVehicle[]): CompareRow[] {
  const row = (key: string, label: string, pick: (c: CompareVehicle) => string | number | null | undefined): CompareRow => ({
    key,
    label,
    values: cars.map((c) => {
      const value = pick(c);
      return value === null || value === undefined || value === "" ? NOT_AVAILABLE : String(value);
    }),
  });
  return [
    row("price", "Asking price", (c) => formatInr(c.vehicle.price)),
    row("exShowroom", "Ex-showroom price (new)", (c) => (c.specs?.exShowroomPrice ? formatInr(c.specs.exShowroomPrice) : null)),
    row("year", "Model year", (c) => c.vehicle.year),
    row("mileage", "Kilometres driven", (c) => formatKm(c.vehicle.mileage)),
    row("fuelType", "Fuel type", (c) => c.vehicle.fuelType),
    row("transmission", "Transmission", (c) => c.vehicle.transmission),
    row("bodyType", "Body type", (c) => c.vehicle.bodyType),
    row("owners", "Owners", (c) => (c.vehicle.ownerCount ? `${ordinal(c.vehicle.ownerCount)} owner` : null)),
    row("variant", "Catalogue variant", (c) => c.specs?.variantName),
    row("warranty", "Warranty (new)", (c) => c.specs?.warranty),
    row("location", "Location", (c) => c.vehicle.location),
    row("source", "Listed on", (c) => sourceLabel(c.vehicle.source)),
  ];
}

/** Price & Overview, then the catalogue's four sections, each row with one value per car. */
export function compareSections(cars: readonly CompareVehicle[]): CompareSection[] {
  const perCar = cars.map((c) => specSections(c.specs));
  const specs = specSections(null).map((section, s) => ({
    id: section.id,
    title: section.title,
    rows: section.rows.map((r, i) => ({ key: r.key, label: r.label, values: perCar.map((sections) => sections[s].rows[i].value) })),
  }));
  return [{ id: "overview", title: "Price & Overview", rows: overviewRows(cars) }, ...specs];
}
