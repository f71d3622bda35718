/**
 * Lifetime road tax on a new private car, per state, as a share of the ex-showroom price.
 * Each state names the act or notification it rests on and the date of the rates we used.
 * Where we are not sure of an exact slab the `basis` says what the figure is based on: these
 * are the commonly published rates of 2024-2025, not a reading of each state's gazette.
 * Individually owned cars only (several states charge companies more).
 */

export type TaxFuel = "petrol" | "diesel" | "cng" | "electric";

export const STATES = [
  "Maharashtra",
  "Delhi",
  "Karnataka",
  "Telangana",
  "Tamil Nadu",
  "West Bengal",
  "Gujarat",
  "Rajasthan",
  "Uttar Pradesh",
] as const;
export type StateName = (typeof STATES)[number];

export interface TaxedCar {
  exShowroom: number;
  fuel: TaxFuel;
  /** Engine capacity; null when the catalogue does not state it (electric cars have none). */
  engineCc: number | null;
}

export interface RoadTax {
  amount: number;
  /** Percent of the ex-showroom price, cess included. */
  ratePercent: number;
  /** How this car's rate was chosen, for the breakdown, e.g. "12% (petrol, ₹10-20 lakh)". */
  slab: string;
}

export interface StateTaxRule {
  /** The act or notification, as published. */
  source: string;
  /** When the rates were as written here. */
  asOf: string;
  /** What the figures are based on, and what we are not sure of. */
  basis: string;
  /** The percentage and a short label of the slab. */
  rate(car: TaxedCar): { percent: number; slab: string };
}

const LAKH = 100_000;
const EXEMPT = { percent: 0, slab: "electric: exempt" };
/** A label for the ex-showroom band: "up to ₹10 lakh", "₹10-20 lakh", "above ₹20 lakh". */
const band = (edges: number[], price: number): { index: number; label: string } => {
  const index = edges.findIndex((edge) => price <= edge * LAKH);
  if (index === 0) return { index, label: `up to ₹${edges[0]} lakh` };
  if (index === -1) return { index: edges.length, label: `above ₹${edges[edges.length - 1]} lakh` };
  return { index, label: `₹${edges[index - 1]}-${edges[index]} lakh` };
};
const pick = (rates: number[], edges: number[], car: TaxedCar, fuel = car.fuel) => {
  const b = band(edges, car.exShowroom);
  return { percent: rates[b.index], slab: `${fuel}, ${b.label}` };
};

