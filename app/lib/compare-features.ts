/**
 * The comparison's feature matrix: every feature any of the cars has, from the listing's
 * feature list and the catalogue variant's specs, in four groups. A cell is "yes", "no" (the
 * catalogue says the variant lacks it) or "unknown" (nobody states it either way).
 */
import type { VariantSpecs } from "./variant-specs";

export type FeatureGroupId = "comfort" | "technology" | "safety" | "other";
export type Presence = "yes" | "no" | "unknown";

export const FEATURE_GROUPS: { id: FeatureGroupId; title: string }[] = [
  { id: "comfort", title: "Comfort & Convenience" },
  { id: "technology", title: "Technology & Infotainment" },
  { id: "safety", title: "Safety Features" },
  { id: "other", title: "Other Features" },
];

export interface FeatureCell {
  presence: Presence;
  /** Extra text such as the airbag count. */
  detail?: string;
}

export interface FeatureRow {
  name: string;
  cells: FeatureCell[];
}

export interface FeatureGroup {
  id: FeatureGroupId;
  title: string;
  rows: FeatureRow[];
}

export interface FeatureSource {
  features: readonly string[];
  specs: VariantSpecs | null;
}

// Safety first: "Rear Parking Camera" is safety kit, not technology.
const GROUP_PATTERNS: [FeatureGroupId, RegExp][] = [
  ["safety", /airbag|\babs\b|\bebd\b|stability|\besc\b|\besp\b|hill|isofix|tyre pressure|tpms|traction|brake|parking|camera|immobili|seat ?belt|child|ncap|locking/i],
  ["technology", /touch|infotainment|android|carplay|bluetooth|navigation|gps|usb|wireless|speaker|audio|display|connected|digital|head-?up|screen|voice/i],
  ["comfort", /climate|air ?con|\bac\b|seat|sunroof|moonroof|panoramic|cruise|keyless|push button|steering|power window|armrest|wiper|headlamp|lighting|boot/i],
];

export function featureGroupOf(name: string): FeatureGroupId {
  return GROUP_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? "other";
}

/** Spec-sheet features named as the catalogue import names them, so both sources merge. */
const SPEC_FEATURES: [string, (s: VariantSpecs) => boolean | null][] = [
  ["ABS", (s) => s.safety.abs],
  ["EBD", (s) => s.safety.ebd],
  ["Electronic Stability Control", (s) => s.safety.esc],
  ["Hill Assist", (s) => s.safety.hillAssist],
  ["ISOFIX", (s) => s.safety.isofix],
  ["Tyre Pressure Monitor", (s) => s.safety.tyrePressureMonitor],
  ["Traction Control", (s) => s.safety.tractionControl],
  ["Automatic Climate Control", (s) => s.comfort.climateControl],
  ["Rear AC Vents", (s) => s.comfort.rearAcVents],
  ["Leather Seats", (s) => s.comfort.leatherSeats],
  ["Ventilated Seats", (s) => s.comfort.ventilatedSeats],
  ["Heated Seats", (s) => s.comfort.heatedSeats],
  ["Sunroof", (s) => s.comfort.sunroof],
  ["Cruise Control", (s) => s.comfort.cruiseControl],
  ["Push Button Start", (s) => s.comfort.pushButtonStart],
  ["Android Auto", (s) => s.comfort.androidAuto],
  ["Apple CarPlay", (s) => s.comfort.appleCarPlay],
  ["Navigation", (s) => s.comfort.navigation],
];

const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
const AIRBAGS = /^(\d+)\s+airbags?$/i;

/** What one car states: feature key -> cell, plus the display name of each key. */
function carFeatures(car: FeatureSource, names: Map<string, string>): Map<string, FeatureCell> {
  const cells = new Map<string, FeatureCell>();
  const put = (name: string, cell: FeatureCell) => {
    const key = keyOf(name);
    if (!names.has(key)) names.set(key, name);
    if (cells.get(key)?.presence !== "yes") cells.set(key, cell);
  };
  if (car.specs) {
    for (const [name, pick] of SPEC_FEATURES) {
      const value = pick(car.specs);
      if (value !== null) put(name, { presence: value ? "yes" : "no" });
    }
    const airbags = car.specs.safety.airbags;
    if (airbags !== null) put("Airbags", airbags > 0 ? { presence: "yes", detail: String(airbags) } : { presence: "no" });
  }
  for (const feature of car.features) {
    const airbags = AIRBAGS.exec(feature.trim());
    if (airbags) put("Airbags", { presence: "yes", detail: airbags[1] });
    else if (feature.trim()) put(feature.trim(), { presence: "yes" });
  }
  return cells;
}

export function featureMatrix(cars: readonly FeatureSource[]): FeatureGroup[] {
  const names = new Map<string, string>();
  const perCar = cars.map((car) => carFeatures(car, names));
  const rows = [...names.entries()]
    .filter(([key]) => perCar.some((cells) => cells.get(key)?.presence === "yes"))
    .map(([key, name]) => ({ name, cells: perCar.map((cells) => cells.get(key) ?? { presence: "unknown" as const }) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return FEATURE_GROUPS.map((group) => ({ ...group, rows: rows.filter((row) => featureGroupOf(row.name) === group.id) })).filter(
    (group) => group.rows.length > 0,
  );
}
