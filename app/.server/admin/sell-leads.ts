/**
 * Sell leads for the admin page, newest first and paged (sell_leads_created_idx), with the
 * account that asked when the visitor was signed in. Phones are personal data: only the
 * admin-guarded page calls this.
 */
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { sellLeads, users } from "../db/schema";
import type { AdminSellLead } from "../../lib/admin/sell-lead";

export const LEADS_PAGE_SIZE = 25;

export async function listSellLeadsPage(db: Database, page: number): Promise<{ leads: AdminSellLead[]; total: number; page: number; pageCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ lead: sellLeads, name: users.name, email: users.email })
      .from(sellLeads)
      .leftJoin(users, eq(users.id, sellLeads.userId))
      .orderBy(desc(sellLeads.createdAt), desc(sellLeads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((page - 1) * LEADS_PAGE_SIZE),
    db.select({ n: count() }).from(sellLeads),
  ]);
  const leads: AdminSellLead[] = rows.map(({ lead, name, email }) => ({
    id: lead.id,
    car: `${lead.make} ${lead.model}`,
    year: lead.year,
    city: lead.city,
    phone: lead.phone,
    km: lead.km,
    owners: lead.owners,
    quote: lead.quoteLow !== null && lead.quoteHigh !== null ? { low: lead.quoteLow, high: lead.quoteHigh } : null,
    account: name && email ? { name, email } : null,
    createdAt: lead.createdAt.toISOString(),
  }));
  const n = total?.n ?? 0;
  return { leads, total: n, page, pageCount: Math.max(1, Math.ceil(n / LEADS_PAGE_SIZE)) };
}
