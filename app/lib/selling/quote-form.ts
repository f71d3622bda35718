/**
 * The /sell 'Get Instant Quote' form: the spec's brands, cities and years, its fields and
 * messages. Its schema is quote-form-schema.ts, which the browser loads when the visitor
 * starts on the form.
 */
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

export type QuoteField = "make" | "model" | "year" | "city" | "phone" | "km" | "owners";
export const QUOTE_FIELDS: QuoteField[] = ["make", "model", "year", "city", "phone", "km", "owners"];
export const REQUIRED_FIELDS: QuoteField[] = ["make", "model", "year", "city", "phone"];

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
