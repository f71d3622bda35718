/**
 * The /contact form: one schema used by the browser (instant field errors) and by the route
 * action (which re-validates: the browser's answer is never trusted).
 */
import { z } from "~/lib/zod";

export const CONTACT_TOPICS = ["Buying", "Selling", "Dealer partnership", "Report a listing", "Other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** A field real people never see or fill; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = "website";

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

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
});

export type ContactForm = z.output<typeof contactFormSchema>;
export type ContactField = keyof z.input<typeof contactFormSchema>;
export const CONTACT_FIELDS: ContactField[] = ["name", "email", "phone", "topic", "message"];

/** What the user typed, field by field, so a rejected form can be shown again as it was. */
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export function readContactValues(form: FormData): ContactValues {
  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export type ContactValidation = { ok: true; data: ContactForm } | { ok: false; errors: ContactErrors };

/** The first message per field: one clear instruction beats a list. */
export function validateContactForm(values: ContactValues): ContactValidation {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
