/**
 * The equipment vocabulary that search matches on: a small set of canonical keys ("sunroof",
 * "rear-camera"), each with the spellings sellers, partners and the catalogue use for it and
 * the catalogue specification that implies it. A listing's searchable equipment is its own
 * features plus its catalogue variant's standard ones (decision 032), written once per
 * distinct combination as one text the index holds (`equipmentText`) and tested by one
 * predicate (`equipmentMatcher`) that the engine and its test rules share.
 */
import type { VariantSpecs } from "./variant-specs";

interface EquipmentEntry {
  key: string;
  label: string;
  /** A name (lower case, hyphens as spaces) that means this equipment. */
  names: RegExp;
  /** The catalogue specification that implies it, where there is one. */
  implied?: (specs: VariantSpecs) => boolean;
}

export const EQUIPMENT = [
  { key: "sunroof", label: "Sunroof", names: /\b(?:sun|moon)\s*roofs?\b|\bpanoramic\b.*\broof\b/, implied: (s) => s.comfort?.sunroof === true },
  { key: "abs", label: "ABS", names: /\babs\b|anti\s*lock\s+brak/, implied: (s) => s.safety?.abs === true },
  { key: "airbags", label: "Airbags", names: /\bair\s*bags?\b/, implied: (s) => (s.safety?.airbags ?? 0) > 0 },
  { key: "esc", label: "Electronic stability control", names: /\besc\b|\besp\b|electronic stability|vehicle stability/, implied: (s) => s.safety?.esc === true },
  { key: "isofix", label: "ISOFIX child-seat mounts", names: /\bisofix\b/, implied: (s) => s.safety?.isofix === true },
  { key: "hill-assist", label: "Hill assist", names: /\bhill\s+(?:assist|hold|start)/, implied: (s) => s.safety?.hillAssist === true },
  { key: "parking-sensors", label: "Parking sensors", names: /parking\s+(?:sensors?|assist)/ },
  { key: "rear-camera", label: "Rear camera", names: /\bcameras?\b/, implied: (s) => s.safety?.camera === true },
  { key: "cruise-control", label: "Cruise control", names: /cruise\s+control/, implied: (s) => s.comfort?.cruiseControl === true },
  { key: "climate-control", label: "Climate control", names: /climate\s+control/, implied: (s) => s.comfort?.climateControl === true },
  { key: "android-auto", label: "Android Auto", names: /android\s+auto/, implied: (s) => s.comfort?.androidAuto === true },
  { key: "apple-carplay", label: "Apple CarPlay", names: /car\s*play/, implied: (s) => s.comfort?.appleCarPlay === true },
  { key: "keyless-entry", label: "Keyless entry", names: /keyless/, implied: (s) => typeof s.comfort?.keylessEntry === "string" },
  { key: "push-button-start", label: "Push-button start", names: /push\s+button\s+start|start\s*\/?\s*stop\s+button|engine\s+start\s+(?:stop\s+)?button/, implied: (s) => s.comfort?.pushButtonStart === true },
  { key: "leather-seats", label: "Leather seats", names: /\bleather(?:ette)?\s+(?:seats?|upholstery)|^leather$/, implied: (s) => s.comfort?.leatherSeats === true },
  { key: "ventilated-seats", label: "Ventilated seats", names: /(?:ventilated|cooled)\s+seats?/, implied: (s) => s.comfort?.ventilatedSeats === true },
  { key: "heated-seats", label: "Heated seats", names: /heated\s+seats?/, implied: (s) => s.comfort?.heatedSeats === true },
  { key: "touchscreen", label: "Touchscreen", names: /touch\s*screen/ },
  { key: "navigation", label: "Navigation", names: /\bnavigation\b|\bgps\b/, implied: (s) => s.comfort?.navigation === true },
  { key: "alloy-wheels", label: "Alloy wheels", names: /\balloys?\b(?:\s+wheels?)?/ },
  { key: "wireless-charging", label: "Wireless charging", names: /wireless\s+charg/ },
  { key: "adas", label: "ADAS", names: /\badas\b/ },
] as const satisfies readonly EquipmentEntry[];

export type EquipmentKey = (typeof EQUIPMENT)[number]["key"];

const normalise = (name: string) => name.toLowerCase().replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();

