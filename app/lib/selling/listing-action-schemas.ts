/**
 * The schemas of My Listings' two small forms ('Change price' and 'Mark as sold'), shared by the
 * dialog (instant errors, loaded when it opens) and the action (which re-checks).
 */
import { firstErrorPerField, z } from "~/lib/zod";
import { indiaDay } from "../india-date";
import type { FormErrors } from "./listing-actions";
import { LISTING_PRICE_MAX, LISTING_PRICE_MIN, wholeNumber } from "./listing-form";

const rupees = (missing: string, invalid: string) => wholeNumber(missing, invalid, LISTING_PRICE_MIN, LISTING_PRICE_MAX);

export const priceChangeSchema = z.object({
  price: rupees("Enter the new asking price", "Enter a price from ₹25,000 to ₹10 crore, in rupees, like 450000"),
});

/** `today` is the seller's calendar date ("2026-11-25"): a sale cannot be dated after it. */
export function saleSchema(today: string) {
  return z.object({
    salePrice: rupees("Enter the price the car sold for", "Enter a sale price from ₹25,000 to ₹10 crore, in rupees"),
    saleDate: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the sale date")
      .refine((d) => !Number.isNaN(Date.parse(d)), "Enter the sale date")
      .refine((d) => d <= today, "The sale date cannot be in the future"),
  });
}

/** The first message per field, as the forms show them. */
export function fieldErrors(error: z.ZodError): FormErrors {
  return firstErrorPerField(error);
}

const errorsOf = (result: { success: boolean; error?: z.ZodError }) => (result.success || !result.error ? {} : fieldErrors(result.error));
const valuesOf = (form: FormData) => Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));

/** The dialogs' checks of a filled-in form: each field's error, none when it is fine. */
export const checkPriceChange = (form: FormData): FormErrors => errorsOf(priceChangeSchema.safeParse(valuesOf(form)));
export const checkSale = (form: FormData): FormErrors => errorsOf(saleSchema(indiaDay()).safeParse(valuesOf(form)));
