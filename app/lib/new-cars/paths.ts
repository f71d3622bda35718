/** The new-car research pages' addresses (issue 33), built from catalogue slugs only. */

export interface ModelSlugs {
  make: { slug: string };
  slug: string;
}

export function modelPagePath(model: ModelSlugs): string {
  return `/new-cars/${model.make.slug}/${model.slug}`;
}

export function variantPagePath(model: ModelSlugs, variant: { slug: string }): string {
  return `${modelPagePath(model)}/${variant.slug}`;
}

/** Two or three variants side by side, in the order given. */
export function variantComparePath(model: ModelSlugs, variants: readonly { slug: string }[]): string {
  return `${modelPagePath(model)}/compare?${new URLSearchParams({ variants: variants.map((v) => v.slug).join(",") })}`;
}

/** Where the "Get the best offer" form posts. */
export function bestOfferPath(model: ModelSlugs): string {
  return `${modelPagePath(model)}/offer`;
}
