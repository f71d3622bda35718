/**
 * Who the signed-in seller is: a private seller, or a dealer. The role comes from the account
 * (an admin assigns 'dealer' and records the business), never from the email text as in the
 * original; a dealer role without a profile yet still shows as a dealer, named by the account.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealerProfiles } from "../db/schema";
import type { SessionUser } from "../auth/session";
import type { SellerAccount } from "../../lib/selling/seller-account";

export type { SellerAccount };


export async function getSellerAccount(db: Database, user: SessionUser): Promise<SellerAccount> {
  const isDealer = user.role === "dealer";
  const [profile] = isDealer
    ? await db
        .select({
          businessName: dealerProfiles.businessName,
          gstin: dealerProfiles.gstin,
          address: dealerProfiles.address,
          city: dealerProfiles.city,
        })
        .from(dealerProfiles)
        .where(eq(dealerProfiles.userId, user.id))
    : [];
  return {
    userId: user.id,
    name: user.name,
    isDealer,
    dealerName: isDealer ? (profile?.businessName ?? user.name) : null,
    dealer: profile ?? null,
  };
}
