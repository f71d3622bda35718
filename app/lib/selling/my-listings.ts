/** One row of My Listings, as the seller's page shows it (the spec's "dashboard listing"). */
import type { ListingStatus } from "../vehicle-vocabulary";

export interface SellerListingSummary {
  id: number;
  title: string;
  price: number;
  status: ListingStatus;
  rejectionReason: string | null;
  /** A change to the live listing that waits for an admin, or was turned down (and why). */
  changes: ListingChanges | null;
  postedDate: string;
  salePrice: number | null;
  soldDate: string | null;
  views: number;
  inquiries: number;
  /** The cover photo (400 px), or the generated illustration when there is none. */
  image: string;
}

export interface ListingChanges {
  status: "pending" | "rejected";
  rejectionReason: string | null;
}

/** What the owner reads next to a live listing with a change waiting (issue 34). */
export const CHANGES_WAITING = "Changes waiting for review";
export const CHANGES_WAITING_NOTE = "Buyers see the approved version until an admin checks your changes, usually within a working day.";
export const CHANGES_REJECTED = "Changes not approved";

export const MY_LISTINGS_PAGE_SIZE = 20;

/** The status tabs of My Listings ("all" first), with the words the badges use. */
export const STATUS_TABS = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "pending", label: "Pending review" },
  { value: "sold", label: "Sold" },
  { value: "rejected", label: "Rejected" },
  { value: "expired", label: "Expired" },
] as const;
export type StatusTab = (typeof STATUS_TABS)[number]["value"];

export function parseStatusTab(value: string | null): StatusTab {
  return STATUS_TABS.find((t) => t.value === value)?.value ?? "all";
}

/** One page of the seller's listings in a tab, and how many each tab holds. */
export interface SellerListingsPage {
  items: SellerListingSummary[];
  status: StatusTab;
  page: number;
  pageCount: number;
  counts: Record<StatusTab, number>;
}
