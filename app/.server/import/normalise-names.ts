/**
 * Make, model and variant names: the catalogue's odd spellings ("Bmw", "Land Rover Rover" +
 * "Range Sport", blank make + "Mercedes-Benz E-Class") and the partner listings' free-text names
 * ("Maruti Swift Dzire VDI", "OpelCorsa 1.4Gsi") onto one set of make names.
 */
import { lookupTable } from "../../lib/lookup-table";
import { deriveMakeModel, MULTI_WORD_MAKES } from "../../lib/listing-title";

/** Makes sold in India as premium brands (makes.is_luxury). */
export const LUXURY_MAKES = [
  "Audi", "BMW", "Mercedes-Benz", "Jaguar", "Land Rover", "Volvo", "Lexus", "Porsche", "Maserati",
  "Ferrari", "Lamborghini", "Bentley", "Rolls-Royce", "Aston Martin", "Bugatti", "Mini",
] as const;

const luxury = new Set<string>(LUXURY_MAKES.map((m) => m.toLowerCase()));

export function isLuxuryMake(make: string): boolean {
  return luxury.has(make.toLowerCase());
}

/** Lower-case letters and digits only: "Cr-V", "CR V" and "crv" compare equal. */
export function compactKey(text: string): string {
  return text.toLowerCase().replace(/\+/g, "plus").replace(/[^a-z0-9]/g, "");
}

/** Make spellings (lower-case) onto the name we show. */
const MAKE_NAMES = lookupTable<string>({
  bmw: "BMW", mg: "MG", icml: "ICML", dc: "DC", isuzu: "Isuzu", mini: "Mini", maruti: "Maruti Suzuki",
  "maruti suzuki": "Maruti Suzuki", land: "Land Rover", "land rover": "Land Rover",
  "mercedes-benz": "Mercedes-Benz", "mercedes benz": "Mercedes-Benz", mercedes: "Mercedes-Benz",
  "rolls-royce": "Rolls-Royce", "rolls royce": "Rolls-Royce", ashok: "Ashok Leyland",
  "ashok leyland": "Ashok Leyland", hindustan: "Hindustan Motors", "hindustan motors": "Hindustan Motors",
  "aston martin": "Aston Martin", "force motors": "Force", volkswagen: "Volkswagen", vw: "Volkswagen", kia: "Kia",
});

/** Canonical make name: "Bmw" -> "BMW", "Maruti" -> "Maruti Suzuki", "VOLVO" -> "Volvo". */
export function canonicalMake(raw: string): string {
  const text = raw.trim().replace(/\s+/g, " ");
  const known = MAKE_NAMES[text.toLowerCase()];
  if (known) return known;
  return text.replace(/[A-Za-z]+/g, (w) => w[0].toUpperCase() + w.slice(1).toLowerCase());
}

/** Words whose catalogue title-casing hides an acronym or a brand's own spelling. */
const WORD_FIXES = lookupTable<string>({
  amg: "AMG", gt: "GT", gtb: "GTB", gtc4: "GTC4", gtr: "GT-R", cla: "CLA", gla: "GLA", glc: "GLC",
  gle: "GLE", gls: "GLS", cls: "CLS", xe: "XE", xf: "XF", xj: "XJ", es: "ES", nx: "NX", rx: "RX",
  lx: "LX", lc: "LC", ls: "LS", zs: "ZS", ev: "EV", nrg: "NRG", db: "DB", "mu-x": "MU-X",
  "cr-v": "CR-V", "wr-v": "WR-V", brv: "BR-V", dmax: "D-Max", ecosport: "EcoSport", svr: "SVR",
  hse: "HSE", se: "SE", crdi: "CRDi", vtvt: "VTVT", amt: "AMT", at: "AT", mt: "MT", cvt: "CVT",
  dct: "DCT", awd: "AWD", "4wd": "4WD", "2wd": "2WD", cng: "CNG", lpg: "LPG", lxi: "LXi",
  vxi: "VXi", zxi: "ZXi", ldi: "LDi", vdi: "VDi", zdi: "ZDi", "4x4": "4x4", "4x2": "4x2",
  i10: "i10", i20: "i20", tdi: "TDI", tsi: "TSI", vx: "VX", zx: "ZX", gx: "GX", sx: "SX", ex: "EX",
  sv: "SV", str: "Str", xuv: "XUV", tuv: "TUV", kuv: "KUV", suv: "SUV", "(o)": "(O)", ags: "AGS",
});

/**
 * Display spelling of a catalogue name: "Xuv500" -> "XUV500", "Cr-V" -> "CR-V", "Grand I10" ->
 * "Grand i10", "Vxi Amt" -> "VXi AMT", "Lc 500H" -> "LC 500h", "Gla-Class" -> "GLA-Class".
 */
export function prettifyName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => WORD_FIXES[word.toLowerCase()] ?? word.split("-").map(fixWord).join("-"))
    .join(" ");
}

function fixWord(word: string): string {
  const lower = word.toLowerCase();
  if (WORD_FIXES[lower]) return WORD_FIXES[lower];
  if (/^[a-z]{1,3}\d+[a-z]?$/.test(lower)) return word.toUpperCase();
  if (/^\d+[a-z]$/.test(lower)) return lower;
  return word;
}

