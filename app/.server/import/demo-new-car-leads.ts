/**
 * The demo dealer's new-car side (issue 33): the makes of their demo stock as the makes they
 * sell new, and two 'Get the best offer' requests in their city (one with the phone shared,
 * one without), so /seller/leads shows what a lead looks like on a fresh start. Idempotent:
 * makes are set only while the profile has none (an admin's choice stays), and the demo leads
 * are written only while the dealer has no lead at all.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealerProfiles, listings, makes, models, newCarLeads, users } from "../db/schema";
import { DEMO_DEALER_EMAIL } from "./demo-seller";

const DEMO_BUYERS = [
  { name: "Priya Kulkarni", phone: "9822000101", email: null, sharePhone: true, hoursAgo: 5 },
  { name: "Rohan Deshpande", phone: "9822000102", email: "rohan.deshpande@example.in", sharePhone: false, hoursAgo: 30 },
];

/** Returns the number of demo leads written (0 when there was nothing to do). */
export async function ensureDemoNewCarLeads(db: Database, now: Date = new Date()): Promise<number> {
  const [dealer] = await db
    .select({ id: users.id, city: dealerProfiles.city, makeIds: dealerProfiles.makeIds })
    .from(users)
    .innerJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
    .where(eq(users.email, DEMO_DEALER_EMAIL));
  if (!dealer) return 0;
  let makeIds = dealer.makeIds;
  if (makeIds.length === 0) {
    // Catalogue makes named like the dealer's stock (listings carry the make's name).
    const stock = db.selectDistinct({ make: listings.make }).from(listings).where(eq(listings.sellerId, dealer.id));
    const rows = await db.select({ id: makes.id }).from(makes).where(sql`lower(${makes.name}) in (select lower(make) from (${stock}) s)`);
    makeIds = rows.map((r) => r.id).sort((a, b) => a - b);
    if (makeIds.length === 0) return 0;
    await db.update(dealerProfiles).set({ makeIds }).where(eq(dealerProfiles.userId, dealer.id));
  }
  const [existing] = await db
    .select({ id: newCarLeads.id })
    .from(newCarLeads)
    .where(and(inArray(newCarLeads.makeId, makeIds), eq(newCarLeads.city, dealer.city)))
    .limit(1);
  if (existing) return 0;
  // One model of each of the first makes, in a stable order.
  const picks = await db
    .selectDistinctOn([models.makeId], { id: models.id, makeId: models.makeId })
    .from(models)
    .where(inArray(models.makeId, makeIds))
    .orderBy(models.makeId, models.id)
    .limit(DEMO_BUYERS.length);
  if (picks.length === 0) return 0;
  const rows = DEMO_BUYERS.map((buyer, i) => {
    const model = picks[i % picks.length]!;
    const createdAt = new Date(now.getTime() - buyer.hoursAgo * 3_600_000);
    return {
      modelId: model.id,
      makeId: model.makeId,
      city: dealer.city,
      name: buyer.name,
      phone: buyer.phone,
      email: buyer.email,
      sharePhone: buyer.sharePhone,
      consentedAt: buyer.sharePhone ? createdAt : null,
      routed: true,
      createdAt,
    };
  });
  await db.insert(newCarLeads).values(rows);
  return rows.length;
}
