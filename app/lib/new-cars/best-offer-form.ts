/**
 * The 'Get the best offer' form's schema (issue 33): run by the browser for instant errors and
 * by the action, which re-validates. A request nobody could answer is refused, so without the
 * tick to share the mobile number an email is required.
 */
import { firstErrorPerField, z } from "~/lib/zod";
import { canonicalCity } from "../indian-cities";
import { personName } from "../person-fields";
import { normalisePhone, PHONE_MESSAGE } from "../selling/quote-form";
import { NEED_CONTACT_MESSAGE, UNKNOWN_VARIANT_MESSAGE, type OfferErrors, type OfferField, type OfferValues } from "./best-offer-texts";

export const offerFormSchema = z
  .object({
    variant: z
      .string()
      .trim()
      .regex(/^\d*$/, UNKNOWN_VARIANT_MESSAGE)
      .transform((v) => (v === "" ? null : Number(v))),
    city: z
      .string()
      .transform((v) => canonicalCity(v) ?? "")
      .refine((v) => v !== "", "Choose your city"),
    name: personName,
    phone: z
      .string()
      .trim()
      .min(1, "Enter your mobile number")
      .transform(normalisePhone)
      .refine((p) => /^[6-9]\d{9}$/.test(p), PHONE_MESSAGE),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address")
      .transform((v) => (v === "" ? null : v)),
    // A checkbox: sent as "on" when ticked, absent otherwise.
    sharePhone: z.string().transform((v) => v === "on" || v === "true"),
  })
  .superRefine((form, ctx) => {
    if (!form.sharePhone && form.email === null) ctx.addIssue({ code: "custom", path: ["email"], message: NEED_CONTACT_MESSAGE });
  });

export type OfferForm = z.output<typeof offerFormSchema>;

export type OfferValidation = { ok: true; data: OfferForm } | { ok: false; errors: OfferErrors };

/** The first message per field: one clear instruction beats a list. */
export function validateOffer(values: OfferValues): OfferValidation {
  const result = offerFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: firstErrorPerField<OfferField>(result.error) };
}
