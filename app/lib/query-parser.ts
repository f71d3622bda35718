/**
 * Free-text shopper query parser behind GET /api/vehicles?q=. Turns phrases such as
 * "diesel automatic under 8L in pune" into structured filters and a sort; the words it does not
 * understand stay in `text` to be matched against make/model/variant/title.
 *
 * Pure and browser-safe. Rules run in a fixed order over normalised text; each rule replaces what it
 * understood with a separator, so later rules never see (or join across) words already taken.
 */
import {
  type BodyType,
  type FuelType,
  type OwnerFilter,
  type Sort,
  type Transmission,
} from "./vehicle-vocabulary";
import {
  AMBIGUOUS_MODEL_WORDS,
  APPROXIMATELY,
  AT_LEAST,
  AT_MOST,
  BODY_TYPE_PHRASES,
  CITY_ALIASES,
  CONDITION_PHRASES,
  FEATURE_PHRASES,
  FUEL_PHRASES,
  LUXURY_PATTERN,
  MAKE_ALIASES,
  NOISE_PATTERN,
  NUMBER_WORDS,
  OWNER_WORDS,
  SORT_HINT_PHRASES,
  SORT_PHRASES,
  STOP_WORDS,
  TRANSMISSION_PHRASES,
  type Phrase,
  type SortHint,
} from "./query-parser-lexicon";

export type { SortHint } from "./query-parser-lexicon";

export interface QueryVocabulary {
  makes: { name: string; aliases?: string[] }[];
  models: { make: string; name: string }[];
  cities: string[];
}

export interface QueryFilters {
  make?: string[];
  model?: string[];
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  maxKm?: number;
  fuel?: FuelType[];
  transmission?: Transmission[];
  bodyType?: BodyType[];
  minSeats?: number;
  city?: string[];
  features?: string[];
  condition?: "new" | "used";
  luxury?: boolean;
  owner?: OwnerFilter;
}

export interface ParsedQuery {
  filters: QueryFilters;
  sort?: Sort;
  sortHint?: SortHint;
  text: string;
}

export interface QueryChip {
  key: string;
  label: string;
}

const MAX_INPUT_LENGTH = 200;
const LAKH = 100_000;
const CRORE = 10_000_000;
const LOW_KM_LIMIT = 50_000;
const AROUND_TOLERANCE = 0.15;
const OLDEST_YEAR = 1990;
/** Stands in for consumed text; normalisation never produces ";", and it is no word character. */
const CONSUMED = " ; ";

type Groups = (string | undefined)[];
type ParseState = ParsedQuery & { currentYear: number };
/** Returning false leaves the match in place for later rules. */
type Apply = (groups: Groups, state: ParseState) => boolean | void;
interface Rule {
  pattern: RegExp;
  apply: Apply;
}

const rule = (source: string, apply: Apply): Rule => ({ pattern: new RegExp(String.raw`\b(?:${source})\b`, "g"), apply });

type ListKey = "make" | "model" | "fuel" | "transmission" | "bodyType" | "city" | "features";

function addValue<K extends ListKey>(filters: QueryFilters, key: K, value: NonNullable<QueryFilters[K]>[number]): void {
  const values: unknown[] = filters[key] ?? [];
  if (!values.includes(value)) values.push(value);
  filters[key] = values as QueryFilters[K];
}

const phraseRules = <T>(phrases: readonly Phrase<T>[], apply: (value: T, state: ParseState) => void): Rule[] =>
  phrases.map(([pattern, value]) => rule(pattern, (_, state) => apply(value, state)));

/** The first sort phrase wins, so a query never carries two competing orders. */
function setOrder(state: ParseState, order: { sort: Sort } | { sortHint: SortHint }): void {
  if (state.sort === undefined && state.sortHint === undefined) Object.assign(state, order);
}

// ---------------------------------------------------------------- numbers

