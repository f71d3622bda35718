/**
 * Catalogue variants with standard equipment, and cars matched to them, for the equipment
 * search and details tests (decision 032).
 */
import type { Database } from "~/.server/db/client";
import { emptySpecs } from "~/lib/variant-specs";
import { createListing, createVariant } from "./factories";

type ListingOverrides = Parameters<typeof createListing>[1];

/** A variant whose catalogue names list `features`; `sunroofSpec` sets specs.comfort.sunroof instead of a name. */
export async function createEquippedVariant(db: Database, modelId: number, name: string, features: string[], sunroofSpec = false) {
  const specs = emptySpecs();
  specs.comfort.sunroof = sunroofSpec ? true : null;
  return createVariant(db, modelId, name, specs, { features });
}

/** A used car matched to `variantId`, listing only `own` itself. */
export function createMatchedListing(db: Database, variantId: number, own: string[], overrides: ListingOverrides = {}) {
  return createListing(db, { variantId, features: own, isNew: false, ...overrides });
}
