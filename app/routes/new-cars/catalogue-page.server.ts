/**
 * What the variant page and the variant comparison share: finding the model in the research
 * catalogue from the URL's slugs, and the 404 page's links when it is not there (the make's
 * models, or the model's variants), so a mistyped address still leads somewhere.
 */
import { getResearchCatalogue, type ResearchCatalogue, type ResearchModel, type ResearchVariant } from "~/.server/catalogue/research-catalogue";
import { getDb } from "~/.server/db/client";
import type { CatalogueNotFound, PageLink } from "~/lib/new-cars/page-links";
import { modelPagePath, variantPagePath } from "~/lib/new-cars/paths";

export async function researchCatalogue(): Promise<ResearchCatalogue> {
  return getResearchCatalogue(await getDb());
}

export function variantLink(model: ResearchModel, v: ResearchVariant): PageLink {
  return { name: v.name, path: variantPagePath(model, v), exShowroom: v.exShowroom };
}

export function modelNotFound(catalogue: ResearchCatalogue, makeSlug: string): CatalogueNotFound {
  const models = catalogue.modelsOfMake(makeSlug);
  const make = models[0]?.make.name;
  return {
    kind: "not-found",
    heading: "We don't have this model",
    intro: make ? `No ${make} model in our catalogue has this address. These are the ${make} models we have:` : "No make in our catalogue has this address.",
    linksHeading: make ? `${make} models` : "New cars",
    links: models.map((m) => ({ name: `${m.make.name} ${m.name}`, path: modelPagePath(m) })),
    back: { name: "All new cars", path: "/new-cars" },
  };
}

export function variantNotFound(model: ResearchModel): CatalogueNotFound {
  const name = `${model.make.name} ${model.name}`;
  return {
    kind: "not-found",
    heading: "We don't have this variant",
    intro: `The ${name} has no variant at this address in our catalogue. Its variants are:`,
    linksHeading: `${name} variants`,
    links: model.variants.map((v) => variantLink(model, v)),
    back: { name: `Back to the ${name}`, path: modelPagePath(model) },
  };
}
