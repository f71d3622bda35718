/**
 * The catalogue is one model year (2019-20), so about a quarter of used listings name a model it
 * lacks: older or discontinued cars (i10, Innova, Santro Xing, 800, Ritz). Such a model borrows
 * the catalogue facts (segment price, variants) of its closest relative of the same make: a
 * successor or sibling by name ("Innova" -> "Innova Crysta", "i10" -> "Grand i10", "Santro
 * Xing" -> "Santro"), else the model with the nearest engine size ("800" -> "Alto", "Ritz" ->
 * "Swift"). The listing keeps its own model name; only the price model reads the relative.
 */
import { normName } from "./target-encoding";

export interface ModelProfile {
  make: string;
  model: string;
  /** Typical engine size of the model (median of its listings or variants). */
  engineCc: number | null;
  bodyType: string | null;
}

/** Engines further apart than this (log ratio ~ x1.4) are not one segment. */
const MAX_ENGINE_GAP = 0.35;
/** A different body (hatchback vs sedan) counts like a ~15% engine difference. */
const BODY_PENALTY = 0.15;

const wordsOf = (model: string) => {
  const words = normName(model).split(" ").filter(Boolean);
  return words[0] === "new" && words.length > 1 ? words.slice(1) : words;
};

const startsWith = (a: string[], b: string[]) => b.length <= a.length && b.every((w, i) => a[i] === w);
const endsWith = (a: string[], b: string[]) => b.length <= a.length && b.every((w, i) => a[a.length - b.length + i] === w);

/** One names the other: a longer or shorter name of the same line, or a glued prefix ("CrossPolo"). */
export function namesRelated(listing: string, catalogue: string): boolean {
  const a = wordsOf(listing);
  const b = wordsOf(catalogue);
  if (a.length === 0 || b.length === 0) return false;
  if (startsWith(a, b) || startsWith(b, a) || endsWith(b, a)) return true;
  const ca = a.join("");
  const cb = b.join("");
  return cb.length >= 3 && ca.length > cb.length && ca.endsWith(cb);
}

function engineGap(a: number | null, b: number | null): number {
  return a && b && a > 0 && b > 0 ? Math.abs(Math.log(a / b)) : NaN;
}

/** The closest catalogue relative of a model the catalogue lacks, or null (no model of the make is close). */
export function relatedCatalogueModel<T extends ModelProfile>(car: ModelProfile, catalogue: readonly T[]): T | null {
  const make = normName(car.make);
  const ofMake = catalogue.filter((c) => normName(c.make) === make);
  const score = (c: ModelProfile) => {
    const gap = engineGap(car.engineCc, c.engineCc);
    const body = car.bodyType && c.bodyType && normName(car.bodyType) !== normName(c.bodyType) ? BODY_PENALTY : 0;
    return (Number.isNaN(gap) ? MAX_ENGINE_GAP : gap) + body;
  };
  const byScore = (list: T[]) => [...list].sort((a, b) => score(a) - score(b) || wordsOf(a.model).length - wordsOf(b.model).length)[0] ?? null;
  const named = ofMake.filter((c) => namesRelated(car.model, c.model));
  if (named.length > 0) return byScore(named);
  if (!car.engineCc) return null;
  const near = ofMake.filter((c) => engineGap(car.engineCc, c.engineCc) <= MAX_ENGINE_GAP);
  return byScore(near);
}
