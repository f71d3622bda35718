/** The public JSON shapes of API.md, shared by the API, the pages and the tests. */
import type { FacetName } from "./filters/search-schema";
import type { VariantSpecs } from "./variant-specs";

export type DealRating = "great" | "good" | "fair" | "high" | "overpriced";

export interface OtherSource {
  source: string;
  price: number;
  id: string;
  /** The car's page on that platform's site (partners send it; the demo import has none). */
  url?: string;
}

/** A partner's page for a car, only when it is an https address (partners are held to that on the way in too). */
export function partnerPageUrl(url: string | undefined): string | undefined {
  return url?.startsWith("https://") ? url : undefined;
}

export interface Vehicle {
  id: string;
  title: string;
  make: string;
  model: string;
  variant?: string;
  price: number;
  year: number;
  /** Kilometres driven (odometer). */
  mileage: number;
  location: string;
  city: string;
  state?: string;
  exteriorColor?: string;
  interiorColor?: string;
  fuelType: string;
  transmission: string;
  bodyType?: string;
  ownerCount?: number;
  seats?: number;
  description?: string;
  features: string[];
  images: string[];
  dealer?: string;
  sellerType?: string;
  listedDate: string;
  /** Whole days since the car was first seen on any platform (days-on-market.ts). */
  daysOnMarket: number;
  source: string;
  sourceUrl?: string;
  isNew: boolean;
  isFeatured?: boolean;
  /** km per litre (km/kg for CNG). */
  fuelEconomy?: number;
  rangeKm?: number;
  engineCc?: number;
  powerBhp?: number;
  dealRating?: DealRating | null;
  estimatedPrice?: number | null;
  /** Why `dealRating` is null, in plain words (not in API.md's shape: an addition). */
  dealRatingReason?: string | null;
  otherSources?: OtherSource[];
}

/**
 * What a listing card shows. Result pages send only this (first picture included), not the
 * whole vehicle: each filter change downloads and decodes 48 of them.
 */
export type CardVehicle = Pick<
  Vehicle,
  | "id" | "title" | "make" | "model" | "price" | "year" | "mileage" | "location" | "exteriorColor"
  | "fuelType" | "transmission" | "bodyType" | "images" | "source" | "isNew" | "isFeatured" | "otherSources"
  | "dealRating" | "estimatedPrice" | "dealRatingReason" | "daysOnMarket"
>;

export function toCardVehicle(v: Vehicle): CardVehicle {
  return {
    id: v.id,
    title: v.title,
    make: v.make,
    model: v.model,
    price: v.price,
    year: v.year,
    mileage: v.mileage,
    location: v.location,
    exteriorColor: v.exteriorColor,
    fuelType: v.fuelType,
    transmission: v.transmission,
    bodyType: v.bodyType,
    images: v.images.slice(0, 1),
    source: v.source,
    isNew: v.isNew,
    isFeatured: v.isFeatured,
    otherSources: v.otherSources,
    dealRating: v.dealRating,
    estimatedPrice: v.estimatedPrice,
    dealRatingReason: v.dealRatingReason,
    daysOnMarket: v.daysOnMarket,
  };
}

export interface PricePoint {
  date: string;
  price: number;
}

/** The fair-price estimate of a listed car (GET /api/price-estimate's answer without the currency). */
export interface FairPrice {
  estimate: number;
  low: number;
  high: number;
  comparables: number;
  basis: string;
}

export interface VehicleDetail extends Vehicle {
  specs: (VariantSpecs & { variantId: number; variantName: string; exShowroomPrice: number | null }) | null;
  priceHistory: PricePoint[];
  /** Null for new cars and while no model exists. */
  fairPrice: FairPrice | null;
  /** The catalogue variant's standard equipment, when the listing is matched to a variant (decision 032). */
  standardEquipment: StandardEquipmentNote | null;
}

/** Equipment the catalogue lists for the listing's variant, with what that means in words. */
export interface StandardEquipmentNote {
  variant: string;
  names: string[];
  label: string;
  source: string;
}

export interface FacetCount {
  value: string;
  count: number;
}

/** Counts per value of each declared facet (filters/search-schema.ts); deal lists all five levels (unrated listings are in none). */
export type VehicleFacets = Record<FacetName, FacetCount[]>;

export interface InterpretedQuery {
  filters: Record<string, unknown>;
  sort: string | null;
  text: string;
}

export interface VehicleSearchResult {
  items: Vehicle[];
  total: number;
  page: number;
  pageSize: number;
  facets: VehicleFacets;
  interpretedAs?: InterpretedQuery;
}

/** The facets the search page's filter panel counts with. */
export type PanelFacets = Pick<VehicleFacets, "bodyType" | "fuelType" | "transmission" | "deal" | "seats">;

/**
 * A search result page's data: card fields and the panel's facets only (each filter change
 * downloads and decodes it; the API answers the whole VehicleSearchResult).
 */
export interface SearchPageResult extends Pick<VehicleSearchResult, "total" | "page" | "pageSize"> {
  items: CardVehicle[];
  facets: PanelFacets;
}

/** GET /api/recommendations/upgrade/{vehicleId} (API.md). */
export interface UpgradeRecommendation {
  vehicleId: string;
  currentVehicle: Vehicle;
  upgradedVehicle: Vehicle;
  priceDifference: number;
  benefits: {
    /** Percent fewer kilometres driven. */
    lowerMileage: number;
    /** Model years newer. */
    newerModel: number;
    betterFeatures: string[];
    /** Percent better fuel economy; 0 when either figure is unknown. */
    fuelEfficiency: number;
  };
}
