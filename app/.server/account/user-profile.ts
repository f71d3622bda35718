/** A user's own details as /profile changes them (email preferences: consents.ts). */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

export async function updateProfile(db: Database, userId: string, profile: { name: string; phone: string }): Promise<void> {
  await db.update(users).set({ name: profile.name, phone: profile.phone, updatedAt: new Date() }).where(eq(users.id, userId));
}
