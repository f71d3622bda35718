/**
 * The /contact form's one schema, used by the browser (instant field errors; fetched with zod
 * when the visitor starts on the form) and by the route action (which re-validates: the
 * browser's answer is never trusted).
 */
import { firstErrorPerField, z } from "~/lib/zod";
import { CONTACT_TOPICS, MESSAGE_MAX, MESSAGE_MIN, type ContactErrors, type ContactField, type ContactValues } from "./contact-form";

export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(50, "Name cannot exceed 50 characters"),
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address, like name@example.com")),
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{10}$/.test(v), "Phone number must be exactly 10 digits, or leave it empty")
    .transform((v) => (v === "" ? null : v)),
  topic: z.enum(CONTACT_TOPICS, { message: "Choose a topic" }),
  message: z
    .string()
    .trim()
    .min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters`)
    .max(MESSAGE_MAX, `Message cannot exceed ${MESSAGE_MAX} characters`),
}) satisfies z.ZodType<unknown, Record<ContactField, string>>;

export type ContactForm = z.output<typeof contactFormSchema>;

export type ContactValidation = { ok: true; data: ContactForm } | { ok: false; errors: ContactErrors };

/** The first message per field: one clear instruction beats a list. */
export function validateContactForm(values: ContactValues): ContactValidation {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: firstErrorPerField<ContactField>(result.error) };
}
