/**
 * The dashboard's five key figures (spec: Active Listings, Total Views, Avg. Inquiries,
 * 30-Day Revenue in lakhs, Conversion Rate = sold ÷ inquiries), counted on the server and
 * formatted here so the page and its tests read the same text.
 */

export interface SellerFigures {
  activeListings: number;
  totalViews: number;
  /** Enquiry events on all the seller's listings, plus chats a buyer has written in. */
  inquiries: number;
  /** Listings that went on sale (active now, or sold): the divisor of Avg. Inquiries. */
  listingsOnSale: number;
  sold: number;
  /** Sum of sale prices of listings sold in the 30 days up to now, in rupees. */
  revenue30Days: number;
}

/** "₹12.5 L": rupees in lakhs with one decimal, trailing ".0" dropped; the space never breaks. */
export function formatLakhs(rupees: number): string {
  const lakhs = (rupees / 100_000).toFixed(1).replace(/\.0$/, "");
  return `₹${lakhs}\u00a0L`;
}

/** Inquiries per listing that went on sale, one decimal; "—" with none. */
export function averageInquiries(f: SellerFigures): string {
  return f.listingsOnSale === 0 ? "—" : (f.inquiries / f.listingsOnSale).toFixed(1).replace(/\.0$/, "");
}

/** Sold ÷ inquiries as a percentage, one decimal; "—" with no inquiries to divide by. */
export function conversionRate(f: SellerFigures): string {
  if (f.inquiries === 0) return "—";
  return `${((f.sold / f.inquiries) * 100).toFixed(1).replace(/\.0$/, "")}%`;
}
