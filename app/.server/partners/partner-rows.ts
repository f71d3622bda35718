/**
 * A partner's own rows, read and withdrawn: the partner's id is in every WHERE, so another
 * partner's externalId is unknown (404), exactly like one never sent.
 */
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { partnerListings } from "../db/schema";
import { publicOrigin } from "../http/public-origin";
import type { FieldError } from "../../lib/partners/partner-listing";
import { takeOffSale } from "./partner-rows-write";

export const PARTNER_PAGE_SIZE = 100;

export interface PartnerListingState {
  externalId: string;
  /** The CarSaathi listing id; null while the row was never accepted. */
  id: number | null;
  status: "live" | "rejected" | "removed" | "expired";
  /** The car's page on CarSaathi; null without a listing. */
  pageUrl: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  errors?: FieldError[];
}

const COLUMNS = {
  externalId: partnerListings.externalId,
  listingId: partnerListings.listingId,
  status: partnerListings.status,
  errors: partnerListings.errors,
  firstSeenAt: partnerListings.firstSeenAt,
  lastSeenAt: partnerListings.lastSeenAt,
};
type StateRow = { externalId: string; listingId: number | null; status: string; errors: unknown; firstSeenAt: Date; lastSeenAt: Date };

function stateOf(row: StateRow): PartnerListingState {
  const errors = Array.isArray(row.errors) && row.errors.length > 0 ? (row.errors as FieldError[]) : undefined;
  return {
    externalId: row.externalId,
    id: row.listingId,
    status: row.status as PartnerListingState["status"],
    pageUrl: row.listingId === null ? null : `${publicOrigin()}/details/${row.listingId}`,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ...(errors ? { errors } : {}),
  };
}

const own = (partnerId: number, externalId: string) => and(eq(partnerListings.partnerId, partnerId), eq(partnerListings.externalId, externalId));

export async function getPartnerListing(db: Database, partnerId: number, externalId: string): Promise<PartnerListingState | null> {
  const [row] = await db.select(COLUMNS).from(partnerListings).where(own(partnerId, externalId));
  return row ? stateOf(row) : null;
}

export async function listPartnerListings(db: Database, partnerId: number, page: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(COLUMNS)
      .from(partnerListings)
      .where(eq(partnerListings.partnerId, partnerId))
      .orderBy(asc(partnerListings.externalId))
      .limit(PARTNER_PAGE_SIZE)
      .offset((page - 1) * PARTNER_PAGE_SIZE),
    db.select({ total: count() }).from(partnerListings).where(eq(partnerListings.partnerId, partnerId)),
  ]);
  return { items: rows.map(stateOf), page, total };
}

/** Sold or withdrawn: the row is 'removed' and its listing leaves search now. False: unknown. */
export async function removePartnerListing(db: Database, partnerId: number, externalId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(partnerListings).set({ status: "removed" }).where(own(partnerId, externalId)).returning({ listingId: partnerListings.listingId });
    if (!row) return false;
    if (row.listingId !== null) await takeOffSale(tx, [row.listingId], now);
    return true;
  });
}
