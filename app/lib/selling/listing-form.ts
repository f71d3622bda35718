/**
 * A seller's listing: the one schema behind the 'List Your Car' form (instant errors in the
 * browser), the create and edit actions (which always re-check) and each row of a dealer's
 * bulk CSV. Inputs are the strings a form or a CSV cell gives; outputs are typed values.
 * Whether make and model exist in the catalogue is checked on the server (it needs the data).
 */
import { firstErrorPerField, z } from "~/lib/zod";
import { BODY_TYPES, FUEL_TYPES, PARTNER_SOURCES, TRANSMISSIONS } from "../vehicle-vocabulary";

export const LISTING_YEAR_MIN = 1995;
export const LISTING_KM_MAX = 999_999;
export const LISTING_PRICE_MIN = 25_000;
/** ₹10 crore: above any car sold second hand in India; a typo with two extra zeros is caught. */
export const LISTING_PRICE_MAX = 100_000_000;
export const DESCRIPTION_MAX = 2000;
export const FEATURE_MAX_CHARS = 40;
export const FEATURES_MAX = 30;
export const MAX_LISTING_PHOTOS = 10;

/** 1, 2, 3, or 4 meaning "four or more". */
export const LISTING_OWNER_OPTIONS = [
  { value: "1", label: "First owner" },
  { value: "2", label: "Second owner" },
  { value: "3", label: "Third owner" },
  { value: "4", label: "Fourth owner or more" },
] as const;

/** Offered as tick boxes; a seller may add others (the CSV takes any, separated by ';'). */
export const COMMON_FEATURES = [
  "Air conditioning",
  "Power steering",
  "Power windows",
  "ABS",
  "Airbags",
  "Reverse camera",
  "Parking sensors",
  "Touchscreen infotainment",
  "Android Auto / Apple CarPlay",
  "Sunroof",
  "Alloy wheels",
  "Cruise control",
  "Keyless entry",
  "Automatic climate control",
  "Leather seats",
  "Ventilated seats",
] as const;

