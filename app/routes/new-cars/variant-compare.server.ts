/**
 * The HTTP side of /new-cars/{make}/{model}/compare?variants=a,b[,c]: which variants, the 301
 * to the canonical spelling, the price rows (ex-showroom, and on-road for the visitor's city by
 * the same rule as /api/on-road-price) and the spec rows with their differences marked.
 *
 * Bad asks answer with a page that says what is wrong and lets the visitor pick again, not a
 * bare error: 400 when the count is outside 2-3 (wrong whatever the catalogue holds), 404 when a
 * slug names no variant of the model (the address names something we don't have, as on the
 * variant page). Either way the page is noindex.
 */
import { data, redirect } from "react-router";
import type { ResearchModel, ResearchVariant } from "~/.server/catalogue/research-catalogue";
import { chosenPlace, type OnRoadPlace } from "~/.server/http/on-road-city";
import { formatInr } from "~/lib/format-inr";
import { COMPARE_MESSAGES, parseComparedVariants, wantsOnlyDifferences } from "~/lib/new-cars/compare-params";
import type { PageLink } from "~/lib/new-cars/page-links";
import { modelPagePath, variantComparePath } from "~/lib/new-cars/paths";
import { comparisonRow, compareVariants, onlyDifferences, type ComparisonSection } from "~/lib/new-cars/variant-comparison";
import { quoteVariant } from "~/.server/catalogue/quote-on-road-price";
import { modelNotFound, researchCatalogue, variantLink } from "./catalogue-page.server";

interface CompareBase {
  model: PageLink;
  /** Every variant of the model, for picking again. */
  variants: (PageLink & { slug: string })[];
}

export interface CompareInvalid extends CompareBase {
  kind: "invalid";
  message: string;
  unknown: string[];
  /** The slugs asked for that do exist, ticked in the picker. */
  chosen: string[];
}

export interface CompareView extends CompareBase {
  kind: "comparison";
  columns: (PageLink & { slug: string })[];
  sections: ComparisonSection[];
  onlyDiff: boolean;
  differing: number;
  total: number;
  allPath: string;
  diffPath: string;
  place: OnRoadPlace | null;
}

/** The first rows: ex-showroom, and on-road in the chosen city (same rule and columns as the API). */
function priceSection(chosen: ResearchVariant[], place: OnRoadPlace | null): ComparisonSection {
  const onRoad = (v: ResearchVariant) => {
    const quoted = quoteVariant(v, place);
    return quoted ? formatInr(quoted.total) : "N/A";
  };
  return {
    id: "price",
    title: "Price",
    rows: [
      comparisonRow("exShowroom", "Ex-showroom price", chosen.map((v) => (v.exShowroom === null ? "No catalogue price" : formatInr(v.exShowroom)))),
      ...(place ? [comparisonRow("onRoad", `On-road price in ${place.city}`, chosen.map(onRoad))] : []),
    ],
  };
}

function comparePath(model: ResearchModel, chosen: ResearchVariant[], onlyDiff: boolean) {
  return `${variantComparePath(model, chosen)}${onlyDiff ? "&only=diff" : ""}`;
}

export async function loadVariantComparison(request: Request, params: { make: string; model: string }) {
  const catalogue = await researchCatalogue();
  const found = catalogue.findModel(params.make, params.model);
  if (!found) return data(modelNotFound(catalogue, params.make), { status: 404 });
  const { model } = found;
  const search = new URL(request.url).searchParams;
  const base: CompareBase = {
    model: { name: `${model.make.name} ${model.name}`, path: modelPagePath(model) },
    variants: model.variants.map((v) => ({ ...variantLink(model, v), slug: v.slug })),
  };
  const asked = parseComparedVariants(search);
  if (!asked.ok) {
    const chosen = asked.slugs.flatMap((s) => catalogue.findVariant(model, s)?.variant.slug ?? []);
    const invalid: CompareInvalid = { ...base, kind: "invalid", message: COMPARE_MESSAGES[asked.reason], unknown: [], chosen };
    return data(invalid, { status: 400 });
  }
  const matches = asked.slugs.map((slug) => ({ slug, match: catalogue.findVariant(model, slug) }));
  const unknown = matches.filter((m) => !m.match).map((m) => m.slug);
  if (unknown.length > 0) {
    const chosen = matches.flatMap((m) => m.match?.variant.slug ?? []);
    const invalid: CompareInvalid = { ...base, kind: "invalid", message: COMPARE_MESSAGES.unknown, unknown, chosen };
    return data(invalid, { status: 404 });
  }
  const chosen = matches.map((m) => m.match!.variant);
  const onlyDiff = wantsOnlyDifferences(search);
  const canonical = comparePath(model, chosen, onlyDiff);
  if (!found.canonical || matches.some((m) => !m.match!.canonical)) {
    throw redirect(canonical, 301);
  }

  const { place, setCookie } = chosenPlace(request);
  const all = [priceSection(chosen, place), ...compareVariants(chosen)];
  const rows = all.flatMap((s) => s.rows);
  const view: CompareView = {
    ...base,
    kind: "comparison",
    columns: chosen.map((v) => ({ ...variantLink(model, v), slug: v.slug })),
    sections: onlyDiff ? onlyDifferences(all) : all,
    onlyDiff,
    differing: rows.filter((r) => r.differs).length,
    total: rows.length,
    allPath: comparePath(model, chosen, false),
    diffPath: comparePath(model, chosen, true),
    place,
  };
  return data(view, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}
