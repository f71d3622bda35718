/** One row of My Listings, as the seller's page shows it (the spec's "dashboard listing"). */
import type { ListingStatus } from "../vehicle-vocabulary";

export interface SellerListingSummary {
  id: number;
  title: string;
  price: number;
  status: ListingStatus;
  rejectionReason: string | null;
  postedDate: string;
  salePrice: number | null;
  soldDate: string | null;
  views: number;
  inquiries: number;
  /** The cover photo (400 px), or the generated illustration when there is none. */
  image: string;
}
