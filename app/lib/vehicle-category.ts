/**
 * Body type of a car we only know by name (a partner listing not linked to the catalogue):
 * explicit words in the name first ("Cabriolet", "Pickup"), then a table of models sold in India.
 */
import type { BodyType } from "./vehicle-vocabulary";

/** Checked in order: "Coupe Convertible" is a convertible, "GT Coupe" a coupe. */
const KEYWORD_RULES: readonly [RegExp, BodyType][] = [
  [/\b(convertible|cabrio(let)?|roadster|spyder|spider|drophead|volante)\b/, "Convertible"],
  [/\b(pick-?up|pik-?up|d-?max|v-?cross|hilux|yodha)\b/, "Pickup"],
  [/\bcoupe\b/, "Coupe"],
  [/\b(suv|4x4|crossover)\b/, "SUV"],
  [/\b(mpv|muv)\b/, "MUV"],
  [/\bsedan\b/, "Sedan"],
  [/\bhatch(back)?\b/, "Hatchback"],
];

const MODELS: Record<BodyType, readonly string[]> = {
  Hatchback: [
    "swift", "alto", "altok10", "alto800", "wagonr", "celerio", "ritz", "astar", "zen", "zenestilo",
    "estilo", "baleno", "ignis", "spresso", "800", "santro", "santroxing", "i10", "grandi10", "i20",
    "elitei20", "eon", "getz", "indica", "indicavista", "tiago", "bolt", "nano", "altroz", "figo",
    "freestyle", "polo", "jazz", "brio", "micra", "kwid", "pulse", "go", "redigo", "beat", "spark",
    "aveo uva", "fabia", "punto", "puntoevo", "palio", "etiosliva", "glanza", "liva", "v40", "cooper",
    "matiz", "fortwo", "e2o", "e2oplus", "kuv100", "a3", "bclass", "aclass", "1series", "crosspolo",
    "fusion", "gti",
  ],
  Sedan: [
    "dzire", "swiftdzire", "ciaz", "sx4", "esteem", "city", "amaze", "civic", "accord", "verna",
    "elantra", "accent", "xcent", "aura", "sonata", "indigo", "manza", "zest", "tigor", "sunny",
    "teana", "aspire", "fiesta", "ikon", "vento", "jetta", "passat", "ameo", "rapid", "octavia",
    "laura", "superb", "corolla", "corollaaltis", "camry", "etios", "platinumetios", "yaris", "linea",
    "verito", "logan", "scala", "fluence", "optra", "cruze", "sail", "lancer", "cedia", "cclass",
    "eclass", "sclass", "claclass", "3series", "5series", "7series", "a4", "a6", "a8", "a8l", "xe",
    "xf", "xj", "s60", "s80", "s90", "ghibli", "quattroporte", "panamera", "contessa", "ambassador",
    "flyingspur", "mulsanne", "classic", "aveo", "a7", "1000", "astra", "petra", "premio", "siena",
  ],
  SUV: [
    "creta", "venue", "tucson", "santafe", "kona", "vitarabrezza", "brezza", "scross", "grandvitara",
    "gypsy", "ecosport", "endeavour", "fortuner", "landcruiser", "scorpio", "xuv500", "xuv300", "thar",
    "bolero", "tuv300", "quanto", "nuvosport", "safari", "safaristorme", "nexon", "harrier", "sumo",
    "duster", "captur", "koleos", "terrano", "kicks", "xtrail", "compass", "wrangler", "seltos",
    "hector", "gurkha", "one", "mux", "pajero", "pajerosport", "outlander", "montero", "tiguan",
    "kodiaq", "yeti", "q3", "q5", "q7", "q8", "x1", "x3", "x4", "x5", "x6", "x7", "glaclass", "gla",
    "glc", "gle", "gls", "mclass", "glclass", "gclass", "fpace", "epace", "rangerover",
    "rangeroversport", "rangeroverevoque", "rangerovervelar", "discovery", "discoverysport",
    "freelander", "freelander2", "xc40", "xc60", "xc90", "cayenne", "macan", "countryman", "urus",
    "bentayga", "cullinan", "levante", "captiva", "trailblazer", "wrv", "brv", "crv", "rexton",
    "alturas", "alturasg4", "kuv100nxt", "jeep", "mu", "marshal", "spacio",
  ],
  MUV: [
    "ertiga", "xl6", "innova", "innovacrysta", "xylo", "marazzo", "tavera", "enjoy", "lodgy",
    "triber", "mobilio", "evalia", "carnival", "hexa", "aria", "qualis", "eeco", "omni", "versa",
    "stile", "gop", "goplus", "vclass", "winger", "venture", "rclass", "supro", "multivan",
  ],
  Coupe: ["911", "gallardo", "huracan", "aventador", "r8", "ftype", "gtr", "mustang", "488gtb", "db11", "tt", "cayman", "continental", "continentalgt"],
  Convertible: ["boxster", "z4", "portofino", "dawn", "slkclass", "slc", "slclass"],
  Pickup: ["dmax", "dmaxvcross", "xenon"],
  Other: [],
};

const MODEL_TABLE = new Map<string, BodyType>(
  (Object.entries(MODELS) as [BodyType, readonly string[]][]).flatMap(([type, names]) =>
    names.map((name) => [name.replace(/[^a-z0-9]/g, ""), type] as [string, BodyType]),
  ),
);

const compact = (words: readonly string[]) => words.join("").replace(/[^a-z0-9]/g, "");

/**
 * One of BODY_TYPES from a model name (or a whole title) and optional feature words. The longest
 * run of leading words found in the model table wins, so "Swift Dzire" is a sedan and "Swift
 * VXi" a hatchback; "Other" when nothing is known.
 */
export function deriveCategory(modelName: string, features: readonly string[] = []): BodyType {
  const text = `${modelName} ${features.join(" ")}`.toLowerCase();
  for (const [pattern, type] of KEYWORD_RULES) if (pattern.test(text)) return type;
  const words = modelName.toLowerCase().replace(/\+/g, "p").split(/[\s/]+/).filter(Boolean);
  for (let start = 0; start < Math.min(words.length, 3); start++) {
    for (let end = Math.min(words.length, start + 3); end > start; end--) {
      const type = MODEL_TABLE.get(compact(words.slice(start, end)));
      if (type) return type;
    }
  }
  return "Other";
}
