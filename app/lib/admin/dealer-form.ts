/**
 * The dealer profile form an admin fills when giving an account the dealer role: one schema for
 * the page and the action, so both show the same messages.
 */
import { firstErrorPerField, z } from "~/lib/zod";
import { canonicalCity } from "../indian-cities";
import { gstinError, normalizeGstin } from "../selling/gstin";

export const BUSINESS_NAME_MIN = 2;
export const BUSINESS_NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const CITY_MAX = 60;
export const MAKES_MAX = 40;
export const UNKNOWN_MAKE_MESSAGE = "Choose makes from the list";

const text = (field: string, min: number, max: number) =>
  z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length >= min, `${field} must be at least ${min} characters`)
    .refine((value) => value.length <= max, `${field} cannot exceed ${max} characters`);

export const dealerProfileSchema = z.object({
  businessName: text("Business name", BUSINESS_NAME_MIN, BUSINESS_NAME_MAX),
  gstin: z
    .string()
    .transform(normalizeGstin)
    .superRefine((value, ctx) => {
      const message = gstinError(value);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  address: text("Address", 5, ADDRESS_MAX),
  // Spelled as new-car leads spell it ("bengaluru" -> "Bangalore"), so the dealer's leads match.
  city: text("City", 2, CITY_MAX).transform((value) => canonicalCity(value) ?? value),
  /** The catalogue makes the dealer sells new (checked against the catalogue by the action). */
  makeIds: z
    .array(z.string().regex(/^\d{1,9}$/, UNKNOWN_MAKE_MESSAGE))
    .max(MAKES_MAX, `Choose at most ${MAKES_MAX} makes`)
    .transform((ids) => [...new Set(ids.map(Number))].sort((a, b) => a - b)),
});

export type DealerProfileInput = z.output<typeof dealerProfileSchema>;

export type DealerFieldErrors = Partial<Record<keyof DealerProfileInput, string>>;

/** The first message per field, for the form. */
export function dealerFieldErrors(error: z.ZodError): DealerFieldErrors {
  return firstErrorPerField<keyof DealerProfileInput>(error);
}

export interface DealerProfile {
  businessName: string;
  gstin: string;
  address: string;
  city: string;
  makeIds: number[];
}

/** A catalogue make the form offers. */
export interface MakeOption {
  id: number;
  name: string;
}

/** An account with the dealer role; `profile` is null until an admin records the business. */
export interface DealerRow {
  userId: string;
  name: string;
  email: string;
  profile: DealerProfile | null;
}

/** An account found by email, with what it is now. */
export interface AccountMatch extends DealerRow {
  role: string;
}