const NUM = String.raw`(\d+(?:\.\d+)?)(?![\d.])`;
const UNIT = String.raw`(lakhs?|lacs?|lkh|l|crores?|crs?|k|thousand)`;
const SPELLED_UNIT = String.raw`(lakhs?|lacs?|lkh|crores?|crs?)`;
const KM_UNIT = String.raw`(lakhs?|lacs?|l|k|thousand)`;
const CURRENCY = String.raw`(?:(?:rs|inr)\s*)?`;
/** A number followed by one of these counts km, years, seats... and is never a price. */
const NOT_PRICE = String.raw`(?!\s*(?:kms?|kilomet\w*|years?|yrs?|seaters?|seats?|air\s*bags?|star|owners?|kmpl|cc|bhp|hp)\b)`;
const AMOUNT = String.raw`${CURRENCY}${NUM}(?:\s*${UNIT})?\b${NOT_PRICE}`;
const YEAR = String.raw`((?:19|20)\d\d)`;
const COUNT = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;

const toCount = (word = ""): number => NUMBER_WORDS[word] ?? Number(word);
const unitMultiplier = (unit: string) => (unit.startsWith("c") ? CRORE : unit.startsWith("l") ? LAKH : 1000);

/**
 * Rupees of "15 lakh", "2 cr", "800000". A bare number means lakh up to 500 ("under 15") and rupees
 * from 10,000; anything between is more likely a year or a typo than a price, so it is no price.
 */
function toRupees(value: string | undefined, unit: string | undefined): number | undefined {
  const amount = Number(value);
  if (!(amount > 0)) return undefined;
  const multiplier = unit ? unitMultiplier(unit) : amount <= 500 ? LAKH : amount >= 10_000 ? 1 : undefined;
  return multiplier === undefined ? undefined : Math.round(amount * multiplier);
}

function setPrice(state: ParseState, bound: "minPrice" | "maxPrice", value: string | undefined, unit: string | undefined) {
  const rupees = toRupees(value, unit);
  if (rupees === undefined) return false;
  state.filters[bound] = rupees;
}

function setYears(state: ParseState, min: number | undefined, max: number | undefined): boolean {
  const plausible = (year: number | undefined) => year === undefined || (year >= OLDEST_YEAR && year <= state.currentYear + 1);
  if (!plausible(min) || !plausible(max)) return false;
  if (min !== undefined) state.filters.minYear = min;
  if (max !== undefined) state.filters.maxYear = max;
  return true;
}

/** Counts that must be read before prices, or "under 5 years" would become a budget. */
const QUANTITY_RULES: Rule[] = [
  rule(String.raw`${COUNT}\s*(?:plus\s+)?(?:seaters?|seats?)`, ([count], state) => {
    const seats = toCount(count);
    if (seats < 2 || seats > 12) return false;
    state.filters.minSeats = seats;
  }),
  rule(String.raw`(${Object.keys(OWNER_WORDS).join("|")})(?:st|nd|rd)?\s*(?:plus\s+)?owners?`, ([owner = ""], state) => {
    state.filters.owner = OWNER_WORDS[owner];
  }),
  rule(
    String.raw`(?:(?:${AT_MOST})\s+|(${AT_LEAST})\s+)?${NUM}\s*${KM_UNIT}?\s*(?:kms?|kilomet(?:er|re)s?)(?:\s+driven)?`,
    // There is no minimum-km filter; "over 50000 km" stays as text rather than being misread.
    ([atLeast, km, unit], state) => {
      if (atLeast) return false;
      state.filters.maxKm = Math.round(Number(km) * (unit ? unitMultiplier(unit) : 1));
    },
  ),
  rule(
    String.raw`(?:low|less)\s+(?:kms?|kilomet(?:er|re)s?|mileage|odometer)(?:\s+driven)?|(?:less|lightly|barely)\s+(?:driven|used)`,
    (_, state) => {
      state.filters.maxKm ??= LOW_KM_LIMIT;
    },
  ),
  rule(
    String.raw`(?:${AT_MOST}|not\s+older\s+than|last|past)\s+(\d{1,2})\s+(?:years?|yrs?)(?:\s+old)?|(\d{1,2})\s+(?:years?|yrs?)\s+old`,
    ([age, ageOld], state) => setYears(state, state.currentYear - Number(age ?? ageOld), undefined),
  ),
  rule(String.raw`(?:${COUNT}\s+)?air\s*bags?`, ([count], state) => {
    addValue(state.filters, "features", count ? `${toCount(count)} airbags` : "airbags");
  }),
];

