/**
 * What the model page (/new-cars/{make}/{model}) hands its sections: the loader builds it from
 * the in-memory catalogue (no listing query), the components only render it.
 */
import type { NewsCard } from "~/lib/news/news-article";
import type { SimilarModelCard } from "./similar-model";
import type { UsedAlternatives } from "./used-alternatives";
import type { OnRoadFigures } from "../on-road/city-cookie";
import type { OnRoadCity } from "../on-road/cities";
import type { OnRoadSources } from "../on-road/on-road-price";
import type { StateName } from "../on-road/road-tax";
import type { KeySpecGroup } from "./key-specs";
import type { ModelSlugs } from "./paths";
import type { VariantLadder } from "./variant-gains";
import type { VariantListQuery } from "./variant-list";

/** The catalogue's prices are from its 2019-20 source: every price on the page says so. */
export const CATALOGUE_PRICE_DATE = "2019-20";

export interface ModelIdentity extends ModelSlugs {
  name: string;
  make: { name: string; slug: string };
  bodyType: string | null;
}

export interface ModelSummary {
  /** "₹5.19 - 8.84 Lakh", or null when no variant has a price. */
  priceRange: string | null;
  lowPrice: number | null;
  highPrice: number | null;
  variantCount: number;
  fuels: string[];
  gearboxes: string[];
  /** "5" or "5, 7". */
  seats: string | null;
  /** "17.4 - 21.2 km/l" (ARAI; km/kg for CNG), or null. */
  mileage: string | null;
  /** Electric range per charge, "312 km" or "250 - 312 km". */
  range: string | null;
}

export interface VariantRow {
  slug: string;
  name: string;
  fuel: string | null;
  gearbox: string | null;
  engineCc: number | null;
  powerBhp: number | null;
  fuelEconomy: number | null;
  rangeKm: number | null;
  exShowroom: number | null;
  /** On-road total in the chosen city; null without a city or a price. */
  onRoad: number | null;
}

export interface ModelEmi {
  /** What the loan is on: the on-road price in the city, else the ex-showroom price. */
  basis: "on-road" | "ex-showroom";
  price: number;
  downPayment: number;
  termMonths: number;
  annualRatePercent: number;
  monthlyPayment: number;
}

export interface ChosenVariant {
  id: number;
  slug: string;
  name: string;
  exShowroom: number | null;
  specGroups: KeySpecGroup[];
  /** Standard equipment as the catalogue names it. */
  features: string[];
  onRoad: OnRoadFigures | null;
  emi: ModelEmi | null;
}

export interface ModelPlace {
  city: OnRoadCity;
  state: StateName;
  sources: OnRoadSources;
}

export interface ModelPageData {
  kind: "model";
  model: ModelIdentity;
  summary: ModelSummary;
  /** The generated side-view drawing (an SVG data URI): no photos exist for catalogue models. */
  illustration: string;
  /** Every variant, in the order and filter the URL asks for. */
  rows: VariantRow[];
  query: VariantListQuery;
  fuels: string[];
  gearboxes: string[];
  /** Every variant by name, for the chooser of the specs section (price order). */
  variantChoices: { id: number; slug: string; name: string }[];
  chosen: ChosenVariant;
  ladder: VariantLadder;
  place: ModelPlace | null;
  /** Used cars of this model on sale, and its used-price curve by age. */
  usedAlternatives: UsedAlternatives;
  similar: SimilarModelCard[];
  news: NewsCard[];
}

export interface ModelNotFoundData {
  kind: "not-found";
  /** The make when the URL named one we have; its models link on. */
  make: { name: string; slug: string } | null;
  models: { name: string; path: string }[];
}

/** The make's crumb on the research pages: /new-cars filtered to the make's models. */
export function makeLandingPath(makeName: string): string {
  return `/new-cars?${new URLSearchParams({ make: makeName })}`;
}
