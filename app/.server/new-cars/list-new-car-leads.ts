/**
 * 'Get the best offer' leads for the pages that read them. A dealer's list has the dealer in its
 * WHERE (their profile's makes and city, joined in the query), and the phone comes out of the
 * database only where the buyer shared it. The admin list has everything, the leads that
 * reached no dealer marked, for the team to follow up.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { AdminNewCarLead, DealerLeadsSetup, DealerNewCarLead, LeadsPage } from "~/lib/new-cars/new-car-lead";
import type { Database } from "../db/client";
import { dealerProfiles, makes, models, newCarLeads, users, variants } from "../db/schema";

export const DEALER_LEADS_PAGE_SIZE = 20;
export const ADMIN_LEADS_PAGE_SIZE = 25;

const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

// The lead's dealers: profile of a dealer account selling its make in its city.
const dealerMatch = and(sql`${newCarLeads.makeId} = any(${dealerProfiles.makeIds})`, eq(newCarLeads.city, dealerProfiles.city));

const carColumns = {
  id: newCarLeads.id,
  make: makes.name,
  model: models.name,
  variant: variants.name,
  city: newCarLeads.city,
  name: newCarLeads.name,
  createdAt: newCarLeads.createdAt,
};

/** Whether the dealer's profile says where and what they sell (else their list cannot fill). */
export async function dealerLeadsSetup(db: Database, dealerId: string): Promise<DealerLeadsSetup> {
  const [profile] = await db.select({ makeIds: dealerProfiles.makeIds }).from(dealerProfiles).where(eq(dealerProfiles.userId, dealerId));
  if (!profile) return "no-profile";
  return profile.makeIds.length ? "ready" : "no-makes";
}

/** The dealer's leads, newest first (new_car_leads_dealer_idx per make and city). */
export async function listDealerNewCarLeads(db: Database, dealerId: string, page: number): Promise<LeadsPage<DealerNewCarLead>> {
  const mine = and(eq(dealerProfiles.userId, dealerId), eq(users.role, "dealer"));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...carColumns, phone: sql<string | null>`case when ${newCarLeads.sharePhone} then ${newCarLeads.phone} end` })
      .from(newCarLeads)
      .innerJoin(dealerProfiles, dealerMatch)
      .innerJoin(users, eq(users.id, dealerProfiles.userId))
      .innerJoin(models, eq(models.id, newCarLeads.modelId))
      .innerJoin(makes, eq(makes.id, newCarLeads.makeId))
      .leftJoin(variants, eq(variants.id, newCarLeads.variantId))
      .where(mine)
      .orderBy(desc(newCarLeads.createdAt), desc(newCarLeads.id))
      .limit(DEALER_LEADS_PAGE_SIZE)
      .offset((page - 1) * DEALER_LEADS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(newCarLeads)
      .innerJoin(dealerProfiles, dealerMatch)
      .innerJoin(users, eq(users.id, dealerProfiles.userId))
      .where(mine),
  ]);
  const leads = rows.map(({ make, model, createdAt, phone, ...lead }) => ({
    ...lead,
    car: `${make} ${model}`,
    // An erased buyer's phone is '' (account deleted): nothing to show.
    phone: phone || null,
    createdAt: createdAt.toISOString(),
  }));
  const n = total?.n ?? 0;
  return { leads, total: n, page, pageCount: pageCountOf(n, DEALER_LEADS_PAGE_SIZE) };
}

/** Every lead for the admins, newest first, with whether it reached a dealer. */
export async function listAdminNewCarLeads(db: Database, page: number): Promise<LeadsPage<AdminNewCarLead> & { unrouted: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        ...carColumns,
        phone: newCarLeads.phone,
        email: newCarLeads.email,
        sharePhone: newCarLeads.sharePhone,
        routed: newCarLeads.routed,
        accountName: users.name,
        accountEmail: users.email,
      })
      .from(newCarLeads)
      .innerJoin(models, eq(models.id, newCarLeads.modelId))
      .innerJoin(makes, eq(makes.id, newCarLeads.makeId))
      .leftJoin(variants, eq(variants.id, newCarLeads.variantId))
      .leftJoin(users, eq(users.id, newCarLeads.userId))
      .orderBy(desc(newCarLeads.createdAt), desc(newCarLeads.id))
      .limit(ADMIN_LEADS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_LEADS_PAGE_SIZE),
    db.select({ n: count(), unrouted: sql<number>`count(*) filter (where not ${newCarLeads.routed})::int` }).from(newCarLeads),
  ]);
  const leads = rows.map(({ make, model, createdAt, accountName, accountEmail, ...lead }) => ({
    ...lead,
    car: `${make} ${model}`,
    account: accountName && accountEmail ? { name: accountName, email: accountEmail } : null,
    createdAt: createdAt.toISOString(),
  }));
  const n = totals?.n ?? 0;
  return { leads, total: n, unrouted: totals?.unrouted ?? 0, page, pageCount: pageCountOf(n, ADMIN_LEADS_PAGE_SIZE) };
}
