/**
 * Target encodings with hierarchical shrinkage: a make's, model's or variant's typical price
 * level, as the mean of log-price residuals (after a global age and km trend), pulled towards
 * the level one step up (variant -> model -> make -> 0) in proportion to how few listings it
 * has. Training rows get out-of-fold values (their own fold left out), so the trees never see a
 * level computed from the listing's own price.
 */
import { hashString } from "~/lib/seeded-random";

/** Pseudo-count of the shrinkage: a group with this many listings sits halfway to its parent. */
export const SHRINK = 4;

export type Stats = Map<string, { sum: number; n: number }>;

export function normName(text: string | null | undefined): string {
  return (text ?? "").toLowerCase().replace(/[^a-z0-9.+]+/g, " ").trim();
}

export function makeKey(make: string): string {
  return normName(make);
}

export function modelKey(make: string, model: string): string {
  return `${normName(make)}|${normName(model)}`;
}

export function variantKey(make: string, model: string, variant: string | null): string {
  return `${modelKey(make, model)}|${normName(variant)}`;
}

/** Distinct words of a variant name ("1.6 crdi sx option" -> 1.6, crdi, sx, option). */
export function variantTokens(variant: string | null): string[] {
  return [...new Set(normName(variant).split(" ").filter(Boolean))];
}

/** Fold of a car group: copies of one car on several platforms always share a fold. */
export function foldOf(group: string, folds: number): number {
  return hashString(group) % folds;
}

export function addStat(stats: Stats, key: string, value: number, weight = 1): void {
  const s = stats.get(key);
  if (s) {
    s.sum += value * weight;
    s.n += weight;
  } else stats.set(key, { sum: value * weight, n: weight });
}

/** Shrunk mean of a group given its parent's level; `minus` removes one fold's contribution. */
export function shrunk(stats: Stats, key: string, parent: number, minus?: Stats): { level: number; n: number } {
  const s = stats.get(key);
  const m = minus?.get(key);
  const sum = (s?.sum ?? 0) - (m?.sum ?? 0);
  const n = (s?.n ?? 0) - (m?.n ?? 0);
  return { level: (sum + SHRINK * parent) / (n + SHRINK), n };
}

/** Least squares y = a + b.x1 + c.x2 (the global age/km trend the residuals are taken from). */
export function fitTrend(x1: Float64Array, x2: Float64Array, y: Float64Array): [number, number, number] {
  const n = y.length;
  let m1 = 0, m2 = 0, my = 0;
  for (let i = 0; i < n; i++) {
    m1 += x1[i]! / n;
    m2 += x2[i]! / n;
    my += y[i]! / n;
  }
  let s11 = 0, s22 = 0, s12 = 0, s1y = 0, s2y = 0;
  for (let i = 0; i < n; i++) {
    const a = x1[i]! - m1, b = x2[i]! - m2, c = y[i]! - my;
    s11 += a * a;
    s22 += b * b;
    s12 += a * b;
    s1y += a * c;
    s2y += b * c;
  }
  const det = s11 * s22 - s12 * s12;
  if (Math.abs(det) < 1e-12) return [my, 0, 0];
  const b1 = (s1y * s22 - s2y * s12) / det;
  const b2 = (s2y * s11 - s1y * s12) / det;
  return [my - b1 * m1 - b2 * m2, b1, b2];
}

export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}
