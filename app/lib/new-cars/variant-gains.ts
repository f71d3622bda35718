/**
 * "What you gain going up a variant": for each step to the next dearer variant, the equipment the
 * dearer one has and the cheaper one does not. Steps follow the chosen variant's own line (same
 * fuel and gearbox) when that line has a next or previous variant, so a petrol manual is not
 * compared with a diesel automatic; otherwise the model's overall price order. Features come from
 * the catalogue's equipment names and spec booleans (featureMatrix merges both); a fact the
 * catalogue does not state is never counted as a gain.
 */
import { featureMatrix } from "../compare-features";
import type { VariantSpecs } from "../variant-specs";

export interface LadderVariant {
  slug: string;
  name: string;
  exShowroom: number | null;
  fuel: string | null;
  /** Gearbox, or transmission when the catalogue gives no gearbox. */
  gearbox: string | null;
  features: readonly string[];
  specs: VariantSpecs | null;
}

export interface VariantStep {
  from: { slug: string; name: string };
  to: { slug: string; name: string };
  /** Extra ex-showroom price of the dearer variant. */
  priceDifference: number;
  /** What the dearer variant adds, by name ("Sunroof", "6 Airbags (2 in the cheaper one)"). */
  gains: string[];
}

export interface VariantLadder {
  /** "Petrol Manual" when the steps keep to one line; null for the overall price order. */
  line: string | null;
  steps: VariantStep[];
}

const lineKey = (v: LadderVariant) => `${v.fuel ?? ""}|${v.gearbox ?? ""}`;

/** The equipment `higher` has that `lower` lacks, in the matrix's group and name order. */
export function variantGains(lower: LadderVariant, higher: LadderVariant): string[] {
  const groups = featureMatrix([
    { features: lower.features, specs: lower.specs },
    { features: higher.features, specs: higher.specs },
  ]);
  const gains: string[] = [];
  for (const row of groups.flatMap((g) => g.rows)) {
    const [low, high] = row.cells;
    if (high.presence !== "yes") continue;
    if (row.name === "Airbags") {
      const more = Number(high.detail ?? 0);
      const fewer = low.presence === "yes" ? Number(low.detail ?? 0) : 0;
      if (more > fewer) gains.push(fewer > 0 ? `${more} Airbags (${fewer} in ${lower.name})` : `${more} Airbags`);
      continue;
    }
    if (low.presence !== "yes") gains.push(row.name);
  }
  return gains;
}

function steps(line: LadderVariant[]): VariantStep[] {
  return line.slice(1).map((to, i) => {
    const from = line[i];
    return {
      from: { slug: from.slug, name: from.name },
      to: { slug: to.slug, name: to.name },
      priceDifference: (to.exShowroom ?? 0) - (from.exShowroom ?? 0),
      gains: variantGains(from, to),
    };
  });
}

/**
 * The price ladder the chosen variant stands on. Unpriced variants have no place in a price
 * order and are left out; a chosen variant that is unpriced or alone gets an empty ladder.
 */
export function variantLadder(variants: readonly LadderVariant[], chosenSlug: string): VariantLadder {
  const priced = variants.filter((v) => v.exShowroom !== null).sort((a, b) => (a.exShowroom ?? 0) - (b.exShowroom ?? 0));
  const chosen = priced.find((v) => v.slug === chosenSlug);
  if (!chosen) return { line: null, steps: [] };
  const sameLine = priced.filter((v) => lineKey(v) === lineKey(chosen));
  if (sameLine.length > 1) {
    const line = [chosen.fuel, chosen.gearbox].filter(Boolean).join(" ") || null;
    return { line, steps: steps(sameLine) };
  }
  return { line: null, steps: steps(priced) };
}
