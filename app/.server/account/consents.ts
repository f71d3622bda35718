/**
 * Consent to optional mail (DPDP Act 2023, decision 026). The user's current choice lives on
 * users (alert_emails, message_emails, saved_search_emails), which every optional sender reads in its query; each
 * change is also appended to `consents` with its time and where it was made, so we can show
 * when consent was given or withdrawn. /settings is the one place to change them all.
 *
 * There is no marketing mail: nothing asks for consent to it, and /settings says so.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { consents, users } from "../db/schema";

export interface EmailPreferences {
  /** Price-alert emails (app/.server/alerts/deliver-price-alerts.ts). */
  alertEmails: boolean;
  /** A mail when a chat message waits unread (app/.server/messaging/unread-mail.ts). */
  messageEmails: boolean;
  /** New matches of the user's saved searches (issue 36); each search can also be paused alone. */
  savedSearchEmails: boolean;
}

export type ConsentPurpose = "alert_emails" | "message_emails" | "saved_search_emails";
export type ConsentSource = "registration" | "settings" | "unsubscribe" | "price_alert";

const PURPOSE_OF: Record<keyof EmailPreferences, ConsentPurpose> = {
  alertEmails: "alert_emails",
  messageEmails: "message_emails",
  savedSearchEmails: "saved_search_emails",
};

const SWITCHES = { alertEmails: users.alertEmails, messageEmails: users.messageEmails, savedSearchEmails: users.savedSearchEmails };

/**
 * The switches as stored (alert mails are off until given; unread-message mails on until
 * withdrawn; saved-search mails on, since saving a search with "email me" is asking for them).
 */
export async function readEmailPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select(SWITCHES).from(users).where(eq(users.id, userId));
  return { alertEmails: row?.alertEmails ?? false, messageEmails: row?.messageEmails ?? true, savedSearchEmails: row?.savedSearchEmails ?? true };
}

/**
 * Sets the given switches and logs each one that actually changed (saving /settings unchanged
 * records nothing), in one transaction so the log never disagrees with the switch.
 */
export async function setEmailPreferences(
  db: Database,
  userId: string,
  preferences: Partial<EmailPreferences>,
  source: ConsentSource,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select(SWITCHES)
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!current) return;
    const changed = (Object.keys(PURPOSE_OF) as (keyof EmailPreferences)[]).filter(
      (key) => preferences[key] !== undefined && preferences[key] !== current[key],
    );
    if (changed.length === 0) return;
    await tx.update(users).set({ ...preferences, updatedAt: now }).where(eq(users.id, userId));
    await tx.insert(consents).values(changed.map((key) => ({ userId, purpose: PURPOSE_OF[key], granted: preferences[key]!, source, recordedAt: now })));
  });
}

/** The consent given at registration (the account row is written with it in the same transaction). */
export async function recordRegistrationConsent(db: Database, userId: string, alertEmails: boolean, now = new Date()): Promise<void> {
  if (alertEmails) await db.insert(consents).values({ userId, purpose: "alert_emails", granted: true, source: "registration", recordedAt: now });
}

/** The user's consent history, oldest first (for the data export). */
export async function listConsents(db: Database, userId: string) {
  return db
    .select({ purpose: consents.purpose, granted: consents.granted, source: consents.source, recordedAt: consents.recordedAt })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.recordedAt), asc(consents.id));
}
