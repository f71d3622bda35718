import { useEffect, useRef } from "react";
import type { DetailsActionResult } from "~/lib/details-forms";

/** The forms' schemas (and Zod) on first use: most visitors never fill a form. */
export const loadSchemas = () => import("~/lib/details-form-schemas");

/**
 * The answer for one form of the page: the fetcher's (with scripts) or the route's action data
 * (a plain form post before the scripts load), narrowed to this form's intent.
 */
export function pickResult<I extends DetailsActionResult["intent"]>(
  intent: I,
  ...candidates: unknown[]
): Extract<DetailsActionResult, { intent: I }> | undefined {
  for (const candidate of candidates) {
    if (candidate && (candidate as DetailsActionResult).intent === intent) return candidate as Extract<DetailsActionResult, { intent: I }>;
  }
  return undefined;
}

/** Runs once per new successful answer (a toast, moving focus), not on every render. */
export function useOnSuccess(result: DetailsActionResult | undefined, run: () => void) {
  const seen = useRef<DetailsActionResult | undefined>(undefined);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (result?.ok && seen.current !== result) {
      seen.current = result;
      latest.current();
    }
  }, [result]);
}
