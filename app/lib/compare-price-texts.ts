/**
 * The words beside /compare's two price figures (issue 34). The trend is the median asking
 * price of every listing of the car's model year; the fair price is for this one car. A user
 * read "₹53.8L" beside "₹1.09 Cr" for one Range Rover as two prices for the same car, so each
 * figure says what it is, and a wide gap between them says why.
 */
import { MARKET_SAMPLE, type PriceTrend } from "./compare-trend";
import { formatInr } from "./format-inr";

type ModelYear = { year: number; make: string; model: string };

/** Ex-showroom price of the car's catalogue variant, and the median of its model's variants. */
export interface VariantNewPrice {
  variant: number;
  modelMedian: number;
}

/** What the fair price is made from, under it (the trend's caption says what the median is). */
export const FAIR_PRICE_SCOPE = "Estimated for this car: its variant, km, owners and city.";

/** A fair price this far from the latest median (either way) gets a sentence saying why. */
export const WIDE_GAP = 0.25;
/** A variant this far from its model's middle variant, new, explains a gap on its side. */
const VARIANT_SPREAD = 0.15;

export function trendHeading(trend: PriceTrend): string {
  if (trend.kind === "listing") return "This car's price, last 6 months";
  return trend.kind === "market" ? "Market price trend, last 6 months" : "Price trend, last 6 months";
}

/** The chart's caption (and its table's): whose prices the line is. */
export function trendCaption(trend: Exclude<PriceTrend, { kind: "none" }>, car: ModelYear): string {
  if (trend.kind === "listing") return "This car's own asking price, from its price history.";
  const name = `${car.year} ${car.make} ${car.model}`;
  const most = Math.max(...trend.listings);
  // Each date's median reads at most MARKET_SAMPLE cars: "all" would overstate it then.
  return most >= MARKET_SAMPLE
    ? `Median asking price of the ${MARKET_SAMPLE} ${name} listings most recently put on sale before each date (every variant), not a price for this car.`
    : `Median asking price of all ${name} listings on sale at each date (up to ${most} cars, every variant), not a price for this car.`;
}

/** Fair price over the latest market median when that gap is wide, else null (also without either). */
export function wideTrendGap(trend: PriceTrend, fairPrice: number | null | undefined): number | null {
  if (trend.kind !== "market" || !fairPrice) return null;
  const median = [...trend.points].reverse().find((p): p is number => p !== null);
  if (!median) return null;
  const ratio = fairPrice / median;
  return ratio >= 1 + WIDE_GAP || ratio <= 1 / (1 + WIDE_GAP) ? ratio : null;
}

/**
 * Why the fair price sits far from the market median, or null when they are close. The
 * variant is named as the reason only when its new price lies on the same side of its
 * model's as the fair price does of the median; otherwise the sentence says what differs.
 */
export function trendGapSentence(
  trend: PriceTrend,
  fairPrice: number | null | undefined,
  car: Pick<ModelYear, "model"> & { variant?: string },
  newPrice: VariantNewPrice | null,
): string | null {
  const ratio = wideTrendGap(trend, fairPrice);
  if (ratio === null) return null;
  const above = ratio > 1;
  const gap = `This car's fair price is ${Math.round(Math.abs(ratio - 1) * 100)}% ${above ? "above" : "below"} the latest median`;
  const side = newPrice ? newPrice.variant / newPrice.modelMedian : 1;
  if (newPrice && (above ? side >= 1 + VARIANT_SPREAD : side <= 1 - VARIANT_SPREAD)) {
    const which = car.variant ? `its variant (${car.variant})` : "its variant";
    return `${gap}: ${which} is ${formatInr(newPrice.variant)} ex-showroom, ${above ? "more" : "less"} than a typical ${car.model} variant (${formatInr(newPrice.modelMedian)}).`;
  }
  return `${gap}: the median covers every variant, km and owner count on sale; the fair price is for this car alone.`;
}
