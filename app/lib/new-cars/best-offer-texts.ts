/**
 * The 'Get the best offer' form's fields, cities and texts (issue 33), apart from its schema
 * (best-offer-form.ts) so the model page ships Zod only once the buyer starts on the form.
 * Dealers see the name, car and city; the mobile number only with the buyer's tick; the email
 * never (decision 031).
 */
import { countNoun } from "../count-noun";
import { INDIAN_CITIES } from "../indian-cities";

export const OFFER_FIELDS = ["variant", "city", "name", "phone", "email", "sharePhone"] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];
export type OfferValues = Record<OfferField, string>;
export type OfferErrors = Partial<Record<OfferField, string>>;

/** The cities the form offers, A to Z: those a lead (and a dealer's profile) can name. */
export const OFFER_CITIES: readonly string[] = INDIAN_CITIES.map((c) => c.name).sort((a, b) => a.localeCompare(b));

export const SUBMIT_LABEL = "Get the best offer";
export const NEED_CONTACT_MESSAGE = "Give your email, or tick the box to share your mobile number, so the offers can reach you";
export const UNKNOWN_VARIANT_MESSAGE = "Choose a variant of this model";
export const WHAT_IS_SHARED =
  "Dealers see your name, the variant and your city; your mobile number only if you tick the box, and your email never. Without the tick, our team emails you their offers.";

export function consentLabel(make: string, city: string | null): string {
  return `Share my mobile number with dealers of ${make} in ${city || "your city"}`;
}

/** Every field as typed (absent ones empty), so a refused form comes back as it was. */
export function readOfferValues(form: FormData): OfferValues {
  const values = {} as OfferValues;
  for (const field of OFFER_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** What the action answers: the form as typed with its errors, or where the request went. */
export type OfferResult =
  | { ok: false; values: OfferValues; errors: OfferErrors; formError: string | null }
  | { ok: true; dealers: number; make: string; city: string; sharePhone: boolean };

/** The success message: how many dealers got it, and honestly who will contact the buyer and how. */
export function offerSentMessage({ dealers, make, city, sharePhone }: { dealers: number; make: string; city: string; sharePhone: boolean }): string {
  if (dealers === 0) {
    const how = sharePhone ? "call you" : "email you";
    return `No dealer of ${make} in ${city} is on CarSaathi yet. We have kept your request and our team will ${how} within a working day.`;
  }
  const sent = `Sent to ${countNoun(dealers, "dealer")} of ${make} in ${city}.`;
  return sharePhone
    ? `${sent} They can see your mobile number and will call you.`
    : `${sent} They cannot see your mobile number or email, so our team will email you their offers within a working day.`;
}
