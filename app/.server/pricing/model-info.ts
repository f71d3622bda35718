/**
 * The non-price knowledge the model carries: each variant's specifications (catalogue first,
 * else the median of its listings) and each model's usual body type and catalogue price level.
 */
import type { ModelInfo, SpecInfo } from "./price-features";
import { modelKey, variantKey } from "./target-encoding";
import { relatedCatalogueModel, type ModelProfile } from "./catalogue-relative";
import { inSlices, NO_PAUSE, type Pause } from "../background/time-slice";

export interface CatalogueVariant {
  make: string;
  model: string;
  variant: string;
  exShowroom: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  bodyType: string | null;
  fuel: string | null;
  transmission: string | null;
}

interface SpecSource {
  fuel: string | null;
  transmission: string | null;
  make: string | null;
  model: string | null;
  variant: string | null;
  exShowroom: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  bodyType: string | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function mode(values: string[]): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (!best || c > counts.get(best)!) best = v;
  }
  return best;
}

interface Pool {
  exShowroom: number[];
  engineCc: number[];
  powerBhp: number[];
  bodyType: string[];
  fuel: string[];
  transmission: string[];
  label?: string;
}

function pool(groups: Map<string, Pool>, key: string, s: SpecSource) {
  let p = groups.get(key);
  if (!p) groups.set(key, (p = { exShowroom: [], engineCc: [], powerBhp: [], bodyType: [], fuel: [], transmission: [], label: `${s.make} ${s.model}` }));
  if (s.exShowroom) p.exShowroom.push(s.exShowroom);
  if (s.engineCc) p.engineCc.push(s.engineCc);
  if (s.powerBhp) p.powerBhp.push(s.powerBhp);
  if (s.bodyType) p.bodyType.push(s.bodyType);
  if (s.fuel) p.fuel.push(s.fuel);
  if (s.transmission) p.transmission.push(s.transmission);
}

const summary = (p: Pool): SpecInfo => ({
  exShowroom: median(p.exShowroom),
  engineCc: median(p.engineCc),
  powerBhp: median(p.powerBhp),
  bodyType: mode(p.bodyType),
  fuel: mode(p.fuel),
  transmission: mode(p.transmission),
});

/** Variant key -> specs; catalogue rows win over what listings say. */
export async function buildSpecs(rows: SpecSource[], catalogue: CatalogueVariant[], pause?: Pause): Promise<Record<string, SpecInfo>> {
  const fromListings = new Map<string, Pool>();
  // A refit's tens of thousands of rows, on a server: offered the pause as they go.
  await inSlices(rows, (r) => {
    if (r.make && r.model && r.variant) pool(fromListings, variantKey(r.make, r.model, r.variant), r);
  }, { pause: pause ?? NO_PAUSE });
  const specs: Record<string, SpecInfo> = {};
  for (const [key, p] of fromListings) specs[key] = summary(p);
  for (const v of catalogue) {
    const key = variantKey(v.make, v.model, v.variant);
    const listed = specs[key];
    specs[key] = {
      exShowroom: v.exShowroom ?? listed?.exShowroom ?? null,
      engineCc: v.engineCc ?? listed?.engineCc ?? null,
      powerBhp: v.powerBhp ?? listed?.powerBhp ?? null,
      bodyType: v.bodyType ?? listed?.bodyType ?? null,
      fuel: v.fuel,
      transmission: v.transmission,
    };
  }
  return specs;
}

/** Model key -> label, body type and catalogue price level (median ex-showroom of its variants). */
export async function buildModelInfo(rows: SpecSource[], catalogue: CatalogueVariant[], pause?: Pause): Promise<Record<string, ModelInfo>> {
  const fromCatalogue = new Map<string, Pool>();
  for (const v of catalogue) pool(fromCatalogue, modelKey(v.make, v.model), v);
  const fromListings = new Map<string, Pool>();
  await inSlices(rows, (r) => {
    if (r.make && r.model) pool(fromListings, modelKey(r.make, r.model), { ...r, exShowroom: null });
  }, { pause: pause ?? NO_PAUSE });
  const profile = (key: string, p: Pool): ModelProfile & { key: string } => {
    const [make, model] = key.split("|") as [string, string];
    const s = summary(p);
    return { key, make, model, engineCc: s.engineCc, bodyType: s.bodyType };
  };
  const catalogueModels = [...fromCatalogue].map(([key, p]) => profile(key, p));
  const info: Record<string, ModelInfo> = {};
  for (const key of new Set([...fromCatalogue.keys(), ...fromListings.keys()])) {
    const listed = fromListings.get(key);
    // A model the catalogue lacks borrows its closest relative's catalogue facts.
    const relative = fromCatalogue.has(key) ? null : relatedCatalogueModel(profile(key, listed!), catalogueModels);
    const cat = fromCatalogue.get(relative?.key ?? key);
    const c = cat ? summary(cat) : null;
    const l = listed ? summary(listed) : null;
    info[key] = {
      ...(relative ? { catalogueModel: relative.key } : {}),
      label: (listed ?? cat)!.label ?? key,
      bodyType: l?.bodyType ?? c?.bodyType ?? null,
      exShowroom: c?.exShowroom ?? null,
      engineCc: l?.engineCc ?? c?.engineCc ?? null,
      powerBhp: l?.powerBhp ?? c?.powerBhp ?? null,
      fuel: l?.fuel ?? c?.fuel ?? null,
      transmission: l?.transmission ?? c?.transmission ?? null,
    };
  }
  return info;
}