/** The canonical keys one equipment name stands for ("Panoramic Sunroof" -> sunroof). */
export function equipmentKeysOfName(name: string): EquipmentKey[] {
  const text = normalise(name);
  return EQUIPMENT.filter((entry) => entry.names.test(text)).map((entry) => entry.key);
}

/**
 * Equipment a source's own variant name states ("City 1.5 V AT Sunroof", "i20 Asta with Sun
 * Roof"): the data's only record of a sunroof, so an import keeps it as the car's feature.
 */
export function equipmentNamedInVariant(variant: string | null | undefined): string[] {
  if (!variant) return [];
  const keys = new Set(equipmentKeysOfName(variant));
  return EQUIPMENT.filter((e) => keys.has(e.key)).map((e) => e.label);
}

/** The keys a catalogue variant's specifications imply (specs.comfort.sunroof => sunroof). */
export function equipmentKeysOfSpecs(specs: VariantSpecs | null | undefined): EquipmentKey[] {
  if (!specs) return [];
  return EQUIPMENT.filter((entry) => "implied" in entry && entry.implied(specs)).map((entry) => entry.key);
}

/**
 * The key a search's feature word asks for: the key itself ("rear-camera"), or a name that
 * means one ("sunroof", "camera", "cruise control"). A counted word ("6 airbags") asks for
 * more than the key says, so it stays a word matched in the names.
 */
export function equipmentKeyOfWord(word: string): EquipmentKey | undefined {
  const text = normalise(word);
  if (/^\d/.test(text)) return undefined;
  const exact = EQUIPMENT.find((entry) => entry.key.replace(/-/g, " ") === text);
  if (exact) return exact.key;
  const keys = equipmentKeysOfName(text);
  return keys.length === 1 ? keys[0] : undefined;
}

/** A catalogue variant's standard equipment as search reads it. */
export interface StandardEquipment {
  names: readonly string[];
  specs?: VariantSpecs | null;
}

/**
 * The text the search index holds for a listing: its keys between spaces, a newline, then
 * every name (its own and its variant's, lower case, sorted, once each). Listings with the same kit
 * share one text, so the index stores a small code per listing, not the text.
 */
export function equipmentText(own: readonly string[], standard: StandardEquipment | null): string {
  const names = [...new Set([...own, ...(standard?.names ?? [])].map((n) => n.trim().toLowerCase()).filter(Boolean))].sort();
  const keys = new Set<EquipmentKey>(equipmentKeysOfSpecs(standard?.specs));
  for (const name of names) for (const key of equipmentKeysOfName(name)) keys.add(key);
  const ordered = EQUIPMENT.map((entry) => entry.key).filter((key) => keys.has(key));
  return ` ${ordered.join(" ")}${ordered.length ? " " : ""}\n${names.join(" | ")}`;
}

/**
 * Whether a listing's equipment text has every wanted feature: a vocabulary key by key, any
 * other word ("6 airbags", "rain sensing wipers") as part of a name. Built once per search;
 * a text without the key part (older rows, tests) is all names.
 */
export function equipmentMatcher(wanted: readonly string[]): (text: string) => boolean {
  const checks = wanted.map((word) => {
    const key = equipmentKeyOfWord(word);
    return key ? { key: ` ${key} `, word: null } : { key: null, word: word.trim().toLowerCase() };
  });
  return (text) => {
    const split = text.indexOf("\n");
    return checks.every((check) => {
      if (check.key !== null) {
        const at = text.indexOf(check.key);
        return split >= 0 && at >= 0 && at < split;
      }
      return text.indexOf(check.word, split + 1) >= 0;
    });
  };
}

/**
 * A listing's own features without the names its catalogue variant lists as standard, so the
 * details page shows each name once. Only the same name counts: "Electric Sunroof" beside a
 * standard "Sunroof" says more, and "6 Airbags" beside "2 Airbags" says something else.
 */
export function beyondStandard(own: readonly string[], standard: readonly string[]): string[] {
  const standardNames = new Set(standard.map(normalise));
  return own.filter((name) => !standardNames.has(normalise(name)));
}

/** Heading over a used car's catalogue equipment: what it was, not what the car has today. */
export const STANDARD_EQUIPMENT_LABEL = "Standard on this variant when new";

/** Where the list comes from, in one sentence (the catalogue is the 2019-20 one: new-cars.tsx). */
export function standardEquipmentSource(carName: string): string {
  return `From the new-car catalogue for the ${carName} variant (2019-20). The seller may have changed or added equipment; check with them.`;
}
