/**
 * The on-road price of a new car in a state: ex-showroom plus road tax, registration,
 * first-year insurance, TCS, FASTag and other fees. Pure, so the API, the pages and the
 * tests share one calculation; every fixed figure names its source and date.
 */
import { INDIAN_CITIES } from "../indian-cities";
import { firstYearInsurance, INSURANCE_SOURCE, type InsuranceQuote } from "./insurance";
import { ROAD_TAX, roadTax, STATES, taxFuel, type StateName } from "./road-tax";

/**
 * Registration of a private car (LMV, non-transport): ₹600 for the certificate plus ₹200 for the
 * smart card, Central Motor Vehicles Rules 1989, rule 81 as amended by G.S.R. 1183(E), December 2016.
 * Battery-operated cars pay no registration fee (MoRTH notification, August 2021); we still count
 * the smart card for them, not being sure it is waived too.
 */
export const REGISTRATION_FEE = 600;
export const SMART_CARD_FEE = 200;
/** Hypothecation endorsement on the RC (a car bought on loan), same rule 81 table: ₹1,500. */
export const HYPOTHECATION_FEE = 1_500;
/**
 * FASTag: a typical bank's issue (₹100 fee, ₹200 refundable deposit, ₹200 first balance), as of
 * 2024; banks' charges differ a little.
 */
export const FASTAG_COST = 500;
/** TCS: Income-tax Act section 206C(1F), 1% of the price of a car costing more than ₹10 lakh (since 2016). */
export const TCS_THRESHOLD = 1_000_000;
export const TCS_PERCENT = 1;

export interface OnRoadCar {
  exShowroom: number;
  fuel: string | null;
  engineCc: number | null;
  powerBhp: number | null;
}

export interface OnRoadPrice {
  exShowroom: number;
  roadTax: number;
  registration: number;
  insurance: number;
  tcs: number;
  fastag: number;
  /** Hypothecation endorsement (car loan). */
  other: number;
  total: number;
  state: StateName;
  city: string | null;
  fuel: string;
  roadTaxSlab: string;
  insuranceDetail: Omit<InsuranceQuote, "total">;
  /** Where each figure comes from, as written in the code. */
  sources: OnRoadSources;
}

export interface OnRoadSources {
  roadTax: string;
  roadTaxBasis: string;
  insurance: string;
  fees: string;
}

export function onRoadSources(state: StateName): OnRoadSources {
  return {
    roadTax: `${ROAD_TAX[state].source}, rates as of ${ROAD_TAX[state].asOf}`,
    roadTaxBasis: ROAD_TAX[state].basis,
    insurance: INSURANCE_SOURCE,
    fees: FEES_SOURCE,
  };
}

export const FEES_SOURCE =
  "Registration ₹600 + smart card ₹200 and hypothecation ₹1,500: CMVR 1989 rule 81 (G.S.R. 1183(E), 2016), electric cars exempt from the registration fee (MoRTH, 2021); TCS 1% above ₹10 lakh: Income-tax Act s.206C(1F); FASTag ₹500: typical bank issue, 2024";

const normal = (s: string) => s.trim().toLowerCase();

/** A covered state by name (case-insensitive), or null. */
export function findState(name: string): StateName | null {
  return STATES.find((s) => normal(s) === normal(name)) ?? null;
}

/** The covered state of a city we know (the sell form's cities and the others we list), or null. */
export function stateOfCity(city: string): StateName | null {
  const known = INDIAN_CITIES.find((c) => normal(c.name) === normal(city));
  return known ? findState(known.state) : null;
}

export function onRoadPrice(car: OnRoadCar, state: StateName, city: string | null = null): OnRoadPrice {
  const fuel = taxFuel(car.fuel);
  const tax = roadTax(state, { exShowroom: car.exShowroom, fuel, engineCc: car.engineCc });
  const registration = fuel === "electric" ? SMART_CARD_FEE : REGISTRATION_FEE + SMART_CARD_FEE;
  const { total: insurance, ...insuranceDetail } = firstYearInsurance(car.exShowroom, fuel, car.engineCc, car.powerBhp);
  const tcs = car.exShowroom > TCS_THRESHOLD ? Math.round((car.exShowroom * TCS_PERCENT) / 100) : 0;
  const other = HYPOTHECATION_FEE;
  const parts = [car.exShowroom, tax.amount, registration, insurance, tcs, FASTAG_COST, other];
  return {
    exShowroom: car.exShowroom,
    roadTax: tax.amount,
    registration,
    insurance,
    tcs,
    fastag: FASTAG_COST,
    other,
    total: parts.reduce((a, b) => a + b, 0),
    state,
    city,
    fuel,
    roadTaxSlab: tax.slab,
    insuranceDetail,
    sources: onRoadSources(state),
  };
}