const FEATURE_RULES = phraseRules(FEATURE_PHRASES, (feature, state) => addValue(state.filters, "features", feature));

const PRICE_RULES: Rule[] = [
  rule(
    String.raw`(between|from)?\s*${CURRENCY}${NUM}(?:\s*${UNIT})?\s+(?:and|to)\s+${AMOUNT}`,
    // A unit on either end applies to both ("5 to 10 lakh"); without any, only "between" makes it a price.
    ([keyword, low, lowUnit, high, highUnit], state) => {
      if (!keyword && !lowUnit && !highUnit) return false;
      const a = toRupees(low, lowUnit ?? highUnit);
      const b = toRupees(high, highUnit ?? lowUnit);
      if (a === undefined || b === undefined) return false;
      state.filters.minPrice = Math.min(a, b);
      state.filters.maxPrice = Math.max(a, b);
    },
  ),
  rule(
    String.raw`(?:budget\s+(?:of\s+|is\s+)?)?(?:${APPROXIMATELY})\s+${AMOUNT}`,
    ([value, unit], state) => {
      const rupees = toRupees(value, unit);
      if (rupees === undefined) return false;
      state.filters.minPrice = Math.round(rupees * (1 - AROUND_TOLERANCE));
      state.filters.maxPrice = Math.round(rupees * (1 + AROUND_TOLERANCE));
    },
  ),
  rule(
    String.raw`(?:${AT_MOST}|cheaper\s+than|budget(?:\s+(?:of|is|upto|up\s+to))?)\s+${AMOUNT}`,
    ([value, unit], state) => setPrice(state, "maxPrice", value, unit),
  ),
  rule(
    String.raw`(?:${AT_LEAST}|starting(?:\s+(?:at|from))?|from|costlier\s+than)\s+${AMOUNT}`,
    ([value, unit], state) => setPrice(state, "minPrice", value, unit),
  ),
  // Without a comparator a price needs a currency or a spelled unit ("1.5L" could be an engine).
  rule(
    String.raw`(?:(?:at|for)\s+)?(?:(?:rs|inr)\s*${NUM}(?:\s*${UNIT})?|${NUM}\s*${SPELLED_UNIT})\b${NOT_PRICE}(?:\s+budget)?`,
    ([value, unit, spelledValue, spelledUnit], state) =>
      setPrice(state, "maxPrice", value ?? spelledValue, unit ?? spelledUnit),
  ),
];

const YEAR_RULES: Rule[] = [
  rule(String.raw`(?:between|from)?\s*${YEAR}\s+(?:and|to)\s+${YEAR}`, ([a, b], state) =>
    setYears(state, Math.min(Number(a), Number(b)), Math.max(Number(a), Number(b))),
  ),
  rule(String.raw`(?:after|post|newer\s+than|later\s+than)\s+${YEAR}`, ([year], state) =>
    setYears(state, Number(year) + 1, undefined),
  ),
  rule(
    String.raw`(?:from|since|starting(?:\s+from)?|min(?:imum)?|at\s*least)\s+${YEAR}(?:\s+onwards?)?|${YEAR}\s+(?:onwards?|and\s+(?:above|newer|later|up)|or\s+(?:newer|later|above)|plus)`,
    ([year, yearOnwards], state) => setYears(state, Number(year ?? yearOnwards), undefined),
  ),
  rule(String.raw`(?:before|older\s+than|pre|prior\s+to|earlier\s+than)\s+${YEAR}`, ([year], state) =>
    setYears(state, undefined, Number(year) - 1),
  ),
  rule(
    String.raw`(?:until|till|upto|up\s+to|max(?:imum)?)\s+${YEAR}|${YEAR}\s+(?:or|and)\s+(?:older|earlier|below)`,
    ([year, yearOrOlder], state) => setYears(state, undefined, Number(year ?? yearOrOlder)),
  ),
  rule(String.raw`(?:(?:model|year|mfg)\s+)?${YEAR}(?:\s+(?:model|make|registration|reg))?`, ([year], state) =>
    setYears(state, Number(year), Number(year)),
  ),
];

