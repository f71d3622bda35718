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