export const LISTING_FIELDS = [
  "make",
  "model",
  "variant",
  "year",
  "km",
  "fuelType",
  "transmission",
  "bodyType",
  "ownerCount",
  "city",
  "price",
  "description",
  "features",
  "registrationNumber",
  "platforms",
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** What a form or CSV row gives: every field a string; features and platforms may repeat. */
export type ListingInput = Partial<Record<Exclude<ListingField, "features" | "platforms">, string>> & {
  features?: string | string[];
  platforms?: string | string[];
};

const text = (max: number, label: string) => z.string().trim().max(max, `${label} cannot exceed ${max} characters`);
const required = (max: number, label: string, missing: string) => text(max, label).min(1, missing);

/** "12,50,000", "₹ 1250000" and "1250000" are the same number. */
export function parseWholeNumber(raw: string): number | null {
  const bare = raw.replace(/[\s,₹]/g, "").replace(/^rs\.?/i, "");
  return /^\d{1,12}$/.test(bare) ? Number(bare) : null;
}

/** A required whole number typed as text (Indian grouping and ₹ allowed), within min..max. */
export const wholeNumber = (missing: string, invalid: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .transform((v, ctx) => {
      const n = parseWholeNumber(v);
      if (n === null || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return n;
    });

/** Case-insensitive pick from a list, answering the list's own spelling. */
function oneOf<T extends string>(values: readonly T[], message: string) {
  return z
    .string()
    .trim()
    .transform((v, ctx) => {
      const hit = values.find((value) => value.toLowerCase() === v.toLowerCase());
      if (!hit) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return hit;
    });
}

const asList = (v: unknown) => (Array.isArray(v) ? v : typeof v === "string" && v.trim() !== "" ? v.split(";") : []);

/** "MH 12 AB 1234", "mh-12-ab-1234" -> "MH12AB1234"; Bharat series "22 BH 1234 AA" too. */
export function normaliseRegistration(raw: string): string {
  return raw.toUpperCase().replace(/[\s\-.]/g, "");
}
export const REGISTRATION = /^([A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}|\d{2}BH\d{4}[A-Z]{1,2})$/;
export const REGISTRATION_MESSAGE = "Enter the registration number as on the RC, like MH 12 AB 1234";

export function listingSchema(now = new Date()) {
  const currentYear = now.getFullYear();
  return z.object({
    make: required(40, "Make", "Choose the make"),
    model: required(60, "Model", "Choose the model"),
    variant: text(80, "Variant").transform((v) => (v === "" ? null : v)),
    year: wholeNumber("Choose the year", `Enter a year from ${LISTING_YEAR_MIN} to ${currentYear}`, LISTING_YEAR_MIN, currentYear),
    km: wholeNumber("Enter the kilometres driven", "Enter the kilometres driven as a number, like 45000", 0, LISTING_KM_MAX),
    fuelType: oneOf(FUEL_TYPES, `Choose the fuel: ${FUEL_TYPES.join(", ")}`),
    transmission: oneOf(TRANSMISSIONS, "Choose Manual or Automatic"),
    bodyType: oneOf(BODY_TYPES, `Choose the body type: ${BODY_TYPES.join(", ")}`),
    ownerCount: wholeNumber("Choose the number of owners", "Owners must be 1, 2, 3 or 4 (four or more)", 1, 4),
    city: required(60, "City", "Enter the city where the car is"),
    price: wholeNumber(
      "Enter your asking price",
      `Enter an asking price from ₹25,000 to ₹10 crore, in rupees, like 450000`,
      LISTING_PRICE_MIN,
      LISTING_PRICE_MAX,
    ),
    description: text(DESCRIPTION_MAX, "Description").transform((v) => (v === "" ? null : v)),
    features: z.preprocess(
      asList,
      z
        .array(text(FEATURE_MAX_CHARS, "Each feature"))
        .transform((list) => [...new Set(list.filter((f) => f !== ""))])
        .refine((list) => list.length <= FEATURES_MAX, `List at most ${FEATURES_MAX} features`),
    ),
    registrationNumber: z
      .string()
      .transform(normaliseRegistration)
      .refine((v) => v === "" || REGISTRATION.test(v), REGISTRATION_MESSAGE)
      .transform((v) => (v === "" ? null : v)),
    platforms: z.preprocess(
      asList,
      z.array(oneOf(PARTNER_SOURCES, `Platforms must be among ${PARTNER_SOURCES.join(", ")}`)).transform((list) => [...new Set(list)]),
    ),
  });
}

export type ListingData = z.output<ReturnType<typeof listingSchema>>;
export type ListingErrors = Partial<Record<ListingField, string>>;
export type ListingValidation = { ok: true; data: ListingData } | { ok: false; errors: ListingErrors };

/** Building the schema costs ~50 times a parse; it changes only with the year (a dealer's CSV parses 1,000 rows). */
let built: { year: number; schema: ReturnType<typeof listingSchema> } | null = null;
function schemaOf(now: Date) {
  if (built?.year !== now.getFullYear()) built = { year: now.getFullYear(), schema: listingSchema(now) };
  return built.schema;
}

/** The first message per field: one clear instruction beats a list. */
export function validateListing(input: ListingInput, now = new Date()): ListingValidation {
  const filled = Object.fromEntries(LISTING_FIELDS.map((f) => [f, input[f] ?? ""]));
  const result = schemaOf(now).safeParse(filled);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: firstErrorPerField<ListingField>(result.error) };
}

/** A form's values as the schema reads them (repeated fields as lists). */
export function readListingInput(form: FormData | URLSearchParams): ListingInput {
  const input: ListingInput = {};
  for (const field of LISTING_FIELDS) {
    if (field === "features" || field === "platforms") input[field] = form.getAll(field).map(String);
    else {
      const value = form.get(field);
      if (typeof value === "string") input[field] = value;
    }
  }
  return input;
}
