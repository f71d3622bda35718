/**
 * 'Download my data' (DPDP Act 2023, decision 026): everything we hold about the signed-in user
 * in one JSON document. Every query has the user's id in its WHERE, so the file can only ever
 * hold its requester's rows. Secrets are left out: password hashes, session tokens, OAuth tokens.
 * The other side of a chat is theirs, not the requester's: only the messages the user sent are
 * in it, with the conversation and car they were about.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  accounts,
  blogSubmissions,
  bookingRequests,
  conversationReports,
  dealerProfiles,
  enquiries,
  events,
  listingRevisions,
  listings,
  makes,
  models,
  newCarLeads,
  priceAlerts,
  recentSearches,
  savedListings,
  sellLeads,
  sessions,
  users,
  variants,
} from "../db/schema";
import { exportSavedSearches } from "../saved-searches/export-saved-searches";
import { listConsents } from "./consents";

/** Bumped when the file's shape changes, so a reader knows which fields to expect. */
export const EXPORT_FORMAT_VERSION = 1;

export async function exportAccountData(db: Database, userId: string, now = new Date()) {
  const [profile] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
      role: users.role,
      sellerVerifiedAt: users.sellerVerifiedAt,
      alertEmails: users.alertEmails,
      messageEmails: users.messageEmails,
      savedSearchEmails: users.savedSearchEmails,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return null;
  const [
    signInMethods,
    sessionRows,
    consents,
    dealerProfile,
    ownListings,
    messagesSent,
    savedCars,
    searches,
    alerts,
    enquiryRows,
    bookingRows,
    sellLeadRows,
    newCarLeadRows,
    blogRows,
    reportsFiled,
    activity,
    changesWaiting,
    searchesSaved,
  ] = await Promise.all([
    db.select({ provider: accounts.providerId, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    listConsents(db, userId),
    db
      .select({
        businessName: dealerProfiles.businessName,
        gstin: dealerProfiles.gstin,
        address: dealerProfiles.address,
        city: dealerProfiles.city,
        makeIds: dealerProfiles.makeIds,
        createdAt: dealerProfiles.createdAt,
      })
      .from(dealerProfiles)
      .where(eq(dealerProfiles.userId, userId)),
    db
      .select({
        id: listings.id,
        title: listings.title,
        make: listings.make,
        model: listings.model,
        variant: listings.variant,
        year: listings.year,
        km: listings.km,
        price: listings.price,
        fuelType: listings.fuelType,
        transmission: listings.transmission,
        bodyType: listings.bodyType,
        ownerCount: listings.ownerCount,
        registrationNumber: listings.registrationNumber,
        city: listings.city,
        state: listings.state,
        exteriorColor: listings.exteriorColor,
        description: listings.description,
        features: listings.features,
        platforms: listings.platforms,
        status: listings.status,
        rejectionReason: listings.rejectionReason,
        salePrice: listings.salePrice,
        soldAt: listings.soldAt,
        listedAt: listings.listedAt,
        updatedAt: listings.updatedAt,
      })
      .from(listings)
      .where(eq(listings.sellerId, userId))
      .orderBy(asc(listings.id)),
    db
      .execute<{ conversation_id: number; listing_id: number; car: string; role: string; body: string; sent_at: string }>(
        sql`
      select m.conversation_id, c.listing_id, l.title as car,
        case when c.buyer_id = ${userId} then 'buyer' else 'seller' end as role, m.body, m.created_at as sent_at
      from messages m join conversations c on c.id = m.conversation_id join listings l on l.id = c.listing_id
      where m.sender_id = ${userId} order by m.id`,
      )
      .then((r) => r.rows),
    db
      .select({ listingId: savedListings.listingId, car: listings.title, savedAt: savedListings.createdAt })
      .from(savedListings)
      .innerJoin(listings, eq(listings.id, savedListings.listingId))
      .where(eq(savedListings.userId, userId)),
    db
      .select({ label: recentSearches.label, href: recentSearches.href, searchedAt: recentSearches.searchedAt })
      .from(recentSearches)
      .where(eq(recentSearches.userId, userId)),
    db
      .select({
        listingId: priceAlerts.listingId,
        priceAtCreation: priceAlerts.priceAtCreation,
        targetPrice: priceAlerts.targetPrice,
        lastNotifiedPrice: priceAlerts.lastNotifiedPrice,
        notifiedAt: priceAlerts.notifiedAt,
        createdAt: priceAlerts.createdAt,
      })
      .from(priceAlerts)
      .where(eq(priceAlerts.userId, userId)),
    db
      .select({
        listingId: enquiries.listingId,
        name: enquiries.name,
        email: enquiries.email,
        phone: enquiries.phone,
        message: enquiries.message,
        sentAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(eq(enquiries.userId, userId)),
    db
      .select({
        listingId: bookingRequests.listingId,
        name: bookingRequests.name,
        email: bookingRequests.email,
        phone: bookingRequests.phone,
        priceAtRequest: bookingRequests.priceAtRequest,
        status: bookingRequests.status,
        sentAt: bookingRequests.createdAt,
      })
      .from(bookingRequests)
      .where(eq(bookingRequests.userId, userId)),
    db
      .select({
        make: sellLeads.make,
        model: sellLeads.model,
        year: sellLeads.year,
        city: sellLeads.city,
        phone: sellLeads.phone,
        km: sellLeads.km,
        owners: sellLeads.owners,
        quoteEstimate: sellLeads.quoteEstimate,
        createdAt: sellLeads.createdAt,
      })
      .from(sellLeads)
      .where(eq(sellLeads.userId, userId)),
    db
      .select({
        make: makes.name,
        model: models.name,
        variant: variants.name,
        city: newCarLeads.city,
        name: newCarLeads.name,
        phone: newCarLeads.phone,
        email: newCarLeads.email,
        phoneSharedWithDealers: newCarLeads.sharePhone,
        consentedAt: newCarLeads.consentedAt,
        reachedDealers: newCarLeads.routed,
        createdAt: newCarLeads.createdAt,
      })
      .from(newCarLeads)
      .innerJoin(models, eq(models.id, newCarLeads.modelId))
      .innerJoin(makes, eq(makes.id, newCarLeads.makeId))
      .leftJoin(variants, eq(variants.id, newCarLeads.variantId))
      .where(eq(newCarLeads.userId, userId))
      .orderBy(asc(newCarLeads.id)),
    db
      .select({
        title: blogSubmissions.title,
        content: blogSubmissions.content,
        carMake: blogSubmissions.carMake,
        carModel: blogSubmissions.carModel,
        carYear: blogSubmissions.carYear,
        authorName: blogSubmissions.authorName,
        authorEmail: blogSubmissions.authorEmail,
        publishToInstagram: blogSubmissions.publishToInstagram,
        status: blogSubmissions.status,
        slug: blogSubmissions.slug,
        createdAt: blogSubmissions.createdAt,
        approvedAt: blogSubmissions.approvedAt,
      })
      .from(blogSubmissions)
      .where(eq(blogSubmissions.userId, userId)),
    db
      .select({
        conversationId: conversationReports.conversationId,
        reason: conversationReports.reason,
        createdAt: conversationReports.createdAt,
        resolvedAt: conversationReports.resolvedAt,
      })
      .from(conversationReports)
      .where(eq(conversationReports.reporterId, userId)),
    db
      .select({ type: events.type, listingId: events.listingId, occurredAt: events.occurredAt })
      .from(events)
      .where(eq(events.userId, userId))
      .orderBy(asc(events.id)),
    db
      .select({
        listingId: listingRevisions.listingId,
        changes: listingRevisions.columns,
        photos: listingRevisions.photos,
        status: listingRevisions.status,
        rejectionReason: listingRevisions.rejectionReason,
        submittedAt: listingRevisions.submittedAt,
      })
      .from(listingRevisions)
      .where(eq(listingRevisions.sellerId, userId)),
    exportSavedSearches(db, userId),
  ]);
  const { alertEmails, messageEmails, savedSearchEmails, ...account } = profile;
  return {
    format: { name: "CarSaathi personal data export", version: EXPORT_FORMAT_VERSION },
    exportedAt: now.toISOString(),
    profile: { ...account, emailPreferences: { alertEmails, messageEmails, savedSearchEmails }, dealerProfile: dealerProfile[0] ?? null },
    signInMethods,
    sessions: sessionRows,
    consents,
    listings: ownListings,
    listingChangesWaitingForReview: changesWaiting,
    messagesSent: messagesSent.map((m) => ({
      conversationId: Number(m.conversation_id),
      listingId: Number(m.listing_id),
      car: m.car,
      as: m.role,
      body: m.body,
      sentAt: new Date(m.sent_at).toISOString(),
    })),
    savedCars,
    recentSearches: searches,
    savedSearches: searchesSaved,
    priceAlerts: alerts,
    enquiries: enquiryRows,
    bookingRequests: bookingRows,
    sellRequests: sellLeadRows,
    newCarOfferRequests: newCarLeadRows,
    blogSubmissions: blogRows,
    chatReportsFiled: reportsFiled,
    activity,
  };
}

export type AccountDataExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;
