/**
 * Dealer accounts: an admin finds an account by email, gives it the dealer role with its
 * business (GSTIN checked), edits that business, or takes the role back. The role and the
 * profile change in one transaction so the dashboard never sees one without the other.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealerProfiles, makes, users } from "../db/schema";
import { AppError, notFound } from "../http/app-error";
import { UNKNOWN_MAKE_MESSAGE, type AccountMatch, type DealerProfileInput, type DealerRow, type MakeOption } from "../../lib/admin/dealer-form";
import { auditAdminAction } from "./admin-audit";

export const DEALER_MESSAGES = {
  noAccount: "No account with that email",
  isAdmin: "This account is an admin; an admin cannot also be a dealer",
  gstinTaken: "Another dealer already uses this GSTIN",
  notDealer: "This account is not a dealer",
  granted: "Dealer role given",
  updated: "Dealer profile saved",
  revoked: "Dealer role revoked",
} as const;

const PROFILE = {
  businessName: dealerProfiles.businessName,
  gstin: dealerProfiles.gstin,
  address: dealerProfiles.address,
  city: dealerProfiles.city,
  makeIds: dealerProfiles.makeIds,
};

export async function findAccountByEmail(db: Database, email: string): Promise<AccountMatch | null> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: users.role, ...PROFILE })
    .from(users)
    .leftJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  return row ? withProfile(row) : null;
}

/** Every dealer account, those still without business details included (the demo dealer starts so). */
export async function listDealers(db: Database): Promise<DealerRow[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, ...PROFILE })
    .from(users)
    .leftJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
    .where(eq(users.role, "dealer"))
    .orderBy(asc(sql`coalesce(${dealerProfiles.businessName}, ${users.name})`));
  return rows.map(withProfile);
}

type JoinedRow = { businessName: string | null; gstin: string | null; address: string | null; city: string | null; makeIds: number[] | null };

function withProfile<R extends JoinedRow>({ businessName, gstin, address, city, makeIds, ...account }: R) {
  const profile =
    businessName !== null && gstin !== null && address !== null && city !== null ? { businessName, gstin, address, city, makeIds: makeIds ?? [] } : null;
  return { ...account, profile };
}

/** The catalogue makes, A to Z, for the form's "Makes sold" choice. */
export function listMakeOptions(db: Database): Promise<MakeOption[]> {
  return db.select({ id: makes.id, name: makes.name }).from(makes).orderBy(asc(makes.name));
}

/** Refuses make ids the catalogue does not have (a stale or forged form). */
async function checkMakes(db: Database, makeIds: number[]): Promise<void> {
  if (makeIds.length === 0) return;
  const found = await db.select({ id: makes.id }).from(makes).where(inArray(makes.id, makeIds));
  if (found.length !== makeIds.length) throw new AppError("bad_request", UNKNOWN_MAKE_MESSAGE, [{ field: "makeIds", message: UNKNOWN_MAKE_MESSAGE }]);
}

/** Gives the dealer role (or keeps it) and writes the business; also how a profile is edited. */
export async function saveDealer(db: Database, userId: string, profile: DealerProfileInput, adminId: string): Promise<"granted" | "updated"> {
  await checkMakes(db, profile.makeIds);
  const outcome = await db.transaction(async (tx) => {
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!account) throw notFound(DEALER_MESSAGES.noAccount);
    if (account.role === "admin") throw new AppError("conflict", DEALER_MESSAGES.isAdmin);
    const [taken] = await tx
      .select({ userId: dealerProfiles.userId })
      .from(dealerProfiles)
      .where(and(eq(dealerProfiles.gstin, profile.gstin), sql`${dealerProfiles.userId} <> ${userId}`));
    if (taken) throw new AppError("conflict", DEALER_MESSAGES.gstinTaken, [{ field: "gstin", message: DEALER_MESSAGES.gstinTaken }]);
    await tx
      .insert(dealerProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: dealerProfiles.userId, set: { ...profile, updatedAt: sql`now()` } });
    if (account.role === "dealer") return "updated" as const;
    await tx.update(users).set({ role: "dealer" }).where(eq(users.id, userId));
    return "granted" as const;
  });
  auditAdminAction(outcome === "granted" ? "dealer_granted" : "dealer_updated", adminId, { userId, gstin: profile.gstin });
  return outcome;
}

/** Back to a private seller: the role goes and the business record with it (the log keeps the trace). */
export async function revokeDealer(db: Database, userId: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ role: "user" })
      .where(and(eq(users.id, userId), eq(users.role, "dealer")))
      .returning({ id: users.id });
    if (!changed) throw new AppError("conflict", DEALER_MESSAGES.notDealer);
    await tx.delete(dealerProfiles).where(eq(dealerProfiles.userId, userId));
  });
  auditAdminAction("dealer_revoked", adminId, { userId });
}
