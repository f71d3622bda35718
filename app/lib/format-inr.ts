/**
 * Money and distance in Indian notation: ₹12,34,567 (lakh/crore grouping, no decimals),
 * short forms 7.2L / 1.2Cr / 95K for slider labels, and kilometres with the same grouping.
 */

/**
 * 1234567 -> "12,34,567": the last three digits, then pairs. Plain code rather than
 * Intl.NumberFormat("en-IN"), whose first use loads locale data (~50 ms of a phone's main thread
 * while the page hydrates).
 */
export function groupIndian(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const grouped =
    digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** Indian grouping with up to `maxDigits` decimals, trailing zeros dropped: 1,234.5 */
export function groupIndianDecimal(value: number, maxDigits: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(maxDigits).split(".");
  const decimals = fraction?.replace(/0+$/, "");
  return `${value < 0 ? "-" : ""}${groupIndian(Number(whole))}${decimals ? `.${decimals}` : ""}`;
}

export function formatInr(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "N/A";
  return `₹${groupIndian(value)}`;
}

/** Cr from 1 crore, L (one decimal) from 1 lakh, else K without decimals (spec section 9). */
export function formatInrShort(value: number): string {
  if (value >= 10_000_000) return `₹${trimZero((value / 10_000_000).toFixed(2))}Cr`;
  if (value >= 100_000) return `₹${trimZero((value / 100_000).toFixed(1))}L`;
  return `₹${Math.round(value / 1000)}K`;
}

/** "₹5.5 Lakh", "₹1.25 Crore": how Indian buyers say a price. */
export function formatInrWords(value: number): string {
  if (value >= 10_000_000) return `₹${trimZero((value / 10_000_000).toFixed(2))} Crore`;
  if (value >= 100_000) return `₹${trimZero((value / 100_000).toFixed(2))} Lakh`;
  return formatInr(value);
}

export function formatKm(km: number | null | undefined): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return "N/A";
  return `${groupIndian(km)} km`;
}

function trimZero(fixed: string): string {
  return fixed.replace(/\.0+$/, "").replace(/(\.\d*?)0+$/, "$1");
}

/**
 * An ex-showroom range the way model pages say it: "₹5.19 - 8.84 Lakh", "₹85 Lakh - 1.2 Crore",
 * "₹1.1 - 1.45 Crore"; one price when both ends are equal. The unit is written once when shared.
 */
export function formatPriceRange(min: number, max: number): string {
  const [low, high] = min <= max ? [min, max] : [max, min];
  if (low === high) return formatInrWords(low);
  const lowWords = formatInrWords(low);
  const highWords = formatInrWords(high);
  const unitOf = (words: string) => /\s(Lakh|Crore)$/.exec(words)?.[1] ?? null;
  const unit = unitOf(lowWords);
  if (unit && unit === unitOf(highWords)) return `${lowWords.replace(` ${unit}`, "")} - ${highWords.slice(1)}`;
  return `${lowWords} - ${highWords.slice(1)}`;
}
