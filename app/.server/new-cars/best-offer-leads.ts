/**
 * 'Get the best offer' leads (issue 33, decision 031): stored for every request, rate-limited
 * per IP and per phone, and counted against the dealers who sell the make in the buyer's city
 * (role dealer, the make in dealer_profiles.make_ids, the same city). Nothing is sent to
 * dealers: each sees the matching leads on /seller/leads, through the query below.
 */
import { and, eq, sql } from "drizzle-orm";
import type { OfferForm } from "~/lib/new-cars/best-offer-form";
import { UNKNOWN_VARIANT_MESSAGE } from "~/lib/new-cars/best-offer-texts";
import type { Database } from "../db/client";
import { dealerProfiles, newCarLeads, users } from "../db/schema";
import { checkRateLimit } from "../auth/rate-limit";
import { AppError } from "../http/app-error";

/** The catalogue model the buyer asked about (from the research catalogue). */
export interface OfferModel {
  id: number;
  make: { id: number; name: string };
  variants: readonly { id: number }[];
}

export interface NewCarLeadInput {
  model: OfferModel;
  form: OfferForm;
  userId: string | null;
  ip: string;
  now?: Date;
}

/** Dealers who would see a lead for this make in this city. */
export async function countMatchingDealers(db: Database, makeId: number, city: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dealerProfiles)
    .innerJoin(users, eq(users.id, dealerProfiles.userId))
    .where(and(eq(users.role, "dealer"), eq(dealerProfiles.city, city), sql`${makeId} = any(${dealerProfiles.makeIds})`));
  return row?.n ?? 0;
}

/** Stores the lead; returns how many dealers it reaches (0: only the admins see it). */
export async function createNewCarLead(db: Database, { model, form, userId, ip, now = new Date() }: NewCarLeadInput): Promise<{ id: number; dealers: number }> {
  // A variant of another model is a forged or stale form: refused before it costs an attempt.
  if (form.variant !== null && !model.variants.some((v) => v.id === form.variant)) {
    throw new AppError("bad_request", UNKNOWN_VARIANT_MESSAGE, [{ field: "variant", message: UNKNOWN_VARIANT_MESSAGE }]);
  }
  await checkRateLimit(db, "newCarLead", { ip, account: form.phone });
  const dealers = await countMatchingDealers(db, model.make.id, form.city);
  const [row] = await db
    .insert(newCarLeads)
    .values({
      modelId: model.id,
      variantId: form.variant,
      makeId: model.make.id,
      city: form.city,
      name: form.name,
      phone: form.phone,
      email: form.email,
      sharePhone: form.sharePhone,
      consentedAt: form.sharePhone ? now : null,
      userId,
      routed: dealers > 0,
      createdAt: now,
    })
    .returning({ id: newCarLeads.id });
  return { id: row!.id, dealers };
}
