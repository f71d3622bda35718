/**
 * What the car details page shows about an available car: the loader builds it, the page
 * component renders it. A type shared by server and browser, so it lives here, not in either.
 */
import type { BuyerContact } from "./details-forms";
import type { UpgradeRecommendation, Vehicle, VehicleDetail } from "./vehicle";

export interface DetailsViewData {
  vehicle: VehicleDetail;
  verifiedSeller: boolean;
  signedIn: boolean;
  buyer: BuyerContact | null;
  priceAlertSet: boolean;
  pageUrl: string;
  similar: Promise<Vehicle[]>;
  upgrade: Promise<UpgradeRecommendation | null>;
}
