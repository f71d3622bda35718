/**
 * Word lists of the shopper query parser (query-parser.ts). Patterns are regex sources that the
 * parser matches as whole words against normalised input: lower-case ASCII, digits, single spaces.
 */
import type { BodyType, FuelType, OwnerFilter, Sort, Transmission } from "./vehicle-vocabulary";

/** A pattern and the filter value it stands for. */
export type Phrase<T> = readonly [pattern: string, value: T];

export type SortHint = "fuel_economy_desc" | "range_desc";

export const BODY_TYPE_PHRASES: readonly Phrase<BodyType>[] = [
  // Size classes are marketing segments, not body types: "compact SUV" is an SUV.
  [String.raw`(?:(?:compact|mini|micro|mid\s*size|full\s*size|sub\s*4\s*m)\s+)?suvs?|crossovers?`, "SUV"],
  [String.raw`(?:compact\s+)?sedans?|saloons?`, "Sedan"],
  // "Premium hatchback" is an Indian segment (i20, Baleno), not a luxury car.
  [String.raw`(?:premium\s+)?(?:hatchbacks?|hatch(?:es)?)`, "Hatchback"],
  [String.raw`muvs?|mpvs?`, "MUV"],
  [String.raw`coupes?`, "Coupe"],
  [String.raw`convertibles?|cabriolets?|cabrios?|roadsters?`, "Convertible"],
  [String.raw`pick\s*ups?(?:\s+trucks?)?`, "Pickup"],
];

export const FUEL_PHRASES: readonly Phrase<FuelType>[] = [
  [String.raw`petrol|gasoline`, "Petrol"],
  [String.raw`diesels?`, "Diesel"],
  [String.raw`cng`, "CNG"],
  [String.raw`lpg`, "LPG"],
  [String.raw`electric(?:\s+(?:vehicles?|cars?))?|evs?|bevs?|battery(?:\s+(?:powered|operated))?`, "Electric"],
  [String.raw`(?:(?:strong|mild|plug\s*in)\s+)?hybrids?|phevs?`, "Hybrid"],
];

/** "at" is missing on purpose: it is also a preposition, so the parser only reads it after a car word. */
export const TRANSMISSION_PHRASES: readonly Phrase<Transmission>[] = [
  [
    String.raw`(?:automatic|auto)(?:\s+(?:transmission|gear\s*box))?|automatics|amt|cvt|dct|dsg|ivt|torque\s+converter`,
    "Automatic",
  ],
  [String.raw`manual(?:\s+(?:transmission|gear\s*box))?|manuals|mt|stick\s+shift`, "Manual"],
];

/** Canonical feature keywords are lower-case; the server matches them against listing features. */
export const FEATURE_PHRASES: readonly Phrase<string>[] = [
  [String.raw`(?:(?:panoramic|electric)\s+)?(?:sun|moon)\s*roofs?|panoramic\s+roof`, "sunroof"],
  [String.raw`(?:adaptive\s+)?cruise\s+control`, "cruise control"],
  [String.raw`android\s+auto`, "android auto"],
  [String.raw`(?:apple\s+)?car\s*play`, "apple carplay"],
  [String.raw`(?:(?:360(?:\s+degrees?)?|reverse|reversing|rear(?:\s+view)?|parking|back\s*up)\s+)?cameras?`, "camera"],
  [String.raw`leather(?:\s+(?:seats?|upholstery|interiors?))?`, "leather seats"],
  [String.raw`(?:ventilated|cooled)\s+seats?`, "ventilated seats"],
  [String.raw`(?:automatic\s+)?climate\s+control`, "climate control"],
  [String.raw`touch\s*screens?|infotainment(?:\s+system)?`, "touchscreen"],
  [String.raw`alloys?(?:\s+wheels?)?`, "alloy wheels"],
  [String.raw`parking\s+sensors?`, "parking sensors"],
  [String.raw`wireless\s+charg(?:ing|er)`, "wireless charging"],
  [String.raw`keyless\s+entry`, "keyless entry"],
  [String.raw`abs`, "abs"],
  [String.raw`adas`, "adas"],
  // Equipment the catalogue records (app/lib/equipment.ts): each keyword names one of its keys.
  [String.raw`isofix(?:\s+(?:mounts?|anchors?))?`, "isofix"],
  [String.raw`(?:push|one)\s+button\s+start|keyless\s+(?:go|start)`, "push button start"],
  [String.raw`esc|esp|electronic\s+stability(?:\s+(?:control|program(?:me)?))?`, "esc"],
  [String.raw`hill\s+(?:assist|hold)(?:\s+control)?`, "hill assist"],
  [String.raw`heated\s+seats?`, "heated seats"],
];

/** Chip labels of features whose capitalised keyword would read wrong. */
export const FEATURE_LABELS: Readonly<Record<string, string>> = {
  abs: "ABS",
  adas: "ADAS",
  esc: "ESC",
  isofix: "ISOFIX",
  "android auto": "Android Auto",
  "apple carplay": "Apple CarPlay",
};

