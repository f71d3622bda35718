/**
 * Links a partner listing name ("Maruti Swift Dzire VDI") to the catalogue: make, then the
 * longest run of words naming a model of that make (hyphen/space tolerant, with an alias table
 * for renames), then the catalogue variant whose words match the rest well enough.
 */
import { lookupTable } from "../../lib/lookup-table";
import { compactKey, splitListingName } from "./normalise-names";

export interface CatalogueVariantRef {
  id: number;
  name: string;
  fuelType: string | null;
  transmission: string | null;
  gearbox: string | null;
  seats: number | null;
  features: string[];
}

export interface CatalogueModelRef {
  id: number;
  name: string;
  bodyType: string | null;
  variants: CatalogueVariantRef[];
}

export interface CatalogueMakeRef {
  id: number;
  name: string;
  models: CatalogueModelRef[];
}

/** Listing model words (compact) onto the catalogue model that replaced or contains them. */
const MODEL_ALIASES: Record<string, Record<string, string>> = {
  "Maruti Suzuki": { swiftdzire: "dzire", swiftdziretour: "dziretour", alto800: "alto", brezza: "vitarabrezza", wagonr: "wagonr" },
  Hyundai: { i20: "elitei20" },
  "Mercedes-Benz": { cla: "claclass", gla: "glaclass", glcclass: "glc", gleclass: "gle", glsclass: "gls", clsclass: "cls" },
  Toyota: { etios: "platinumetios" },
  Mahindra: { kuv100: "kuv100nxt", e2o: "e2oplus" },
  Mini: { coopercountryman: "countryman", cooperconvertible: "convertible", cooperclubman: "clubman" },
  Isuzu: { dmax: "dmaxvcross" },
  Audi: { a8: "a8l" },
  Ford: { figoaspire: "aspire" },
};

/**
 * Models of several words that the catalogue does not have (older or discontinued cars), so a
 * shorter catalogue name must not claim them ("Santro Xing" is not the 2018 Santro).
 */
export const KNOWN_UNCATALOGUED_MODELS = [
  "Santro Xing", "Zen Estilo", "A Star", "Wagon R Stingray", "Grand Vitara", "Indica Vista",
  "Indigo CS", "Indigo eCS", "Indigo Marina", "Sumo Gold", "Sumo Victa", "Sumo Grande", "New Safari",
  "Optra Magnum", "Aveo U-VA", "Grand Punto", "Renault Logan", "Ssangyong Rexton", "Freelander 2",
  "Discovery 4", "Fiesta Classic", "Tavera Neo", "Bolero Pik-Up", "Scorpio Getaway", "Santa Fe",
  "Grande Punto", "1 Series", "Indigo XL",
];

const uncatalogued = new Map(KNOWN_UNCATALOGUED_MODELS.map((m) => [compactKey(m), m]));

export interface ListingIdentity {
  make: string;
  makeRef: CatalogueMakeRef | null;
  model: string;
  modelRef: CatalogueModelRef | null;
  variant: string | null;
  variantRef: CatalogueVariantRef | null;
}

interface MakeEntry {
  ref: CatalogueMakeRef;
  models: Map<string, CatalogueModelRef>;
}

const MAX_MODEL_WORDS = 4;

export class CatalogueIndex {
  private readonly makes = new Map<string, MakeEntry>();

  constructor(makes: readonly CatalogueMakeRef[]) {
    for (const ref of makes) {
      const models = new Map(ref.models.map((m) => [compactKey(m.name), m]));
      this.makes.set(compactKey(ref.name), { ref, models });
    }
  }

  get makeNames(): string[] {
    return [...this.makes.values()].map((m) => m.ref.name);
  }

  findMake(name: string): CatalogueMakeRef | null {
    return this.makes.get(compactKey(name))?.ref ?? null;
  }