/** A variant name cut off mid-parenthesis ("Lxi Cng (Cng +") loses the broken tail. */
export function cleanVariantName(name: string): string {
  const open = name.lastIndexOf("(");
  const cut = open > name.lastIndexOf(")") ? name.slice(0, open) : name;
  return prettifyName(cut.replace(/\s+/g, " ").trim());
}

/** Catalogue models without a make, by compact model name. */
const MAKE_OF_MODEL = lookupTable<string>({ goplus: "Datsun", go: "Datsun", redigo: "Datsun" });

const KNOWN_MAKE_PREFIXES = ["Mercedes-Benz", "Rolls-Royce", ...MULTI_WORD_MAKES];

export interface CatalogueNames {
  make: string;
  model: string;
  variant: string;
}

/**
 * The catalogue's make/model/variant cells onto canonical names. Fixes the split-name rows
 * ("Land Rover Rover" + "Range Sport" -> Land Rover "Range Rover Sport", "Maruti Suzuki R" +
 * "Wagon" -> "Wagon R") and infers a blank make from the model.
 */
export function normaliseCatalogueNames(make: string, model: string, variant: string): CatalogueNames {
  let makeName = make.trim().replace(/\s+/g, " ");
  let modelName = model.trim().replace(/\s+/g, " ");
  if (/^land rover rover$/i.test(makeName)) {
    makeName = "Land Rover";
    modelName = modelName.replace(/^Range\b/i, "Range Rover");
  } else if (/^maruti suzuki r$/i.test(makeName)) {
    makeName = "Maruti Suzuki";
    modelName = `${modelName} R`;
  } else if (makeName === "") {
    const inferred = MAKE_OF_MODEL[compactKey(modelName)];
    if (inferred) makeName = inferred;
    else {
      const derived = deriveMakeModel(modelName, KNOWN_MAKE_PREFIXES);
      makeName = derived.make ?? "Unknown";
      modelName = derived.model ?? modelName;
    }
  }
  return {
    make: canonicalMake(makeName),
    model: prettifyName(modelName),
    variant: cleanVariantName(variant) || "Standard",
  };
}

export interface ListingNameParts {
  make: string;
  /** The words after the make: model and variant, not yet told apart. */
  words: string[];
}

/** car_details_v3.csv lost every "cc" upstream ("Hyundai Aent", "Honda Aord"). */
const REPAIRED_WORDS = lookupTable<string>({ aent: "Accent", aord: "Accord" });

/** Listing names whose first word is a model, not a make. */
const MODEL_FIRST = lookupTable<string>({ ambassador: "Hindustan Motors", contessa: "Hindustan Motors" });

/**
 * Splits a partner listing name into make and the remaining words: "Maruti Swift Dzire VDI" ->
 * Maruti Suzuki + [Swift, Dzire, VDI]; "Land Rover Range Rover ..." -> Land Rover; "OpelCorsa
 * 1.4Gsi" -> Opel + [Corsa, 1.4Gsi]; "Ambassador Grand 2000" -> Hindustan Motors + [Ambassador, ...].
 */
export function splitListingName(name: string, knownMakes: readonly string[]): ListingNameParts | null {
  const words = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => REPAIRED_WORDS[w.toLowerCase()] ?? w);
  if (words.length === 0) return null;
  const first = words[0].toLowerCase();
  if (MODEL_FIRST[first]) return { make: MODEL_FIRST[first], words };
  const candidates = [...new Set([...knownMakes, ...Object.keys(MAKE_NAMES), ...MULTI_WORD_MAKES])]
    .map((m) => m.toLowerCase().split(/\s+/))
    .sort((a, b) => b.length - a.length);
  const lower = words.map((w) => w.toLowerCase());
  const multi = candidates.find((c) => c.length > 1 && c.every((w, i) => lower[i] === w));
  if (multi) return { make: canonicalMake(multi.join(" ")), words: words.slice(multi.length) };
  // "Land" and "Maruti" stand for two-word makes; swallow the second word when it is there.
  const make = canonicalMake(words[0]);
  const makeWords = make.toLowerCase().split(/\s+/);
  if (makeWords.length > 1 && lower[1] === makeWords[1]) return { make, words: words.slice(2) };
  // A make glued to its model ("OpelCorsa"): a known make followed by a capital letter.
  const glued = knownGlue(words[0], candidates);
  if (glued) return { make: canonicalMake(glued.make), words: [glued.rest, ...words.slice(1)] };
  return { make, words: words.slice(1) };
}

const GLUE_MAKES = ["opel", "maruti", "hyundai", "honda", "toyota", "tata", "ford", "skoda", "nissan", "fiat"];

function knownGlue(word: string, candidates: string[][]): { make: string; rest: string } | null {
  const singles = new Set([...GLUE_MAKES, ...candidates.filter((c) => c.length === 1).map((c) => c[0])]);
  for (const make of singles) {
    if (word.length > make.length + 1 && word.toLowerCase().startsWith(make) && /[A-Z]/.test(word[make.length])) {
      return { make, rest: word.slice(make.length) };
    }
  }
  return null;
}
