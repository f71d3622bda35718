/** What the admin moderation page receives about each listing (server and page share it). */
import type { DealRating } from "../vehicle";

export type ModerationTab = "pending" | "changes" | "recent";

/** One difference between a live listing and the change its seller asks for. */
export interface ModerationChange {
  label: string;
  before: string;
  after: string;
}

export interface ModerationItem {
  id: number;
  title: string;
  price: number;
  year: number;
  km: number;
  fuelType: string;
  transmission: string;
  location: string;
  image: string | null;
  description: string | null;
  features: string[];
  platforms: string[];
  /** Admins see it (to check it against the photos); buyers never do. */
  registrationNumber: string | null;
  status: string;
  sellerName: string | null;
  sellerEmail: string | null;
  /** "dealer" or "individual" (listings.seller_type). */
  sellerType: string;
  submittedAt: string;
  moderatedAt: string | null;
  moderatorName: string | null;
  rejectionReason: string | null;
  /** Set on the "Changes to live listings" tab: what differs from the version on sale. */
  changes?: ModerationChange[];
  deal: { rating: DealRating | null; estimate: { estimate: number; low: number; high: number } | null; reason: string | null };
}

export interface ModerationPage {
  items: ModerationItem[];
  total: number;
  page: number;
  pageCount: number;
}
