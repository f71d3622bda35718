/**
 * Canonical paths for the result pages. Their filters make endless URL variants (price, sort,
 * page, view, free text) that show overlapping cars, so each names a short canonical instead:
 * /search keeps only condition, one make and one model, the landing pages the models sitemap
 * lists; everything else (q, prices, sort, page) falls back to it. See docs/decisions/013.
 */

const KEPT = [
  ["filter", ["filter", "condition"]],
  ["make", ["make", "brand"]],
  ["model", ["model"]],
] as const;

export function searchCanonicalPath(search: string): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [name, aliases] of KEPT) {
    // Several makes or models is a comparison of filters, not a landing page: left out.
    const values = aliases.flatMap((a) => params.getAll(a)).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
    if (values.length !== 1) continue;
    if (name === "filter" && values[0] !== "new" && values[0] !== "used") continue;
    out.set(name, values[0]);
  }
  // A model without its make is ambiguous; the make alone is still a landing page.
  if (out.has("model") && !out.has("make")) out.delete("model");
  const query = out.toString();
  return query ? `/search?${query}` : "/search";
}

/**
 * A catalogue model's landing page: every active listing of it, new and used (the /new-cars
 * brand list links here). The new-only search (filter=new) is empty for most models, as few
 * listings are new, so it is not the one sitemaps and structured data name.
 */
export function catalogueModelPath(make: string, model: string): string {
  return `/search?${new URLSearchParams({ make, model })}`;
}
