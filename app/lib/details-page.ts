/**
 * What the car details page shows about an available car: the loader builds it, the page
 * component renders it. A type shared by server and browser, so it lives here, not in either.
 */
import type { BuyerContact } from "./details-forms";
import type { OnRoadFigures } from "./on-road/city-cookie";
import type { OnRoadCity } from "./on-road/cities";
import type { OnRoadSources } from "./on-road/on-road-price";
import type { SellerListingSummary } from "./selling/my-listings";
import type { UpgradeRecommendation, Vehicle, VehicleDetail } from "./vehicle";

/**
 * 'Chat with seller': only a CarSaathi seller's car ("open", with the viewer's conversation
 * when they have one); a partner's car is contacted on its own site; the seller's own car shows
 * a link to their messages instead.
 */
export type SellerChat = { kind: "unavailable" } | { kind: "own" } | { kind: "open"; conversationId: number | null };

export interface DetailsViewData {
  vehicle: VehicleDetail;
  verifiedSeller: boolean;
  sellerChat: SellerChat;
  signedIn: boolean;
  buyer: BuyerContact | null;
  priceAlertSet: boolean;
  /** The viewer's own car as My Listings shows it: the page offers its owner's actions, not a buyer's. */
  ownListing: SellerListingSummary | null;
  pageUrl: string;
  similar: Promise<Vehicle[]>;
  upgrade: Promise<UpgradeRecommendation | null>;
  /**
   * A new car whose variant is in the catalogue: the visitor's city (null until chosen) and,
   * once chosen, its on-road price. Null for every other car.
   */
  onRoad: { city: OnRoadCity | null; figures: OnRoadFigures | null; sources: OnRoadSources | null } | null;
}
