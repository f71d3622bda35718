/** What a buyer sent a seller from a details page, as the Messages page lists it. */
export interface SellerMessage {
  kind: "enquiry" | "booking";
  id: number;
  listingId: number;
  listingTitle: string;
  listingImage: string;
  buyerName: string;
  phone: string;
  email: string | null;
  /** The buyer's words; a booking request carries the price they asked to book at instead. */
  message: string | null;
  priceAtRequest: number | null;
  sentAt: string;
  handled: boolean;
}
