/** What the dealer analytics page shows: series per bucket and the spec's Analytics item per listing. */
import type { AnalyticsRange } from "./analytics-range";

export interface AnalyticsSeries {
  keys: string[];
  views: number[];
  inquiries: number[];
  sales: number[];
  /** Sale prices summed per bucket, in rupees. */
  revenue: number[];
}

export interface AnalyticsListing {
  id: number;
  title: string;
  brand: string;
  model: string;
  price: number;
  status: string;
  /** Within the range. */
  views: number;
  inquiries: number;
  listingDate: string;
  saleDate: string | null;
  salePrice: number | null;
}

export interface SellerAnalytics {
  range: AnalyticsRange;
  unit: "day" | "month";
  series: AnalyticsSeries;
  listings: AnalyticsListing[];
  listingCount: number;
}
