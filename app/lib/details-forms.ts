/**
 * The car details page's forms (enquiry to the seller, booking request): their fields, values,
 * errors and the action's answers. The schemas are in details-form-schemas.ts, which the
 * browser loads only when someone fills a form (Zod is too big for every page view).
 */
export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 1000;

export type EnquiryField = "name" | "phone" | "email" | "message";
export type BookingField = "name" | "phone" | "email";
export const ENQUIRY_FIELDS: EnquiryField[] = ["name", "phone", "email", "message"];
export const BOOKING_FIELDS: BookingField[] = ["name", "phone", "email"];

export type FormValues<F extends string> = Record<F, string>;
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** What was typed, field by field, so a rejected form comes back as it was. */
export function readValues<F extends string>(form: FormData, fields: readonly F[]): FormValues<F> {
  const values = {} as FormValues<F>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** What the details page's action answers, per form (shared so components need no server import). */
export type DetailsActionResult =
  | { intent: "enquiry"; ok: true }
  | { intent: "enquiry"; ok: false; values: FormValues<EnquiryField>; errors: FormErrors<EnquiryField>; formError?: string }
  | { intent: "booking"; ok: true }
  | { intent: "booking"; ok: false; values: FormValues<BookingField>; errors: FormErrors<BookingField>; formError?: string }
  | { intent: "price-alert" | "remove-price-alert"; ok: true }
  | { intent: "price-alert"; ok: false; error: string; value: string }
  | { intent: "remove-price-alert"; ok: false; error: string; value: string };

/** Honeypot: hidden from people; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = "website";

/** A signed-in buyer's details, used to prefill the page's forms. */
export interface BuyerContact {
  name: string;
  email: string;
  phone: string | null;
}
