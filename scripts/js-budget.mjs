#!/usr/bin/env node
// The JavaScript budget of issue 37: what a public page loads before it is interactive, at most
// 100 KB gzip. Measured on the built assets (so it runs after `npm run build`, in `npm test`):
// the client entry, the route manifest, and each route module of the page's route chain with
// the chunks it imports, each as the server sends it: the gzip file the build wrote beside it
// (scripts/precompress.mjs, level 9). A size is deterministic, so this is a check that fails,
// not a benchmark.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";

export const BUDGET_BYTES = 100_000;

/**
 * Pages behind a sign-in or for staff: not public, so not held to the budget. Sign-in itself,
 * the password reset and a mail's unsubscribe link are for anyone, and are held to it.
 */
const PRIVATE_ROUTE = /^routes\/(admin|seller)\/|^routes\/account\/(profile|settings|saved-listings|dev-outbox)$|^routes\/messaging\/(inbox|conversation)$/;

/** Bytes of JavaScript before interaction for every route with a page, from a client build. */
export function routeScriptBytes(clientDir = "build/client") {
  const manifestFile = readdirSync(`${clientDir}/assets`).find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error(`js-budget: no route manifest in ${clientDir}/assets; run npm run build first`);
  const manifestText = readFileSync(`${clientDir}/assets/${manifestFile}`, "utf8");
  const manifest = JSON.parse(manifestText.slice(manifestText.indexOf("=") + 1).replace(/;\s*$/, ""));
  const sizeOf = (path) => {
    const gzipped = `${clientDir}${path}.gz`;
    if (!existsSync(gzipped)) throw new Error(`js-budget: ${gzipped} is missing; npm run build writes it (scripts/precompress.mjs)`);
    return statSync(gzipped).size;
  };
  const sizes = new Map();
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!route.hasDefaultExport) continue;
    const files = new Set([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
    for (let at = route; at; at = manifest.routes[at.parentId]) {
      files.add(at.module);
      for (const file of at.imports ?? []) files.add(file);
    }
    sizes.set(id, [...files].reduce((sum, file) => sum + sizeOf(file), 0));
  }
  return sizes;
}

/** The routes over the budget, each with its size: any fails the check. */
export function checkBudget(sizes) {
  const problems = [];
  for (const [id, bytes] of sizes) {
    if (PRIVATE_ROUTE.test(id) || bytes <= BUDGET_BYTES) continue;
    problems.push(`${id}: ${(bytes / 1000).toFixed(1)} KB gzip of JavaScript before interaction, over the ${BUDGET_BYTES / 1000} KB budget`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = routeScriptBytes();
  const problems = checkBudget(sizes);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`js-budget: ${problem}`);
    process.exit(1);
  }
  const publicSizes = [...sizes].filter(([id]) => !PRIVATE_ROUTE.test(id));
  const largest = publicSizes.sort((a, b) => b[1] - a[1])[0];
  console.log(`js-budget: ${publicSizes.length} public routes checked; the largest is ${largest[0]} at ${(largest[1] / 1000).toFixed(1)} KB gzip`);
}
