/** A user's own details and email preference, as /profile and /settings read and change them. */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

/** Whether the user wants price-alert emails (on unless they turned it off). */
export async function readAlertEmails(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ alertEmails: users.alertEmails }).from(users).where(eq(users.id, userId));
  return row?.alertEmails ?? true;
}

export async function updateProfile(db: Database, userId: string, profile: { name: string; phone: string }): Promise<void> {
  await db.update(users).set({ name: profile.name, phone: profile.phone, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setAlertEmails(db: Database, userId: string, alertEmails: boolean): Promise<void> {
  await db.update(users).set({ alertEmails, updatedAt: new Date() }).where(eq(users.id, userId));
}
