/**
 * A 'Get Instant Quote' request from /sell: rate-limited per IP and per phone, priced at once by
 * the fair-price model when it knows the car, and stored as a lead the team calls back.
 */
import { desc } from "drizzle-orm";
import type { QuoteForm } from "~/lib/selling/quote-form-schema";
import type { Database } from "../db/client";
import { sellLeads } from "../db/schema";
import { checkRateLimit } from "../auth/rate-limit";
import { estimatePrice } from "../pricing/estimate-price";
import { getPriceEstimator } from "../pricing/model-store";

/** What a car of this age has typically been driven when the seller does not say. */
export const TYPICAL_KM_PER_YEAR = 12_000;

export interface SellQuote {
  low: number;
  estimate: number;
  high: number;
  basis: string;
  /** The km the quote assumed when the seller left it empty. */
  assumedKm: number | null;
}

export interface SellLeadInput {
  form: QuoteForm;
  userId: string | null;
  ip: string;
}

export function typicalKm(year: number, now = new Date()): number {
  // A car of this year counts as half a year old, so a new car is not quoted at 0 km.
  return Math.max(0.5, now.getFullYear() - year) * TYPICAL_KM_PER_YEAR;
}

/** The quote, or null when the model has never seen this make and model (no honest number). */
async function quoteFor(db: Database, form: QuoteForm): Promise<SellQuote | null> {
  const estimator = await getPriceEstimator(db);
  if (!estimator?.knowsModel(form)) return null;
  const assumedKm = form.km === null ? typicalKm(form.year) : null;
  const e = await estimatePrice(db, {
    make: form.make,
    model: form.model,
    year: form.year,
    km: form.km ?? assumedKm!,
    owners: form.owners ?? undefined,
    city: form.city,
  });
  return { low: e.low, estimate: e.estimate, high: e.high, basis: e.basis, assumedKm };
}

export async function createSellLead(db: Database, { form, userId, ip }: SellLeadInput): Promise<{ id: number; quote: SellQuote | null }> {
  await checkRateLimit(db, "sellLead", { ip, account: form.phone });
  const quote = await quoteFor(db, form);
  const [row] = await db
    .insert(sellLeads)
    .values({
      make: form.make,
      model: form.model,
      year: form.year,
      city: form.city,
      phone: form.phone,
      km: form.km,
      owners: form.owners,
      userId,
      quoteLow: quote?.low ?? null,
      quoteEstimate: quote?.estimate ?? null,
      quoteHigh: quote?.high ?? null,
    })
    .returning({ id: sellLeads.id });
  return { id: row!.id, quote };
}

/** Newest leads first, for the admins who call sellers back. */
export function listSellLeads(db: Database, { limit }: { limit: number }) {
  return db.select().from(sellLeads).orderBy(desc(sellLeads.createdAt), desc(sellLeads.id)).limit(limit);
}
