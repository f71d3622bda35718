/**
 * The variant specification sheet, declared once: every VariantSpecs field with its group,
 * label and unit. The variant page and the comparison both read this list, so a field added to
 * VariantSpecs is one line here (spec-sheet.test.ts fails until it is). Unknown values show as
 * "N/A": the catalogue is the only source, we never guess.
 */
import { groupIndianDecimal } from "../format-inr";
import type { VariantSpecs } from "../variant-specs";

/** What the sheet needs of a variant (ResearchVariant has it; lib cannot import the server type). */
export interface SpecSubject {
  fuel: string | null;
  transmission: string | null;
  specs: VariantSpecs;
}

export const NOT_AVAILABLE = "N/A";

type SpecValue = string | number | boolean | null;

interface SpecField {
  /** "engine.displacementCc": the VariantSpecs path, or "fuel"/"transmission" for the variant's own columns. */
  key: string;
  label: string;
  read: (v: SpecSubject) => SpecValue;
  /** Appended to a number: "1,197 cc". A function when it depends on the fuel (km/kg for CNG). */
  unit?: string | ((v: SpecSubject) => string);
}

export interface SpecGroupDeclaration {
  id: string;
  title: string;
  fields: SpecField[];
}

const isCng = (v: SpecSubject) => (v.fuel ?? "").toLowerCase().includes("cng");
const economyUnit = (v: SpecSubject) => (isCng(v) ? "km/kg" : "km/l");

/** Each VariantSpecs section field, by key, with its reader built from the path. */
function field<S extends keyof Omit<VariantSpecs, "warranty">>(section: S, name: keyof VariantSpecs[S] & string, label: string, unit?: SpecField["unit"]): SpecField {
  return { key: `${section}.${name}`, label, unit, read: (v) => (v.specs[section]?.[name] as SpecValue | undefined) ?? null };
}

export const SPEC_GROUPS: SpecGroupDeclaration[] = [
  {
    id: "engine",
    title: "Engine & performance",
    fields: [
      { key: "fuel", label: "Fuel", read: (v) => v.fuel },
      { key: "transmission", label: "Transmission", read: (v) => v.transmission },
      field("engine", "displacementCc", "Engine displacement", "cc"),
      field("engine", "cylinders", "Cylinders"),
      field("engine", "engineType", "Engine type"),
      field("engine", "fuelSystem", "Fuel system"),
      field("engine", "emissionNorm", "Emission norm"),
      field("engine", "drivetrain", "Drivetrain"),
      field("engine", "turbocharged", "Turbocharged"),
      field("engine", "gears", "Gears"),
      field("engine", "gearbox", "Gearbox"),
      field("performance", "powerBhp", "Power", "bhp"),
      field("performance", "powerText", "Power (maker's figure)"),
      field("performance", "torqueNm", "Torque", "Nm"),
      field("performance", "torqueText", "Torque (maker's figure)"),
      field("performance", "fuelEconomy", "Fuel economy (ARAI)", economyUnit),
      field("performance", "cityMileage", "City mileage", economyUnit),
      field("performance", "highwayMileage", "Highway mileage", economyUnit),
      field("performance", "rangeKm", "Electric range per charge", "km"),
    ],
  },
  {
    id: "dimensions",
    title: "Dimensions & capacity",
    fields: [
      field("dimensions", "lengthMm", "Length", "mm"),
      field("dimensions", "widthMm", "Width", "mm"),
      field("dimensions", "heightMm", "Height", "mm"),
      field("dimensions", "wheelbaseMm", "Wheelbase", "mm"),
      field("dimensions", "groundClearanceMm", "Ground clearance", "mm"),
      field("dimensions", "kerbWeightKg", "Kerb weight", "kg"),
      field("dimensions", "bootSpaceLitres", "Boot space", "litres"),
      field("dimensions", "fuelTankLitres", "Fuel tank", "litres"),
      field("dimensions", "doors", "Doors"),
      field("dimensions", "seats", "Seats"),
    ],
  },
  {
    id: "safety",
    title: "Safety",
    fields: [
      field("safety", "airbags", "Airbags"),
      field("safety", "abs", "Anti-lock brakes (ABS)"),
      field("safety", "ebd", "Electronic brake-force distribution (EBD)"),
      field("safety", "esc", "Electronic stability control (ESC)"),
      field("safety", "brakeAssist", "Brake assist"),
      field("safety", "tractionControl", "Traction control"),
      field("safety", "hillAssist", "Hill-start assist"),
      field("safety", "isofix", "ISOFIX child-seat mounts"),
      field("safety", "tyrePressureMonitor", "Tyre pressure monitor"),
      field("safety", "parkingSensors", "Parking sensors"),
      field("safety", "camera", "Parking camera"),
    ],
  },
  {
    id: "comfort",
    title: "Comfort & convenience",
    fields: [
      field("comfort", "airConditioning", "Air conditioning"),
      field("comfort", "climateControl", "Climate control"),
      field("comfort", "rearAcVents", "Rear AC vents"),
      field("comfort", "leatherSeats", "Leather seats"),
      field("comfort", "ventilatedSeats", "Ventilated seats"),
      field("comfort", "heatedSeats", "Heated seats"),
      field("comfort", "sunroof", "Sunroof"),
      field("comfort", "cruiseControl", "Cruise control"),
      field("comfort", "keylessEntry", "Keyless entry"),
      field("comfort", "pushButtonStart", "Push-button start"),
    ],
  },
  {
    id: "infotainment",
    title: "Infotainment",
    fields: [
      field("comfort", "infotainmentSizeInch", "Touchscreen size", "inch"),
      field("comfort", "androidAuto", "Android Auto"),
      field("comfort", "appleCarPlay", "Apple CarPlay"),
      field("comfort", "navigation", "Navigation"),
    ],
  },
  {
    id: "warranty",
    title: "Warranty",
    fields: [{ key: "warranty", label: "Warranty", read: (v) => v.specs.warranty ?? null }],
  },
];

/** One value as shown: grouped numbers with their unit, Yes/No, or N/A when unknown. */
export function formatSpecValue(value: SpecValue, unit?: string): string {
  if (value === null || value === "") return NOT_AVAILABLE;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return NOT_AVAILABLE;
    const shown = groupIndianDecimal(value, 2);
    return unit ? `${shown} ${unit}` : shown;
  }
  return value;
}

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

export interface SpecGroup {
  id: string;
  title: string;
  rows: SpecRow[];
}

/** The full sheet of one variant, every declared field present (N/A when unknown). */
export function specSheet(v: SpecSubject): SpecGroup[] {
  return SPEC_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    rows: group.fields.map((f) => ({
      key: f.key,
      label: f.label,
      value: formatSpecValue(f.read(v), typeof f.unit === "function" ? f.unit(v) : f.unit),
    })),
  }));
}
