/**
 * "Similar models" on a new car's page (issue 33): other models a shopper of this one would
 * cross-shop, from the in-memory research catalogue (no query). Same body type, and a
 * starting ex-showroom price within 25% either way or in the same price band (the band
 * catches a cheap car whose 25% window is narrow in rupees), closest starting price first.
 */
import { modelPagePath } from "~/lib/new-cars/paths";
import type { SimilarModelCard } from "~/lib/new-cars/similar-model";
import { priceBandOf } from "~/lib/price-bands";
import type { ResearchModel } from "./research-catalogue";

/** How far a starting price may be from this model's, as a share of it. */
export const PRICE_WINDOW = 0.25;

/** The cheapest priced variant's ex-showroom price (variants come cheapest first, unpriced last). */
export function startingPrice(model: ResearchModel): number | null {
  return model.variants[0]?.exShowroom ?? null;
}

export function similarModels(catalogue: { models: readonly ResearchModel[] }, model: ResearchModel, limit = 6): SimilarModelCard[] {
  const price = startingPrice(model);
  if (price === null || !model.bodyType || limit <= 0) return [];
  const band = priceBandOf(price).key;
  const near = (other: number) => Math.abs(other - price) <= price * PRICE_WINDOW || priceBandOf(other).key === band;
  return catalogue.models
    .flatMap((other) => {
      const from = startingPrice(other);
      if (other.id === model.id || other.bodyType !== model.bodyType || from === null || !near(from)) return [];
      return [{ other, from }];
    })
    .sort((a, b) => Math.abs(a.from - price) - Math.abs(b.from - price) || a.other.make.name.localeCompare(b.other.make.name) || a.other.name.localeCompare(b.other.name))
    .slice(0, limit)
    .map(({ other, from }) => ({
      id: other.id,
      make: other.make.name,
      name: other.name,
      bodyType: model.bodyType!,
      fromPrice: from,
      fuels: [...new Set(other.variants.map((v) => v.fuel).filter((f): f is string => !!f))].sort(),
      href: modelPagePath(other),
    }));
}
