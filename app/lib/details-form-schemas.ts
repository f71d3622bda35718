/**
 * Schemas of the details page's forms, shared by the route action (which always re-checks)
 * and the browser (loaded on first use, for instant field errors). Name and phone are checked
 * as on registration (person-fields.ts).
 */
import { firstErrorPerField, z } from "~/lib/zod";
import { mobileNumber, personName } from "./person-fields";
import { ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGE_MIN, type BookingField, type EnquiryField, type FormErrors, type FormValues } from "./details-forms";

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address")
  .transform((v) => (v === "" ? null : v));

export const enquirySchema = z.object({
  name: personName,
  phone: mobileNumber,
  email: optionalEmail,
  message: z
    .string()
    .trim()
    .min(ENQUIRY_MESSAGE_MIN, `Message must be at least ${ENQUIRY_MESSAGE_MIN} characters`)
    .max(ENQUIRY_MESSAGE_MAX, `Message cannot exceed ${ENQUIRY_MESSAGE_MAX} characters`),
});

export const bookingSchema = z.object({ name: personName, phone: mobileNumber, email: optionalEmail });

export type Validation<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FormErrors<F> };

/** The first message per field: one clear instruction beats a list. */
export function validate<S extends z.ZodType, F extends string>(schema: S, values: FormValues<F>): Validation<z.output<S>, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: firstErrorPerField<F>(result.error) };
}

export const validateEnquiry = (values: FormValues<EnquiryField>) => validate(enquirySchema, values);
export const validateBooking = (values: FormValues<BookingField>) => validate(bookingSchema, values);
