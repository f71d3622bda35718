/** A user's own details and email preferences, as /profile and /settings read and change them. */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

export interface EmailPreferences {
  /** Price-alert and saved-search emails. */
  alertEmails: boolean;
  /** A mail when a chat message waits unread (app/.server/messaging/unread-mail.ts). */
  messageEmails: boolean;
}

/** Both email switches (on unless the user turned them off). */
export async function readEmailPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select({ alertEmails: users.alertEmails, messageEmails: users.messageEmails }).from(users).where(eq(users.id, userId));
  return { alertEmails: row?.alertEmails ?? true, messageEmails: row?.messageEmails ?? true };
}

export async function updateProfile(db: Database, userId: string, profile: { name: string; phone: string }): Promise<void> {
  await db.update(users).set({ name: profile.name, phone: profile.phone, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setEmailPreferences(db: Database, userId: string, preferences: Partial<EmailPreferences>): Promise<void> {
  await db.update(users).set({ ...preferences, updatedAt: new Date() }).where(eq(users.id, userId));
}
