/**
 * Which variants /new-cars/{make}/{model}/compare shows: `?variants=a,b` or `?variants=a&variants=b`
 * (both are links people share), 2 or 3 of them; `only=diff` hides the rows that are the same.
 */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 3;

export type ComparedVariants = { ok: true; slugs: string[] } | { ok: false; reason: "too-few" | "too-many"; slugs: string[] };

/** The variant slugs asked for, in order, each once (a repeated slug is one variant, not two). */
export function parseComparedVariants(params: URLSearchParams): ComparedVariants {
  const slugs = [
    ...new Set(
      params
        .getAll("variants")
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  if (slugs.length < MIN_COMPARED) return { ok: false, reason: "too-few", slugs };
  if (slugs.length > MAX_COMPARED) return { ok: false, reason: "too-many", slugs };
  return { ok: true, slugs };
}

export function wantsOnlyDifferences(params: URLSearchParams): boolean {
  return params.get("only") === "diff";
}

export const COMPARE_MESSAGES = {
  "too-few": `Choose at least ${MIN_COMPARED} variants to compare.`,
  "too-many": `Maximum of ${MAX_COMPARED} variants can be compared at once.`,
  unknown: "We don't have these variants of this model:",
} as const;
