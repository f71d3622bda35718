/**
 * Money and distance in Indian notation: ₹12,34,567 (lakh/crore grouping, no decimals),
 * short forms 7.2L / 1.2Cr / 95K for slider labels, and kilometres with the same grouping.
 */
const groupFormatter = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

export function groupIndian(value: number): string {
  return groupFormatter.format(Math.round(value));
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
