/**
 * The /contact form's fields, topics and limits. Its schema (contact-form-schema.ts) is used by
 * the browser, which loads it when the visitor starts on the form, and by the route action.
 */

export const CONTACT_TOPICS = ["Buying", "Selling", "Dealer partnership", "Report a listing", "Other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** A field real people never see or fill; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = "website";

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export type ContactField = "name" | "email" | "phone" | "topic" | "message";
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