  /** Null when the name has no words after the make. */
  identify(name: string, fuel: string | null, transmission: string | null): ListingIdentity | null {
    const parts = splitListingName(name, this.makeNames);
    if (!parts || parts.words.length === 0) return null;
    const entry = this.makes.get(compactKey(parts.make));
    const make = entry?.ref.name ?? parts.make;
    const found =
      findModel(parts.words, entry, make) ??
      (parts.words[0].toLowerCase() === "new" && parts.words.length > 1
        ? findModel(parts.words.slice(1), entry, make, 1)
        : null);
    if (!found) {
      // Unknown model: its first word is the model, the rest the variant.
      return {
        make,
        makeRef: entry?.ref ?? null,
        model: parts.words[0],
        modelRef: null,
        variant: rest(parts.words, 1),
        variantRef: null,
      };
    }
    const variant = rest(parts.words, found.used);
    const variantRef = found.model ? bestVariant(found.model.variants, variant, fuel, transmission) : null;
    return {
      make,
      makeRef: entry?.ref ?? null,
      model: found.model?.name ?? found.name,
      modelRef: found.model,
      variant,
      variantRef,
    };
  }
}

function rest(words: string[], used: number): string | null {
  const text = words.slice(used).join(" ").trim();
  return text === "" ? null : text;
}

interface FoundModel {
  model: CatalogueModelRef | null;
  name: string;
  used: number;
}

/** Longest leading run of words that names a model (catalogue, alias, or known uncatalogued). */
function findModel(words: string[], entry: MakeEntry | undefined, make: string, skipped = 0): FoundModel | null {
  const aliases = MODEL_ALIASES[make] ?? {};
  for (let n = Math.min(MAX_MODEL_WORDS, words.length); n >= 1; n--) {
    const key = compactKey(words.slice(0, n).join(" "));
    const known = uncatalogued.get(key);
    if (known && n > 1) return { model: null, name: known, used: n + skipped };
    const model = entry?.models.get(aliases[key] ?? key) ?? entry?.models.get(key);
    if (model) return { model, name: model.name, used: n + skipped };
  }
  return null;
}

/** Words that say nothing the fuel/transmission filter does not (engine labels, emission norms). */
const DROP_WORDS = new Set([
  "mt", "manual", "petrol", "diesel", "p", "d", "bs", "iv", "iii", "vi", "bsii", "bsiii", "bsiv", "bsvi",
  "bs2", "bs3", "bs4", "bs6", "new", "abs", "w", "w/", "with", "str", "ddis", "vvt", "vtvt", "kappa",
  "crdi", "vtec", "i-vtec", "ivtec", "dtec", "i-dtec", "idtec", "mpi", "tdi", "tsi", "i",
]);
const SYNONYMS = lookupTable<string>({
  option: "o", optional: "o", "optional-o": "o", automatic: "at", "a/t": "at", "+": "plus", ags: "amt",
  "2wd": "4x2", "4wd": "4x4", "7s": "7", "8s": "8",
});

/** Comparable words of a variant name: "1.6 CRDi SX Option" and "1.6 Crdi Sx (O)" agree. */
export function variantWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[()]/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "" && !/^\d{4}-\d{4}$/.test(w))
    .map((w) => SYNONYMS[w] ?? w.replace(/^(\d\.\d)l$/, "$1"))
    .filter((w) => !DROP_WORDS.has(w));
  return new Set(words);
}

const isNumeric = (w: string) => /^\d/.test(w);

/**
 * Dice overlap of two word sets. Engine sizes ("1.3", "2.4") only count when both names give
 * one, so "1.3 ZXI" still matches a catalogue "ZXi".
 */
function overlap(a: Set<string>, b: Set<string>): number {
  const both = [...a].some(isNumeric) && [...b].some(isNumeric);
  const left = [...a].filter((w) => both || !isNumeric(w));
  const right = new Set([...b].filter((w) => both || !isNumeric(w)));
  if (left.length + right.size === 0) return 0;
  const shared = left.filter((w) => right.has(w)).length;
  return (2 * shared) / (left.length + right.size);
}

const VARIANT_MATCH_THRESHOLD = 0.75;

/** The catalogue variant with the best word overlap (Dice), same fuel and transmission. */
export function bestVariant(
  variants: readonly CatalogueVariantRef[],
  text: string | null,
  fuel: string | null,
  transmission: string | null,
): CatalogueVariantRef | null {
  if (!text) return null;
  const wanted = variantWords(text);
  if (wanted.size === 0) return null;
  let best: CatalogueVariantRef | null = null;
  let bestScore = VARIANT_MATCH_THRESHOLD;
  for (const v of variants) {
    if (fuel && v.fuelType && v.fuelType !== fuel) continue;
    if (transmission && v.transmission && v.transmission !== transmission) continue;
    const score = overlap(wanted, variantWords(v.name));
    if (score >= bestScore && (best === null || score > bestScore)) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}