const ATTRIBUTE_RULES: Rule[] = [
  ...phraseRules(BODY_TYPE_PHRASES, (bodyType, state) => addValue(state.filters, "bodyType", bodyType)),
  ...phraseRules(FUEL_PHRASES, (fuel, state) => addValue(state.filters, "fuel", fuel)),
  ...phraseRules(TRANSMISSION_PHRASES, (gearbox, state) => addValue(state.filters, "transmission", gearbox)),
  // "AT" is automatic only right after a word already understood ("swift at", "diesel at"), never in "cars at pune".
  {
    pattern: /;\s*at\b(?=\s*(?:;|$)|\s+(?:in|under|below|with|and|for|within)\b)/g,
    apply: (_, state) => addValue(state.filters, "transmission", "Automatic"),
  },
  rule(LUXURY_PATTERN, (_, state) => {
    state.filters.luxury = true;
  }),
];

const ORDER_AND_CONDITION_RULES: Rule[] = [
  rule(NOISE_PATTERN, () => true),
  ...phraseRules(SORT_PHRASES, (sort, state) => setOrder(state, { sort })),
  ...phraseRules(SORT_HINT_PHRASES, (sortHint, state) => setOrder(state, { sortHint })),
  ...phraseRules(CONDITION_PHRASES, (condition, state) => {
    state.filters.condition = condition;
  }),
];

// ---------------------------------------------------------------- text and vocabulary

/** Lower-case ASCII words and numbers; the same for the query and the vocabulary so both compare alike. */
function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/₹/g, " rs ")
    .replace(/(\d),(?=\d)/g, "$1") // Indian digit grouping: 15,00,000
    .replace(/(\d)\s*\+/g, "$1 plus ") // "7+ seater", "2018+"
    .replace(/(\d[a-z]*)\s*[-–]\s*(?=\d)/g, "$1 to ") // "5-10 lakh", "2015-2018"
    .replace(/(\d)\.(?=\d)|\./g, (dot, digit?: string) => (digit ? dot : " "))
    .replace(/[^a-z0-9.]+/g, " ")
    .replace(/(\d)(?=(?:lakhs?|lacs?|lkh|l|crores?|crs?|k|thousand|kms?|seaters?|seats?)\b)/g, "$1 ")
    .trim();
}

const compact = (name: string) => name.replace(/ /g, "");
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches a normalised name with or without its inner spaces: "wagon r"/"wagonr", "xuv500"/"xuv 500". */
function namePattern(name: string): string {
  return name
    .split(" ")
    .map((word) => escapeRegex(word).replace(/^([a-z]{2,})(\d+)$/, "$1 ?$2"))
    .join(" ?");
}

const alternation = (names: string[]) =>
  [...new Set(names)].sort((a, b) => b.length - a.length).map(namePattern).join("|");

/** One rule matching any of `names` (normalised) and handing the canonical value to `apply`. */
function lookupRule(canonicalByName: Map<string, string>, apply: (value: string, state: ParseState) => void): Rule[] {
  if (canonicalByName.size === 0) return [];
  const byCompactName = new Map([...canonicalByName].map(([name, value]) => [compact(name), value]));
  return [
    rule(`(${alternation([...canonicalByName.keys()])})`, ([matched = ""], state) => {
      const value = byCompactName.get(compact(matched));
      if (value !== undefined) apply(value, state);
    }),
  ];
}

const compiledRules = new WeakMap<QueryVocabulary, Rule[]>();

