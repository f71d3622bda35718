/**
 * First-year insurance of a new private car: the third-party premium as published, plus own
 * damage as an assumed share of the insured value (insurers price it freely), plus GST.
 */
import { formatInr } from "../format-inr";
import type { TaxFuel } from "./road-tax";

export const INSURANCE_SOURCE =
  "Third-party: IRDAI 1-year premiums for private cars (2019-20 figures, kept by MoRTH's Motor Vehicles (Third Party Insurance Base Premium and Liability) Rules, 2022), as of 2024";

/** IRDAI 1-year third-party premium for a private car, by engine capacity (₹). */
const TP_BY_CC = [
  { upTo: 1000, premium: 2_094, label: "up to 1000 cc" },
  { upTo: 1500, premium: 3_416, label: "1000-1500 cc" },
  { upTo: Infinity, premium: 7_897, label: "above 1500 cc" },
];
/** IRDAI 1-year third-party premium for a private electric car, by motor power (₹): 15% below the cc bands. */
const TP_BY_KW = [
  { upTo: 30, premium: 1_780, label: "up to 30 kW" },
  { upTo: 65, premium: 2_904, label: "30-65 kW" },
  { upTo: Infinity, premium: 6_712, label: "above 65 kW" },
];

/** Our assumptions, shown with the figure: a new car's insured value is 95% of ex-showroom (5% depreciation under 6 months). */
export const IDV_SHARE = 0.95;
/**
 * Own damage at 2% of the insured value: below the old India Motor Tariff's 3.1-3.4%
 * (detariffed in 2007) because dealers' insurers discount it; a typical figure, not a quote.
 */
export const OWN_DAMAGE_PERCENT = 2;
/** GST on general insurance premiums. */
export const INSURANCE_GST_PERCENT = 18;

export interface InsuranceQuote {
  total: number;
  thirdParty: number;
  thirdPartyBand: string;
  ownDamage: number;
  insuredValue: number;
  gst: number;
  assumption: string;
}

const BHP_TO_KW = 0.7457;

export function firstYearInsurance(exShowroom: number, fuel: TaxFuel, engineCc: number | null, powerBhp: number | null): InsuranceQuote {
  let tp: { premium: number; label: string };
  let unknown = "";
  if (fuel === "electric") {
    const kw = powerBhp === null ? null : powerBhp * BHP_TO_KW;
    // Unknown power: the middle band, said in the assumption.
    tp = kw === null ? TP_BY_KW[1] : TP_BY_KW.find((b) => kw <= b.upTo)!;
    if (kw === null) unknown = " Motor power unknown: 30-65 kW assumed.";
  } else {
    tp = engineCc === null ? TP_BY_CC[1] : TP_BY_CC.find((b) => engineCc <= b.upTo)!;
    if (engineCc === null) unknown = " Engine size unknown: 1000-1500 cc assumed.";
  }
  const insuredValue = Math.round(exShowroom * IDV_SHARE);
  const ownDamage = Math.round((insuredValue * OWN_DAMAGE_PERCENT) / 100);
  const gst = Math.round(((tp.premium + ownDamage) * INSURANCE_GST_PERCENT) / 100);
  return {
    total: tp.premium + ownDamage + gst,
    thirdParty: tp.premium,
    thirdPartyBand: tp.label,
    ownDamage,
    insuredValue,
    gst,
    assumption:
      `Third-party ${formatInr(tp.premium)} (IRDAI 1-year, ${tp.label}); own damage assumed at ${OWN_DAMAGE_PERCENT}% of an insured value of ${IDV_SHARE * 100}% of ex-showroom; ${INSURANCE_GST_PERCENT}% GST. ` +
      `A new car must carry 3-year third-party cover, which dealers' quotes include and which costs more.${unknown}`,
  };
}