export const ROAD_TAX: Record<StateName, StateTaxRule> = {
  Maharashtra: {
    source: "Maharashtra Motor Vehicles Tax Act, 1958, Schedule A(II) (lifetime tax, individuals)",
    asOf: "2024",
    basis:
      "Commonly published 2024 rates: petrol 11/12/13%, diesel 13/14/15%, CNG 7/8/9% (up to ₹10 lakh / ₹10-20 lakh / above), electric exempt. The 2025-26 state budget announced increases we have not applied.",
    rate: (car) => {
      if (car.fuel === "electric") return EXEMPT;
      const rates = { petrol: [11, 12, 13], diesel: [13, 14, 15], cng: [7, 8, 9] }[car.fuel];
      return pick(rates, [10, 20], car);
    },
  },
  Delhi: {
    source: "Delhi Motor Vehicles Taxation Act, 1962 (one-time tax as revised 2008); Delhi EV Policy 2020",
    asOf: "2024",
    basis:
      "Petrol 4% up to ₹6 lakh, 7% ₹6-10 lakh, 10% above; diesel 25% more (5%, 8.75%, 12.5%); CNG charged as petrol (our assumption); electric exempt under the EV Policy 2020.",
    rate: (car) => {
      if (car.fuel === "electric") return EXEMPT;
      const petrol = [4, 7, 10];
      const rates = car.fuel === "diesel" ? petrol.map((r) => r * 1.25) : petrol;
      return pick(rates, [6, 10], car);
    },
  },
  Karnataka: {
    source: "Karnataka Motor Vehicles Taxation Act, 1957, Part A6 of the Schedule (lifetime tax) plus cess",
    asOf: "2024",
    basis:
      "Commonly published: 13% up to ₹5 lakh, 14% ₹5-10 lakh, 17% ₹10-20 lakh, 18% above, for every fuel, plus a cess of 11% of the tax. Electric cars exempt up to ₹25 lakh; above that 10% (the 2024 amendment as reported in the press, not checked against the gazette).",
    rate: (car) => {
      const CESS = 1.11;
      if (car.fuel === "electric") {
        return car.exShowroom <= 25 * LAKH ? EXEMPT : { percent: 10, slab: "electric, above ₹25 lakh" };
      }
      const b = pick([13, 14, 17, 18], [5, 10, 20], car);
      return { percent: round2(b.percent * CESS), slab: `${b.slab}, ${b.percent}% + 11% cess` };
    },
  },
  Telangana: {
    source: "Telangana Motor Vehicles Taxation Act, 1963, Fifth Schedule (as amended 2022); Telangana EV policy (November 2024)",
    asOf: "2024",
    basis:
      "13% up to ₹5 lakh, 14% ₹5-10 lakh, 17% ₹10-20 lakh, 18% above, for every fuel; electric exempt under the state's 2024 EV policy.",
    rate: (car) => (car.fuel === "electric" ? EXEMPT : pick([13, 14, 17, 18], [5, 10, 20], car)),
  },
  "Tamil Nadu": {
    source: "Tamil Nadu Motor Vehicles Taxation Act, 1974, Eighth Schedule (as amended November 2023); Tamil Nadu EV Policy",
    asOf: "2024",
    basis: "12% up to ₹10 lakh, 13% above, for every fuel; electric exempt (EV policy exemption, extended to 2025).",
    rate: (car) => (car.fuel === "electric" ? EXEMPT : pick([12, 13], [10], car)),
  },
  "West Bengal": {
    source: "West Bengal Motor Vehicles Tax Act, 1979 (one-time tax on private cars, by engine size and cost)",
    asOf: "2024",
    basis:
      "An approximation: West Bengal's table runs from about 7% to 12% by engine size and cost and we do not have its exact slabs. We use 7% up to ₹10 lakh, 10% ₹10-20 lakh, 12% above, one point more above 1500 cc; electric exempt (the state's 2021 waiver for battery-operated vehicles, as reported).",
    rate: (car) => {
      if (car.fuel === "electric") return EXEMPT;
      const b = pick([7, 10, 12], [10, 20], car);
      const big = (car.engineCc ?? 0) > 1500;
      return big ? { percent: b.percent + 1, slab: `${b.slab}, above 1500 cc` } : b;
    },
  },
  Gujarat: {
    source: "Gujarat Motor Vehicles Tax Act, 1958 (lifetime tax on non-transport cars)",
    asOf: "2024",
    basis: "6% of the cost for every fuel. We know of no road-tax exemption for electric cars we could confirm, so they pay 6% here too.",
    rate: (car) => ({ percent: 6, slab: `${car.fuel}, flat` }),
  },
  Rajasthan: {
    source: "Rajasthan Motor Vehicles Taxation Act, 1951 and Rules (one-time tax on private cars)",
    asOf: "2024",
    basis:
      "An approximation of the commonly published range (6% to 10% by engine size and fuel): petrol and CNG 6% up to 1200 cc, 8% above; diesel 8% up to 1500 cc, 10% above. Electric cars are charged 6% here: we could not confirm an exemption.",
    rate: (car) => {
      const cc = car.engineCc ?? 0;
      if (car.fuel === "diesel") return cc > 1500 ? { percent: 10, slab: "diesel, above 1500 cc" } : { percent: 8, slab: "diesel, up to 1500 cc" };
      if (car.fuel === "electric") return { percent: 6, slab: "electric" };
      return cc > 1200 ? { percent: 8, slab: `${car.fuel}, above 1200 cc` } : { percent: 6, slab: `${car.fuel}, up to 1200 cc` };
    },
  },
  "Uttar Pradesh": {
    source: "Uttar Pradesh Motor Vehicles Taxation Act, 1997; UP Electric Vehicle Manufacturing and Mobility Policy 2022",
    asOf: "2024",
    basis: "8% up to ₹10 lakh, 10% above, for every fuel; electric exempt under the EV Policy 2022.",
    rate: (car) => (car.fuel === "electric" ? EXEMPT : pick([8, 10], [10], car)),
  },
};

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function roadTax(state: StateName, car: TaxedCar): RoadTax {
  const { percent, slab } = ROAD_TAX[state].rate(car);
  return { amount: Math.round((car.exShowroom * percent) / 100), ratePercent: percent, slab: `${percent}% (${slab})` };
}

/** The fuel a tax table knows: hybrids pay as petrol, LPG as CNG; unknown fuels as petrol. */
export function taxFuel(fuel: string | null | undefined): TaxFuel {
  const f = (fuel ?? "").toLowerCase();
  if (f.includes("electric")) return "electric";
  if (f.includes("diesel")) return "diesel";
  if (f.includes("cng") || f.includes("lpg")) return "cng";
  return "petrol";
}
