/**
 * A partner's car (API.md "Partner feeds": `PartnerListing`): the one schema a push, a pull
 * feed and the OpenAPI document read. The limits are the seller's form's (listing-form.ts), so a
 * partner's car cannot be what a seller's could not. Numbers may come as numbers or, from a CSV
 * feed, as text ("4,50,000"); `features` as a list or one ';'-separated cell. Text is plain
 * text (plain-text.ts). A row that fails names each bad field, so the partner can fix it.
 */
import { z } from "~/lib/zod";
import { BODY_TYPES, FUEL_TYPES, TRANSMISSIONS } from "../vehicle-vocabulary";
import {
  DESCRIPTION_MAX,
  FEATURE_MAX_CHARS,
  FEATURES_MAX,
  LISTING_KM_MAX,
  LISTING_PRICE_MAX,
  LISTING_PRICE_MIN,
  LISTING_YEAR_MIN,
  normaliseRegistration,
  parseWholeNumber,
  REGISTRATION,
  REGISTRATION_MESSAGE,
} from "../selling/listing-form";
import { plainLine, plainParagraphs } from "./plain-text";

export const EXTERNAL_ID_MAX = 100;
export const PARTNER_IMAGES_MAX = 20;
const URL_MAX = 2000;
export const PARTNER_SELLER_TYPES = ["dealer", "individual"] as const;

/** http (and loopback) only for tests and demos, as API.md says of feed and image URLs. */
const allowsLocal = () => process.env.FEEDS_ALLOW_LOCAL === "1";

/** "is required" for a missing field, "must be text" for a number or an object. */
const text = (label: string) => z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });
const line = (max: number, label: string) =>
  text(label)
    .max(max, `${label} cannot exceed ${max} characters`)
    .transform(plainLine);
const requiredLine = (max: number, label: string) => line(max, label).refine((v) => v !== "", `${label} is required`);
/** Absent, null and "" are all "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? null : v), schema.nullish()).transform((v) => (v === undefined || v === "" ? null : v));

const whole = (label: string, min: number, max: number, unit = "") =>
  z.preprocess(
    (v) => (typeof v === "string" ? (parseWholeNumber(v) ?? v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`) })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be from ${min}${unit} to ${max}${unit}`)
      .max(max, `${label} must be from ${min}${unit} to ${max}${unit}`),
  );

/** Case-insensitive, answering the list's own spelling ("diesel" is "Diesel"). */
const oneOf = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (values.find((value) => value.toLowerCase() === v.trim().toLowerCase()) ?? v) : v),
    z.enum(values, { error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be one of ${values.join(", ")}`) }),
  );

const webUrl = (label: string) =>
  text(label)
    .trim()
    .max(URL_MAX, `${label} cannot exceed ${URL_MAX} characters`)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === "https:" || (allowsLocal() && url.protocol === "http:");
      } catch {
        return false;
      }
    }, `${label} must be an https URL`);

const list = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? [] : v.split(";")) : v);

export function partnerListingSchema(now = new Date()) {
  const currentYear = now.getFullYear();
  return z.object({
    externalId: requiredLine(EXTERNAL_ID_MAX, "externalId"),
    make: requiredLine(40, "Make"),
    model: requiredLine(60, "Model"),
    variant: optional(line(80, "Variant")),
    year: whole("Year", LISTING_YEAR_MIN, currentYear),
    price: whole("Price", LISTING_PRICE_MIN, LISTING_PRICE_MAX, " rupees"),
    mileage: whole("Mileage", 0, LISTING_KM_MAX, " km"),
    fuelType: oneOf(FUEL_TYPES, "Fuel type"),
    transmission: oneOf(TRANSMISSIONS, "Transmission"),
    bodyType: optional(oneOf(BODY_TYPES, "Body type")),
    ownerCount: optional(whole("Owners", 1, 4)),
    city: requiredLine(60, "City"),
    state: optional(line(60, "State")),
    exteriorColor: optional(line(40, "Colour")),
    description: optional(
      text("Description")
        // Room for a description's HTML, which plainParagraphs drops.
        .max(DESCRIPTION_MAX * 4, `Description cannot exceed ${DESCRIPTION_MAX} characters`)
        .transform(plainParagraphs)
        .refine((v) => v.length <= DESCRIPTION_MAX, `Description cannot exceed ${DESCRIPTION_MAX} characters`),
    ),
    features: z
      .preprocess(
        list,
        z
          .array(line(FEATURE_MAX_CHARS, "Each feature"))
          .max(FEATURES_MAX * 2, `List at most ${FEATURES_MAX} features`)
          .transform((items) => [...new Set(items.filter((f) => f !== ""))])
          .refine((items) => items.length <= FEATURES_MAX, `List at most ${FEATURES_MAX} features`)
          .nullish(),
      )
      .transform((v) => v ?? []),
    images: z
      .preprocess(list, z.array(webUrl("Each image")).max(PARTNER_IMAGES_MAX, `At most ${PARTNER_IMAGES_MAX} images`).nullish())
      .transform((v) => [...new Set(v ?? [])]),
    url: webUrl("url"),
    registrationNumber: optional(
      text("registrationNumber")
        .max(40, REGISTRATION_MESSAGE)
        .transform(normaliseRegistration)
        .refine((v) => v === "" || REGISTRATION.test(v), REGISTRATION_MESSAGE),
    ),
    sellerType: optional(z.enum(PARTNER_SELLER_TYPES, { error: 'sellerType must be "dealer" or "individual"' })).transform(
      (v) => v ?? "dealer",
    ),
    dealerName: optional(line(100, "Dealer name")),
  });
}

/** An accepted row: plain text, numbers, null for what was not given. */
export type PartnerRow = z.output<ReturnType<typeof partnerListingSchema>>;
export interface FieldError {
  field: string;
  message: string;
}
export type PartnerRowValidation = { ok: true; row: PartnerRow } | { ok: false; externalId: string | null; errors: FieldError[] };

/** Built once a year (a 1,000-row batch parses with one schema). */
let built: { year: number; schema: ReturnType<typeof partnerListingSchema> } | null = null;
function schemaOf(now: Date) {
  if (built?.year !== now.getFullYear()) built = { year: now.getFullYear(), schema: partnerListingSchema(now) };
  return built.schema;
}

/** The row's externalId when it is usable as a key (a rejected row is recorded under it). */
export function externalIdOf(raw: unknown): string | null {
  if (raw === null || typeof raw !== "object") return null;
  const value: unknown = (raw as Record<string, unknown>).externalId;
  if (typeof value !== "string" && typeof value !== "number") return null;
  const id = plainLine(String(value));
  return id !== "" && id.length <= EXTERNAL_ID_MAX ? id : null;
}

/** The first message per field ("images.3", "price"): one clear instruction per field. */
export function validatePartnerListing(raw: unknown, now = new Date()): PartnerRowValidation {
  const result = schemaOf(now).safeParse(raw);
  if (result.success) return { ok: true, row: result.data };
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "row";
    if (!errors.some((e) => e.field === field)) {
      errors.push({ field, message: issue.path.length > 0 ? issue.message : "must be a PartnerListing object" });
    }
  }
  return { ok: false, externalId: externalIdOf(raw), errors };
}
