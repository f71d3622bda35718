/** Who is selling, as the seller pages show it (read on the server from the account). */
export interface SellerAccount {
  userId: string;
  name: string;
  isDealer: boolean;
  /** The business buyers see on a dealer's listings; null for private sellers. */
  dealerName: string | null;
  dealer: { businessName: string; gstin: string; address: string; city: string } | null;
}

export type SellerType = "dealer" | "individual";

/** The seller type a listing is saved with (and its fair price read with): a dealer's business name makes it a dealer's car. */
export function listingSellerType(seller: { dealerName: string | null }): SellerType {
  return seller.dealerName ? "dealer" : "individual";
}