/** All rules for one vocabulary, in the order they run. */
function compileRules(vocab: QueryVocabulary): Rule[] {
  const makeNames = new Map<string, string[]>();
  for (const { name, aliases = [] } of vocab.makes) {
    const builtIn = MAKE_ALIASES[name.toLowerCase()] ?? [];
    makeNames.set(name, [name, ...aliases, ...builtIn].map(normalize).filter(Boolean));
  }

  const cityByName = new Map(vocab.cities.map((city) => [normalize(city), city]));
  const vocabCityByLowerName = new Map(vocab.cities.map((city) => [city.toLowerCase(), city]));
  for (const [alias, spellings] of Object.entries(CITY_ALIASES)) {
    const city = spellings.map((spelling) => vocabCityByLowerName.get(spelling.toLowerCase())).find(Boolean);
    if (city && !cityByName.has(alias)) cityByName.set(alias, city);
  }

  // Longest names first, so "range rover sport" wins over "range rover".
  const models = vocab.models
    .map((model) => ({ ...model, normalized: normalize(model.name) }))
    .filter((model) => model.normalized)
    .sort((a, b) => b.normalized.length - a.normalized.length);
  const modelRules = models.map(({ make, name, normalized }) => {
    // Generic words ("go"), bare numbers ("800") and city names only count as a model after the make.
    const needsMake =
      cityByName.has(normalized) ||
      normalized.split(" ").every((word) => STOP_WORDS.has(word) || AMBIGUOUS_MODEL_WORDS.has(word) || /^\d+$/.test(word));
    const makePrefix = `(?:(?:${alternation(makeNames.get(make) ?? [normalize(make)])})\\s+)${needsMake ? "" : "?"}`;
    return rule(makePrefix + namePattern(normalized), (_, state) => {
      addValue(state.filters, "make", make);
      addValue(state.filters, "model", name);
    });
  });

  const makeByName = new Map([...makeNames].flatMap(([make, names]) => names.map((name) => [name, make] as const)));
  // Models before numbers ("xuv 500"), counts before prices ("under 5 years"), prices before years,
  // features before fuel and gearbox ("electric sunroof", "android auto"), "at" before cities,
  // cities before condition ("new delhi").
  return [
    ...modelRules,
    ...lookupRule(makeByName, (make, state) => addValue(state.filters, "make", make)),
    ...QUANTITY_RULES,
    ...FEATURE_RULES,
    ...PRICE_RULES,
    ...YEAR_RULES,
    ...ATTRIBUTE_RULES,
    ...lookupRule(cityByName, (city, state) => addValue(state.filters, "city", city)),
    ...ORDER_AND_CONDITION_RULES,
  ];
}

// ---------------------------------------------------------------- public API

/**
 * Never throws. `currentYear` bounds plausible years and anchors "under 5 years old"; it defaults
 * to the clock and is a parameter so tests and callers can pin it. Rules are compiled once per
 * vocabulary object, so pass a new object (not a mutated one) when the vocabulary changes.
 */
export function parseQuery(input: string, vocab: QueryVocabulary, currentYear = new Date().getFullYear()): ParsedQuery {
  const state: ParseState = { filters: {}, text: "", currentYear };
  let rules = compiledRules.get(vocab);
  if (!rules) compiledRules.set(vocab, (rules = compileRules(vocab)));
  let rest = normalize(typeof input === "string" ? input.slice(0, MAX_INPUT_LENGTH) : "");
  for (const { pattern, apply } of rules) {
    rest = rest.replace(pattern, (match: string, ...captures: unknown[]) =>
      apply(captures.slice(0, -2) as Groups, state) === false ? match : CONSUMED,
    );
  }
  const { filters, sort, sortHint } = state;
  const text = rest
    .split(/[\s;]+/)
    .filter((word) => /[a-z0-9]/.test(word) && !STOP_WORDS.has(word))
    .join(" ");
  return { filters, ...(sort && { sort }), ...(sortHint && { sortHint }), text };
}
