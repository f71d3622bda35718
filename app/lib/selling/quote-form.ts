/**
 * The /sell 'Get Instant Quote' form: the spec's brands, cities and years, and one schema used
 * by the browser (instant field errors) and by the action (which re-validates).
 */
import { z } from "~/lib/zod";
import { FIX_FIELDS_MESSAGE } from "../form-messages";

export const SELL_BRANDS = [
  "Maruti Suzuki",
  "Hyundai",
  "Tata",
  "Mahindra",
  "Honda",
  "Toyota",
  "Kia",
  "Volkswagen",
  "Ford",
  "Renault",
  "MG",
  "Skoda",
] as const;

export const SELL_CITIES = ["Mumbai", "Delhi", "Bangalore", "Hyderabad", "Chennai", "Kolkata", "Pune", "Ahmedabad", "Jaipur", "Lucknow"] as const;

/** 1, 2, or 3 meaning "three or more" (the pricing model's buckets). */
export const OWNER_OPTIONS = [
  { value: "1", label: "First owner" },
  { value: "2", label: "Second owner" },
  { value: "3", label: "Third owner or more" },
] as const;

export const KM_MAX = 999_999;

/** The last 20 model years, newest first. */
export function sellYears(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 20 }, (_, i) => current - i);
}

export const INCOMPLETE_TITLE = "Error";
export const INCOMPLETE_MESSAGE = "Please fill in all required fields";
export const INVALID_MESSAGE = FIX_FIELDS_MESSAGE;
export const SUCCESS_TITLE = "Request Submitted";
export const SUCCESS_MESSAGE = "We'll contact you shortly with the best offers for your car!";
export const PHONE_MESSAGE = "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9";

/** "+91 98765-43210", "098765 43210" and "9876543210" are the same number: 10 digits, stored bare. */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/[\s\-()]/g, "");
  return digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
}

const required = (message: string) => z.string().trim().min(1, message);

export function quoteFormSchema(now = new Date()) {
  const years = sellYears(now);
  return z.object({
    make: z.enum(SELL_BRANDS, { message: "Choose your car's brand" }),
    model: required("Enter your car's model").max(60, "Model cannot exceed 60 characters"),
    year: required("Choose the year")
      .transform(Number)
      .refine((y) => years.includes(y), `Choose a year from ${years.at(-1)} to ${years[0]}`),
    city: z.enum(SELL_CITIES, { message: "Choose your city" }),
    phone: required("Enter your mobile number")
      .transform(normalisePhone)
      .refine((p) => /^[6-9]\d{9}$/.test(p), PHONE_MESSAGE),
    km: z
      .string()
      .trim()
      .transform((v) => v.replace(/,/g, ""))
      .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) <= KM_MAX), "Enter the kilometres driven as a number, like 45000")
      .transform((v) => (v === "" ? null : Number(v))),
    owners: z
      .enum(["", ...OWNER_OPTIONS.map((o) => o.value)], { message: "Choose the number of owners" })
      .transform((v) => (v === "" ? null : Number(v))),
  });
}

export type QuoteForm = z.output<ReturnType<typeof quoteFormSchema>>;
export type QuoteField = keyof QuoteForm;
export const QUOTE_FIELDS: QuoteField[] = ["make", "model", "year", "city", "phone", "km", "owners"];
const REQUIRED_FIELDS: QuoteField[] = ["make", "model", "year", "city", "phone"];

/** What the user typed, field by field, so a rejected form comes back as it was. */
export type QuoteValues = Record<QuoteField, string>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

export function readQuoteValues(form: FormData | URLSearchParams): QuoteValues {
  const values = {} as QuoteValues;
  for (const field of QUOTE_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export type QuoteValidation =
  | { ok: true; data: QuoteForm }
  | { ok: false; errors: QuoteErrors; incomplete: boolean };

/** The first message per field; `incomplete` when a required field is empty (the spec's toast). */
export function validateQuoteForm(values: QuoteValues, now = new Date()): QuoteValidation {
  const result = quoteFormSchema(now).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField;
    errors[field] ??= issue.message;
  }
  const incomplete = REQUIRED_FIELDS.some((field) => values[field].trim() === "");
  return { ok: false, errors, incomplete };
}
