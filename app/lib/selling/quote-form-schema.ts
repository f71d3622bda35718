/**
 * The /sell quote form's one schema, used by the browser (instant field errors; fetched with zod
 * when the visitor starts on the form) and by the action (which re-validates).
 */
import { firstErrorPerField, z } from "~/lib/zod";
import {
  KM_MAX,
  normalisePhone,
  OWNER_OPTIONS,
  PHONE_MESSAGE,
  REQUIRED_FIELDS,
  SELL_BRANDS,
  SELL_CITIES,
  sellYears,
  type QuoteErrors,
  type QuoteField,
  type QuoteValues,
} from "./quote-form";

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

export type QuoteValidation =
  | { ok: true; data: QuoteForm }
  | { ok: false; errors: QuoteErrors; incomplete: boolean };

/** The first message per field; `incomplete` when a required field is empty (the spec's toast). */
export function validateQuoteForm(values: QuoteValues, now = new Date()): QuoteValidation {
  const result = quoteFormSchema(now).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors = firstErrorPerField<QuoteField>(result.error);
  const incomplete = REQUIRED_FIELDS.some((field) => values[field].trim() === "");
  return { ok: false, errors, incomplete };
}
