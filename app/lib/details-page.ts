/**
 * What the car details page shows about an available car: the loader builds it, the page
 * component renders it. A type shared by server and browser, so it lives here, not in either.
 */
import type { BuyerContact } from "./details-forms";
import type { OnRoadFigures } from "./on-road/city-cookie";
import type { OnRoadCity } from "./on-road/cities";
import type { OnRoadSources } from "./on-road/on-road-price";
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
  /**
   * A new car whose variant is in the catalogue: the visitor's city (null until chosen) and,
   * once chosen, its on-road price. Null for every other car.
   */
  onRoad: { city: OnRoadCity | null; figures: OnRoadFigures | null; sources: OnRoadSources | null } | null;
}
