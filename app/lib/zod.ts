/**
 * zod for the app's schemas. Browsers may not `eval` here (our CSP has no 'unsafe-eval'): zod
 * would try `new Function` once, to see whether it may compile its object parsers, and every
 * page with a form reported a CSP violation (Lighthouse: best practices 96). In browsers the
 * parsers run uncompiled; the server keeps the compiled ones. This module runs before any
 * schema is made, because every module that makes one imports z from here (lint holds to it).
 */
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };

/**
 * The first message per field (an issue's top-level key; "form" for one about the whole
 * input): one clear instruction beats a list, and every form shows its errors this way.
 */
export function firstErrorPerField<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) errors[(issue.path.length > 0 ? String(issue.path[0]) : "form") as F] ??= issue.message;
  return errors;
}