export const SORT_PHRASES: readonly Phrase<Sort>[] = [
  [
    String.raw`cheapest|cheap|cheaper|affordable|inexpensive|(?:lowest|low|least)\s+(?:price[ds]?|cost|expensive)|price\s+low\s+to\s+high|budget(?:\s+friendly)?`,
    "price_asc",
  ],
  [String.raw`most\s+expensive|costliest|(?:highest|high)\s+price[ds]?|price\s+high\s+to\s+low`, "price_desc"],
  [String.raw`(?:newest|latest|most\s+recent|newer|recent)(?:\s+models?)?`, "year_desc"],
  [
    String.raw`(?:lowest|least|fewest)\s+(?:kms?|kilomet(?:er|re)s?|mileage|odometer)(?:\s+driven)?|least\s+(?:driven|used)`,
    "mileage_asc",
  ],
];

/** In India "mileage" means fuel economy; odometer phrases ("lowest mileage") are sorts above. */
export const SORT_HINT_PHRASES: readonly Phrase<SortHint>[] = [
  [
    String.raw`(?:best|good|great|high|higher|highest|better|top|max(?:imum)?)\s+(?:mileage|fuel\s+(?:economy|efficiency|average)|average|kmpl)|(?:most\s+)?fuel\s+efficient|(?:most\s+)?economical|fuel\s+saving`,
    "fuel_economy_desc",
  ],
  [
    String.raw`(?:best|good|great|longest|long|longer|max(?:imum)?|most|highest|high|top)\s+(?:driving\s+)?range`,
    "range_desc",
  ],
];

export const CONDITION_PHRASES: readonly Phrase<"new" | "used">[] = [
  [String.raw`brand\s+new|new`, "new"],
  [String.raw`used|(?:second|2nd)\s*hand|(?:certified\s+)?pre\s*owned`, "used"],
];

/** Comparator words shared by the price, km and age rules. */
export const AT_MOST = String.raw`under|below|within|upto|up\s+to|less\s+than|lesser\s+than|(?:not|no)\s+more\s+than|max(?:imum)?|at\s+most`;
export const AT_LEAST = String.raw`above|over|more\s+than|greater\s+than|min(?:imum)?|at\s*least`;
export const APPROXIMATELY = String.raw`around|about|approx(?:imately)?|roughly|nearly|close\s+to|near`;

export const LUXURY_PATTERN = String.raw`luxury|luxurious|premium`;

/** Phrases that carry no filter but would otherwise leave a misleading word ("under budget" is no sort). */
export const NOISE_PATTERN = String.raw`(?:under|within|in|on|over|above|below)\s+(?:my\s+|the\s+|a\s+)?budget`;

export const SORT_HINT_LABELS: Readonly<Record<SortHint, string>> = {
  fuel_economy_desc: "Best mileage",
  range_desc: "Best range",
};

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

export const OWNER_WORDS: Readonly<Record<string, OwnerFilter>> = {
  1: "1", first: "1", one: "1", single: "1",
  2: "2", second: "2", two: "2",
  3: "3+", third: "3+", three: "3+",
};

export const OWNER_LABELS: Readonly<Record<OwnerFilter, string>> = { "1": "1st owner", "2": "2nd owner", "3+": "3+ owners" };

/** Extra spellings per make, keyed by the lower-case canonical name; used only if the vocabulary has the make. */
export const MAKE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "maruti suzuki": ["maruti", "suzuki"],
  "mercedes-benz": ["mercedes", "merc", "benz"],
  volkswagen: ["vw"],
  "rolls-royce": ["rolls royce", "rolls"],
  chevrolet: ["chevy"],
  mg: ["mg motor", "morris garages"],
  tata: ["tata motors"],
  kia: ["kia motors"],
};

/** Other names of a city, with the vocabulary spellings they may resolve to, preferred first. */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  bengaluru: ["Bangalore", "Bengaluru"],
  bangalore: ["Bangalore", "Bengaluru"],
  bombay: ["Mumbai"],
  gurgaon: ["Gurugram", "Gurgaon"],
  gurugram: ["Gurugram", "Gurgaon"],
  delhi: ["Delhi", "New Delhi", "Delhi NCR"],
  "new delhi": ["New Delhi", "Delhi", "Delhi NCR"],
  "delhi ncr": ["Delhi NCR", "Delhi", "New Delhi"],
  ncr: ["Delhi NCR", "Delhi", "New Delhi"],
  madras: ["Chennai"],
  calcutta: ["Kolkata"],
  cochin: ["Kochi"],
  poona: ["Pune"],
  mysore: ["Mysuru", "Mysore"],
  trivandrum: ["Thiruvananthapuram", "Trivandrum"],
  vizag: ["Visakhapatnam"],
  baroda: ["Vadodara"],
};

/** Everyday words that are also model names ("Go", "One"): such a model only counts after its make. */
export const AMBIGUOUS_MODEL_WORDS: ReadonlySet<string> = new Set([
  "go", "one", "plus", "up", "pro", "max", "prime", "sport", "life", "superb", "classic", "star", "cross",
]);

/** Words dropped from the leftover text: they say nothing about which car the shopper wants. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "about", "above", "all", "also", "an", "and", "any", "are", "around", "at", "available", "below", "best",
  "buy", "buying", "by", "can", "car", "cars", "condition", "could", "engine", "engines", "etc", "family", "find", "for",
  "from", "get", "give", "go", "good", "i", "in", "is", "just", "less", "like", "list", "looking", "me", "model",
  "models", "more", "my", "near", "need", "of", "on", "only", "option", "options", "or", "over", "please", "pls",
  "price", "priced", "rupees", "sale", "search", "show", "some", "suggest", "than", "that", "the", "to", "top",
  "transmission", "under", "upto", "vehicle", "vehicles", "want", "which", "with", "within",
]);
